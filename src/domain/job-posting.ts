/**
 * Job postings (docs/decisions/0020-job-board.md): where a posting may be (the nine cities and
 * the nearby places their teams cover), its employment types (schema.org `JobPosting`
 * `employmentType` values), the body the agency sends to publish or edit one, and its public
 * address (`/jobs/{id}-{slug}`). Shared by the admin's publish form and the server.
 */
import { staffTypes } from "./enums";
import { isWholeCents } from "./money";
import { isoDaySchema } from "./staffing-request";
import { multiLine, requiredLine, singleLine } from "./text-fields";
import { z } from "./zod";

/** A place a posting may name: a city with a page, or a nearby place its team covers. */
export interface JobPlace {
  /** Display name, the API's `city` ("Tampa", "Palm Harbor"). */
  name: string;
  /** Lower case, spaces to hyphens, dots dropped ("st-petersburg"), as `/locations/{slug}`. */
  slug: string;
  /** Slug of the city whose page lists the place's postings (a city: its own). */
  city: string;
}

const city = (name: string, slug: string): JobPlace => ({ name, slug, city: slug });
const near = (name: string, slug: string, covering: string): JobPlace => ({
  name,
  slug,
  city: covering,
});

/**
 * The places of the service area (spec section 1 and the nearby table of section 2), cities
 * first in the spec's order, then the nearby places without a page, each with the city whose
 * team covers it (as `src/content/locations.ts` says; job-posting.test.ts checks they agree).
 */
export const jobPlaces: readonly JobPlace[] = [
  city("Tampa", "tampa"),
  city("Clearwater", "clearwater"),
  city("St. Petersburg", "st-petersburg"),
  city("Wesley Chapel", "wesley-chapel"),
  city("Lakewood Ranch", "lakewood-ranch"),
  city("Fort Myers", "fort-myers"),
  city("Naples", "naples"),
  city("Fort Lauderdale", "fort-lauderdale"),
  city("Weston", "weston"),
  near("Palm Harbor", "palm-harbor", "clearwater"),
  near("Largo", "largo", "st-petersburg"),
  near("Lakeland", "lakeland", "wesley-chapel"),
  near("Zephyrhills", "zephyrhills", "wesley-chapel"),
  near("Sarasota", "sarasota", "lakewood-ranch"),
  near("Bradenton", "bradenton", "lakewood-ranch"),
  near("University Park", "university-park", "lakewood-ranch"),
  near("Cape Coral", "cape-coral", "fort-myers"),
  near("Bonita Springs", "bonita-springs", "naples"),
  near("Marco Island", "marco-island", "naples"),
  near("Pompano Beach", "pompano-beach", "fort-lauderdale"),
  near("Hollywood", "hollywood", "fort-lauderdale"),
  near("Sunrise", "sunrise", "weston"),
  near("Pembroke Pines", "pembroke-pines", "weston"),
];

const placeNames = jobPlaces.map((place) => place.name) as [string, ...string[]];

/**
 * The place `nameOrSlug` names ("Tampa", "tampa", "palm-harbor"; case-insensitive), or
 * undefined.
 */
export function findJobPlace(nameOrSlug: string): JobPlace | undefined {
  const wanted = nameOrSlug.trim().toLowerCase();
  return jobPlaces.find((place) => place.slug === wanted || place.name.toLowerCase() === wanted);
}

/**
 * The place names a `city` filter matches: a city and the nearby places its team covers; a
 * nearby place only itself; an unknown name nothing.
 */
export function placesMatching(nameOrSlug: string): string[] {
  const place = findJobPlace(nameOrSlug);
  if (!place) return [];
  if (place.city !== place.slug) return [place.name];
  return jobPlaces.filter((p) => p.city === place.slug).map((p) => p.name);
}

/**
 * The place names a worker's places match (their profile's `work_cities` slugs): each place
 * itself, a city with the nearby places its team covers, and a nearby place with the city that
 * covers it (not that city's other nearby places): `naples` → Naples, Bonita Springs, Marco
 * Island; `bonita-springs` → Bonita Springs, Naples. Unknown slugs match nothing.
 */
export function placesNearWorker(slugs: readonly string[]): string[] {
  const names = new Set<string>();
  for (const slug of slugs) {
    const place = findJobPlace(slug);
    if (!place) continue;
    const covering = findJobPlace(place.city);
    const matched = place.city === place.slug ? placesMatching(place.slug) : [place.name];
    for (const name of matched) names.add(name);
    if (covering) names.add(covering.name);
  }
  return [...names];
}

/** schema.org `employmentType` values a posting may use (Google's JobPosting guide). */
export const employmentTypes = ["FULL_TIME", "PART_TIME", "TEMPORARY", "CONTRACTOR"] as const;
export type EmploymentType = (typeof employmentTypes)[number];
export const employmentTypeLabels: Record<EmploymentType, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  TEMPORARY: "Temporary",
  CONTRACTOR: "Contract",
};

/** The usual job title of one person of each staff type, for a posting's first draft. */
export const staffTypeJobTitles: Record<(typeof staffTypes)[number], string> = {
  maintenance: "Maintenance Technician",
  groundskeeping: "Groundskeeper",
  leasing: "Leasing Consultant",
  "property-management": "Property Manager",
  security: "Security Officer",
  "make-ready": "Make-Ready Specialist",
  other: "Apartment Community Associate",
};

/** Limits of a posting's text fields. */
export const jobPostingLimits = {
  titleMax: 120,
  descriptionMin: 30,
  descriptionMax: 5_000,
  scheduleMax: 200,
  payMaxDollars: 1_000,
} as const;

const PAY_MESSAGE = `Enter pay in dollars per hour, more than 0 and at most ${jobPostingLimits.payMaxDollars}, to the cent`;
const pay = z
  .number({ error: PAY_MESSAGE })
  .gt(0, PAY_MESSAGE)
  .max(jobPostingLimits.payMaxDollars, PAY_MESSAGE)
  .refine(isWholeCents, PAY_MESSAGE);

const DESCRIPTION_MESSAGE = `Describe the job in at least ${jobPostingLimits.descriptionMin} characters`;
const REQUEST_ID_MESSAGE = "The staffing request id must be a positive number";

/**
 * Body of POST /api/admin/jobs and PUT /api/admin/jobs/{id}: what the public posting says.
 * `city` is a place's name, `payMin`/`payMax` dollars per hour (`payMin` ≤ `payMax`),
 * `validThrough` the last day (America/New_York) it is open; `schedule` and `startDate` are
 * optional. The client's and property's names are not part of it, by design.
 */
export const jobPostingInputSchema = z
  .object({
    requestId: z
      .number({ error: REQUEST_ID_MESSAGE })
      .int(REQUEST_ID_MESSAGE)
      .positive(REQUEST_ID_MESSAGE)
      .max(2_147_483_647, REQUEST_ID_MESSAGE)
      .nullish()
      .transform((value) => value ?? null),
    title: requiredLine("Title", "Enter a title", jobPostingLimits.titleMax),
    description: multiLine(
      z
        .string({ error: DESCRIPTION_MESSAGE })
        .trim()
        .min(jobPostingLimits.descriptionMin, DESCRIPTION_MESSAGE)
        .max(
          jobPostingLimits.descriptionMax,
          `The description must be at most ${jobPostingLimits.descriptionMax} characters`,
        ),
    ),
    staffType: z.enum(staffTypes, { error: "Choose a role" }),
    city: z.enum(placeNames, { error: "Choose one of the cities or nearby places we serve" }),
    employmentType: z.enum(employmentTypes, {
      error: "Choose FULL_TIME, PART_TIME, TEMPORARY or CONTRACTOR",
    }),
    payMin: pay,
    payMax: pay,
    schedule: singleLine(
      z
        .string()
        .trim()
        .max(
          jobPostingLimits.scheduleMax,
          `The schedule must be at most ${jobPostingLimits.scheduleMax} characters`,
        ),
      "Schedule",
    )
      .nullish()
      .transform((value) => value || null),
    startDate: singleLine(isoDaySchema.or(z.literal("")), "Start date")
      .nullish()
      .transform((value) => value || null),
    validThrough: singleLine(isoDaySchema, "Valid through"),
  })
  .refine((input) => input.payMax >= input.payMin, {
    message: "The highest pay cannot be below the lowest",
    path: ["payMax"],
  });
export type JobPostingInput = z.output<typeof jobPostingInputSchema>;

/**
 * The slug of a posting's address: its title and place in lower case, letters and digits only,
 * words joined by hyphens, at most 80 characters ("Maintenance Technician" in Tampa →
 * `maintenance-technician-tampa`).
 */
export function jobSlug(title: string, place: string): string {
  const slug = `${title} ${place}`
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "job";
}

/** The public page of a posting: `/jobs/{id}-{slug}`. */
export function jobPath(id: number, slug: string): string {
  return `/jobs/${id}-${slug}`;
}

const dollars = (value: number) =>
  value.toLocaleString("en-US", { style: "currency", currency: "USD" });

/** A posting's pay as people read it: "$22.00–$26.50 an hour", one figure when both are equal. */
export function jobPayText(pay: { payMin: number; payMax: number }): string {
  return pay.payMin === pay.payMax
    ? `${dollars(pay.payMin)} an hour`
    : `${dollars(pay.payMin)}–${dollars(pay.payMax)} an hour`;
}
