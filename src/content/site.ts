/**
 * Site identity: the one place that names the agency and says how to reach it.
 * Header, footer, contact blocks and (later) structured data all read from here.
 * The phone number uses the 555-01xx range reserved for fictional use until the agency's
 * real toll-free line is set (the spec calls it "a placeholder toll-free phone").
 */

/** A city the agency serves, with its page slug (`/locations/{slug}`). */
export interface ServiceCity {
  /** URL segment: lower case, spaces to hyphens, dots removed ("st-petersburg"). */
  slug: string;
  /** Display name ("St. Petersburg"). */
  name: string;
}

/**
 * Turns a place name into its page slug the way the spec says: lower case, spaces replaced
 * by hyphens; dots are dropped so "St. Petersburg" becomes "st-petersburg".
 */
export function citySlug(name: string): string {
  return name.trim().toLowerCase().replaceAll(".", "").replace(/\s+/g, "-");
}

const cityNames = [
  "Tampa",
  "Clearwater",
  "St. Petersburg",
  "Wesley Chapel",
  "Lakewood Ranch",
  "Fort Myers",
  "Naples",
  "Fort Lauderdale",
  "Weston",
] as const;

/** The nine cities of the service area (spec section 1), in the spec's order. */
export const cities: readonly ServiceCity[] = cityNames.map((name) => ({
  slug: citySlug(name),
  name,
}));

/**
 * The nearby places without a city page of their own, each with a short `/locations/{slug}` page
 * naming the city team that covers it. Their copy is in locations.ts, which the route table does
 * not need (content.test.ts checks that the two lists agree).
 */
export const serviceAreaSlugs: readonly string[] = [
  "palm-harbor",
  "largo",
  "lakeland",
  "zephyrhills",
  "sarasota",
  "bradenton",
  "university-park",
  "cape-coral",
  "bonita-springs",
  "marco-island",
  "pompano-beach",
  "hollywood",
  "sunrise",
  "pembroke-pines",
];

export const site = {
  /** Agency name as shown in the header, footer and page titles. */
  name: "Sunshine State Property Staffing",
  /** Short name for tight spaces. */
  shortName: "Sunshine State Staffing",
  tagline: "Skilled staff for Florida apartment communities",
  description:
    "Sunshine State Property Staffing places maintenance technicians, groundskeepers, leasing consultants, property managers, make-ready specialists and security staff at apartment communities across Florida.",
  /** Canonical origin of the public site (no trailing slash). */
  url: "https://www.sunshinestatestaffing.com",
  phone: {
    /** As people read it. */
    display: "1-888-555-0142",
    /** As a `tel:` link dials it (E.164). */
    e164: "+18885550142",
  },
  email: "info@sunshinestatestaffing.com",
  address: {
    street: "4830 W Kennedy Blvd, Suite 600",
    city: "Tampa",
    region: "FL",
    postalCode: "33609",
    country: "US",
  },
  /** Public profiles, used for links and structured data (`sameAs`). */
  socialProfiles: [
    { name: "LinkedIn", url: "https://www.linkedin.com/company/sunshine-state-property-staffing" },
    { name: "Facebook", url: "https://www.facebook.com/sunshinestatestaffing" },
  ],
  /** Office hours (spec section 9: Monday to Friday, 09:00-17:00). */
  hours: { days: "Monday to Friday", opens: "09:00", closes: "17:00" },
} as const;

/** The one-line postal address ("4830 W Kennedy Blvd, Suite 600, Tampa, FL 33609"). */
export function formatAddress(): string {
  const { street, city, region, postalCode } = site.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}
