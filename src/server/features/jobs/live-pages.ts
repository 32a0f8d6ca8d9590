/**
 * What the job board changes in the prerendered pages at run time (docs/decisions/0020): each
 * city page's list of the open postings in the city and the nearby places its team covers, and
 * the sitemap's `/jobs` and open postings. The pages plugin caches both until `version` changes.
 */
import { cities } from "../../../content/site";
import { paths } from "../../../domain/paths";
import type { Database } from "../../db/client";
import type { LivePages } from "../../plugins/pages";
import { renderCityJobs } from "./pages";
import { presentPosting } from "./present";
import { jobsRepository } from "./repository";

/** Postings a city page lists before its link to all of them. */
export const CITY_PAGE_POSTINGS = 5;
/** At most this many postings in the sitemap (sitemaps.org allows 50,000 URLs in one file). */
const SITEMAP_POSTINGS = 45_000;

/** The job board's live parts of the public pages, from `db`. */
export function jobLivePages(db: Database): LivePages {
  const repo = jobsRepository(db);
  return {
    version: () => repo.version(),
    async fragment(pagePath) {
      const city = cities.find((c) => paths.locations.place.href(c.slug) === pagePath);
      if (!city) return "";
      const filters = { city: city.slug };
      const [rows, total] = await Promise.all([
        repo.listOpen(filters, CITY_PAGE_POSTINGS),
        repo.countOpen(filters),
      ]);
      return renderCityJobs(city.slug, rows.map(presentPosting), total);
    },
    async sitemapPaths() {
      const rows = await repo.listOpen({}, SITEMAP_POSTINGS);
      return ["/jobs", ...rows.map((row) => presentPosting(row).url)];
    },
  };
}
