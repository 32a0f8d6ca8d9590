/**
 * The copy of the location pages that is not one city's: the types of a city page, and the
 * nearby places that have no page of their own (served by a city team). Each city's copy is a
 * module of its own in ./city-pages, so a city page loads only its city (docs/decisions/0008);
 * ./cities.ts gathers all nine for tests and tools.
 *
 * Follows spec section 2 ("City pages": layout, five key points, five FAQs, three nearby places
 * per the nearby table) and section 3 ("City page content": the fields of a page).
 */

/** One question and answer of a city page's FAQ block. */
export interface CityFaq {
  question: string;
  answer: string;
}

/** The optional client quote of a city page (fictional person and community). */
export interface CityTestimonial {
  quote: string;
  author: string;
  position: string;
  company: string;
}

/** The three long-form sections of a city page; each is a list of paragraphs. */
export interface CityMainContent {
  services: string[];
  benefits: string[];
  process: string[];
}

/** City-centre coordinates for structured data, to four decimal places. */
export interface GeoCoordinates {
  latitude: number;
  longitude: number;
}

/** Everything a `/locations/{slug}` page shows, plus what its metadata needs. */
export interface CityPage {
  /** URL segment, the same as `citySlug(cityName)` in site.ts. */
  slug: string;
  /** Display name ("St. Petersburg"). */
  cityName: string;
  /** Document title, at most 60 characters, without the agency name. */
  pageTitle: string;
  /** Meta description, 140-160 characters. */
  metaDescription: string;
  headline: string;
  subheadline: string;
  /** The introduction under the headline, 80-130 words. */
  introText: string;
  /** "Why Property Owners in {city} Choose Us": exactly five points. */
  keyPoints: string[];
  mainContent: CityMainContent;
  testimonial?: CityTestimonial;
  /** Exactly five. */
  faqs: CityFaq[];
  /** Exactly the three places of the spec's nearby table, in its order (display names). */
  nearbyLocations: string[];
  mainImageAlt: string;
  /** Real neighborhoods and areas of the city, for copy and structured data (`areaServed`). */
  neighborhoods: string[];
  geo: GeoCoordinates;
}

/** A nearby place without its own city page, served by the team of one that lists it. */
export interface ServiceAreaPlace {
  /** Lower case, spaces to hyphens ("palm-harbor"); the nearby links point at `/locations/{slug}`. */
  slug: string;
  name: string;
  /** Slug of the city page whose team covers this place. */
  coveredBy: string;
  /** Two or three sentences: who serves it, which roles, how to request staff. */
  summary: string;
}

/**
 * Nearby places without a page of their own, each covered by the team of a city page that lists
 * it as nearby (the closest, when two do: Bonita Springs goes to Naples).
 */
export const serviceAreaPlaces: readonly ServiceAreaPlace[] = [
  {
    slug: "palm-harbor",
    name: "Palm Harbor",
    coveredBy: "clearwater",
    summary:
      "Our Clearwater team serves apartment communities in Palm Harbor and the rest of North Pinellas. We place maintenance technicians, make-ready specialists, groundskeepers, leasing consultants and property managers for full-time, part-time and emergency coverage. Call us or send a staffing request and mention Palm Harbor, and the Clearwater team will respond within 24 hours.",
  },
  {
    slug: "largo",
    name: "Largo",
    coveredBy: "st-petersburg",
    summary:
      "Largo communities are served by our St. Petersburg team, which knows the area's garden-style and mid-rise rental properties well. We place maintenance technicians, make-ready specialists, leasing consultants, groundskeepers and managers. Request staff through our form or by phone and we will respond within 24 hours.",
  },
  {
    slug: "lakeland",
    name: "Lakeland",
    coveredBy: "wesley-chapel",
    summary:
      "Our Wesley Chapel team covers Lakeland along the I-4 corridor. We place leasing consultants, maintenance technicians, make-ready specialists and groundskeepers for both new and established apartment communities. Send a staffing request with your start date and a recruiter will respond within 24 hours.",
  },
  {
    slug: "zephyrhills",
    name: "Zephyrhills",
    coveredBy: "wesley-chapel",
    summary:
      "Zephyrhills is served by our Wesley Chapel team, a short drive away in Pasco County. We place maintenance technicians, groundskeepers, leasing consultants and make-ready specialists for full-time, part-time or emergency needs. To request staff, use our staffing request form or give us a call.",
  },
  {
    slug: "sarasota",
    name: "Sarasota",
    coveredBy: "lakewood-ranch",
    summary:
      "Our Lakewood Ranch team serves apartment communities across Sarasota, from downtown to the I-75 corridor. We place maintenance technicians, groundskeepers, leasing consultants, make-ready specialists, security officers and property managers. Send a staffing request or call us, and we will respond within 24 hours.",
  },
  {
    slug: "bradenton",
    name: "Bradenton",
    coveredBy: "lakewood-ranch",
    summary:
      "Bradenton communities are covered by our Lakewood Ranch team. We place maintenance technicians, make-ready specialists, groundskeepers, leasing consultants and managers for apartment and build-to-rent properties. Request staff through our form or by phone and mention Bradenton.",
  },
  {
    slug: "university-park",
    name: "University Park",
    coveredBy: "lakewood-ranch",
    summary:
      "Our Lakewood Ranch team, just down University Parkway, serves rental communities in and around University Park. We place groundskeepers, maintenance technicians, leasing consultants and managers who are used to high appearance standards. Send a staffing request and a recruiter will respond within 24 hours.",
  },
  {
    slug: "cape-coral",
    name: "Cape Coral",
    coveredBy: "fort-myers",
    summary:
      "Our Fort Myers team serves apartment communities in Cape Coral, including properties still finishing repairs after Hurricane Ian. We place maintenance technicians, make-ready specialists, groundskeepers, leasing consultants and managers. Call us or send a staffing request, and we will respond within 24 hours.",
  },
  {
    slug: "bonita-springs",
    name: "Bonita Springs",
    coveredBy: "naples",
    summary:
      "Bonita Springs sits between our Naples and Fort Myers teams and is served day to day from Naples. We place leasing consultants, maintenance technicians, groundskeepers, make-ready specialists and managers, including seasonal coverage for the winter months. Request staff through our form or by phone.",
  },
  {
    slug: "marco-island",
    name: "Marco Island",
    coveredBy: "naples",
    summary:
      "Our Naples team serves rental communities on Marco Island. We place maintenance technicians, groundskeepers, leasing consultants and security officers, including seasonal coverage when winter residents return. Send a staffing request and we will respond within 24 hours to plan the commute and schedule with you.",
  },
  {
    slug: "pompano-beach",
    name: "Pompano Beach",
    coveredBy: "fort-lauderdale",
    summary:
      "Pompano Beach communities are covered by our Fort Lauderdale team. We place licensed security officers, maintenance technicians with coastal experience, leasing consultants, make-ready specialists and managers. Call us or send a staffing request and mention Pompano Beach.",
  },
  {
    slug: "hollywood",
    name: "Hollywood",
    coveredBy: "fort-lauderdale",
    summary:
      "Our Fort Lauderdale team serves apartment communities in Hollywood, from beachside buildings to garden communities west of US-1. We place maintenance technicians, security officers, leasing consultants, groundskeepers and managers. Request staff through our form or by phone, and we will respond within 24 hours.",
  },
  {
    slug: "sunrise",
    name: "Sunrise",
    coveredBy: "weston",
    summary:
      "Sunrise is served by our Weston team in western Broward County. We place maintenance technicians, groundskeepers, leasing consultants, make-ready specialists and property managers for full-time, part-time and emergency coverage. Send a staffing request or call us to get started.",
  },
  {
    slug: "pembroke-pines",
    name: "Pembroke Pines",
    coveredBy: "weston",
    summary:
      "Our Weston team covers apartment communities in Pembroke Pines. We place groundskeepers, maintenance technicians, leasing consultants, make-ready specialists and managers who work to master-planned standards. Request staff through our form or by phone, and we will respond within 24 hours.",
  },
];

/** Finds a nearby place without its own page by its slug; undefined when there is none. */
export function findServiceAreaPlace(slug: string): ServiceAreaPlace | undefined {
  return serviceAreaPlaces.find((place) => place.slug === slug);
}
