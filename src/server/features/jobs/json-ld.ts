/**
 * The schema.org `JobPosting` of a posting's public page, with the properties Google's job
 * posting guide requires (title, description, datePosted, hiringOrganization, jobLocation) and
 * recommends (validThrough, employmentType, baseSalary, identifier, directApply)
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
 * The hiring organisation is the agency (`src/content/site.ts`): the client and the property are
 * never named. Serialised with `serializeJsonLd`, which escapes `<`.
 */
import { TZDate } from "@date-fns/tz";
import { type JsonLd, organizationId } from "../../../content/seo";
import { site } from "../../../content/site";
import type { JobPosting } from "../../../domain/api/job";

/** Google's required properties of a JobPosting. */
export const requiredJobPostingProperties = [
  "title",
  "description",
  "datePosted",
  "hiringOrganization",
  "jobLocation",
] as const;
/** Google's recommended properties of a JobPosting that apply to an on-site job. */
export const recommendedJobPostingProperties = [
  "validThrough",
  "employmentType",
  "baseSalary",
  "identifier",
  "directApply",
] as const;

/** The end of day `YYYY-MM-DD` in America/New_York, with its offset (`…T23:59:59.000-05:00`). */
export function endOfFloridaDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new TZDate(year, month - 1, date, 23, 59, 59, "America/New_York").toISOString();
}

/**
 * The JobPosting of `posting`.
 * @param origin the public origin without a trailing slash (canonical and organisation URLs)
 */
export function jobPostingJsonLd(posting: JobPosting, origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: posting.title,
    description: posting.description,
    datePosted: posting.datePosted,
    validThrough: endOfFloridaDay(posting.validThrough),
    employmentType: posting.employmentType,
    url: `${origin}${posting.url}`,
    identifier: { "@type": "PropertyValue", name: site.name, value: String(posting.id) },
    hiringOrganization: {
      "@type": "Organization",
      "@id": organizationId(origin),
      name: site.name,
      sameAs: origin,
      logo: `${origin}/icon-512.png`,
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: posting.city,
        addressRegion: "FL",
        addressCountry: "US",
      },
    },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: {
        "@type": "QuantitativeValue",
        minValue: posting.payMin,
        maxValue: posting.payMax,
        unitText: "HOUR",
      },
    },
    directApply: true,
    ...(posting.startDate ? { jobStartDate: posting.startDate } : {}),
    ...(posting.schedule ? { workHours: posting.schedule } : {}),
  };
}
