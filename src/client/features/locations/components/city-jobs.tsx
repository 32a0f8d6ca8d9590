import { useState } from "react";
import { LIVE_FRAGMENT_TOKEN } from "@/content/seo-basics";
import { queryString } from "@/domain/paths";

/**
 * A city page's open jobs (docs/decisions/0020-job-board.md). The prerendered page holds a
 * placeholder here, which the server replaces on every request with the list of the city's open
 * postings, so the page stays right without a rebuild. Hydration keeps what the server sent (the
 * first client render reads it back from the page); a page reached by client-side navigation,
 * which has no server list, links to the job board instead. Links are plain `<a>`: the job board
 * is served by the server, not by the client's router.
 */
export function CityJobs({ slug, name }: { slug: string; name: string }) {
  const [html] = useState(() =>
    typeof document === "undefined"
      ? LIVE_FRAGMENT_TOKEN
      : document.querySelector(`[data-city-jobs="${slug}"]`)?.innerHTML,
  );
  if (html) {
    return (
      <section
        aria-labelledby="city-jobs-heading"
        data-city-jobs={slug}
        className="rounded-2xl border bg-secondary/60 p-6 sm:p-8"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own escaped list, filled in place of the placeholder
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <section
      aria-labelledby="city-jobs-heading"
      className="rounded-2xl border bg-secondary/60 p-6 sm:p-8"
    >
      <h2 id="city-jobs-heading" className="text-2xl font-bold tracking-tight text-navy">
        Open jobs in and around {name}
      </h2>
      <p className="mt-3">
        <a
          className="font-medium text-primary underline-offset-4 hover:underline"
          href={`/jobs${queryString({ city: slug })}`}
        >
          See the open jobs in and around {name}
        </a>
      </p>
    </section>
  );
}
