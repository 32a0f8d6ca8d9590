/**
 * The copy of the /locations hub: the page that lists every city the agency serves, with a card
 * per city linking to its city page and to the nearby places of that page (spec section 1, the
 * nine cities; section 2, "City pages" and its nearby table). It is the page the header's
 * Locations menu ends with, and where that menu's links lead when scripts do not run.
 *
 * The hub loads this module only, not the nine city modules (about 60 KB of copy), so a card
 * repeats two fields of its city page: the subheadline and the three nearby places.
 * content.test.ts checks that they agree with ./city-pages, so the copies cannot drift.
 */

/** One city card of the hub. */
export interface HubCity {
  /** The city page's slug (`/locations/{slug}`), as in site.ts. */
  slug: string;
  /** Display name ("St. Petersburg"). */
  name: string;
  /** The city page's subheadline. */
  summary: string;
  /** The city page's three nearby places, in its order (display names). */
  nearby: readonly string[];
}

export const locationsHub = {
  /** Document title, without the agency name (PageMeta appends it). */
  title: "Florida Locations",
  /** Meta description, 140-160 characters. */
  metaDescription:
    "Apartment staffing across Florida: our teams in Tampa Bay, Southwest Florida and Broward County place maintenance, leasing, grounds and management staff.",
  headline: "Apartment Staffing Across Florida",
  intro:
    "We place maintenance technicians, groundskeepers, leasing consultants, property managers, make-ready specialists and security staff at apartment communities in nine Florida cities, from Tampa Bay down the Gulf Coast to Naples and across to Broward County. Each city has a recruiting team that knows its local properties, and each team also serves the towns around it. Choose a city to see what its team offers, or send a staffing request and we will respond within 24 hours.",
  cities: [
    {
      slug: "tampa",
      name: "Tampa",
      summary:
        "From Channel District towers to garden communities in Brandon and New Tampa, we place vetted maintenance, leasing, make-ready and management staff, with most urgent roles filled in 48-72 hours.",
      nearby: ["Clearwater", "St. Petersburg", "Wesley Chapel"],
    },
    {
      slug: "clearwater",
      name: "Clearwater",
      summary:
        "Vetted maintenance, make-ready, leasing and grounds staff for communities from Clearwater Beach to the US-19 corridor.",
      nearby: ["Tampa", "St. Petersburg", "Palm Harbor"],
    },
    {
      slug: "st-petersburg",
      name: "St. Petersburg",
      summary:
        "Maintenance technicians, leasing consultants, make-ready specialists and managers for downtown high-rises, Edge District mid-rises and the city's established garden-style communities.",
      nearby: ["Tampa", "Clearwater", "Largo"],
    },
    {
      slug: "wesley-chapel",
      name: "Wesley Chapel",
      summary:
        "Leasing, maintenance, make-ready and grounds staff for new communities along SR 56 and I-75, with most positions filled within 72 hours.",
      nearby: ["Tampa", "Lakeland", "Zephyrhills"],
    },
    {
      slug: "lakewood-ranch",
      name: "Lakewood Ranch",
      summary:
        "Maintenance, grounds, leasing and management staff for apartment and build-to-rent communities between Bradenton and Sarasota.",
      nearby: ["Sarasota", "Bradenton", "University Park"],
    },
    {
      slug: "fort-myers",
      name: "Fort Myers",
      summary:
        "Vetted maintenance, make-ready, leasing and grounds staff for Lee County communities balancing storm readiness, seasonal demand and steady growth.",
      nearby: ["Naples", "Cape Coral", "Bonita Springs"],
    },
    {
      slug: "naples",
      name: "Naples",
      summary:
        "Polished leasing, maintenance, management and security staff for luxury rental communities, recruited for Collier County's seasonal rhythm.",
      nearby: ["Fort Myers", "Bonita Springs", "Marco Island"],
    },
    {
      slug: "fort-lauderdale",
      name: "Fort Lauderdale",
      summary:
        "Licensed security officers, maintenance technicians, leasing consultants and managers for towers along Las Olas, in Flagler Village and beside the Intracoastal.",
      nearby: ["Weston", "Pompano Beach", "Hollywood"],
    },
    {
      slug: "weston",
      name: "Weston",
      summary:
        "Groundskeepers, maintenance technicians, leasing consultants and managers for rental communities in one of Broward County's most carefully planned cities.",
      nearby: ["Fort Lauderdale", "Sunrise", "Pembroke Pines"],
    },
  ] satisfies HubCity[] as readonly HubCity[],
} as const;
