/**
 * Structured data (schema.org JSON-LD) of the public pages, built from the site and city content.
 * Pure functions of their inputs: the prerender step calls them with the placeholder origin
 * {@link PUBLIC_URL_TOKEN} (the server swaps in PUBLIC_URL when it loads the pages), the browser
 * with the real origin, so both render the same text.
 *
 * Follows schema.org (EmploymentAgency, FAQPage, BreadcrumbList, WebSite) and Google's
 * structured-data guidelines: only facts the page itself states; no street address for a city
 * where the agency has no office (the address is the Tampa office, the city is `areaServed`).
 */
import type { CityPage, ServiceAreaPlace } from "./locations";
import type { HubCity } from "./locations-hub";
import { type JsonLd, SHARE_IMAGE } from "./seo-basics";
import { cities, site } from "./site";

export {
  type JsonLd,
  LIVE_FRAGMENT_TOKEN,
  PAGE_MESSAGE_TOKEN,
  PUBLIC_URL_TOKEN,
  SHARE_IMAGE,
  serializeJsonLd,
} from "./seo-basics";

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;

/** Monday to Friday, 09:00-17:00 (spec section 9). */
function openingHours(): JsonLd {
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: [...weekdays],
    opens: site.hours.opens,
    closes: site.hours.closes,
  };
}

/** The toll-free number as schema.org prefers it: "+1-888-555-0142". */
function telephone(): string {
  return `+${site.phone.display}`;
}

const sameAs = () => site.socialProfiles.map((profile) => profile.url);

/** The agency's id, so city entries can point at it as their parent organization. */
export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

/**
 * The agency itself (home page): an EmploymentAgency (a kind of Organization and LocalBusiness)
 * with the Tampa office, hours, toll-free phone, e-mail, social profiles and the nine cities.
 * @param origin the public origin without a trailing slash.
 */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "EmploymentAgency",
    "@id": organizationId(origin),
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    image: `${origin}${SHARE_IMAGE.path}`,
    telephone: telephone(),
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: [openingHours()],
    areaServed: cities.map((city) => ({
      "@type": "City",
      name: `${city.name}, Florida`,
      url: `${origin}/locations/${city.slug}`,
    })),
    sameAs: sameAs(),
  };
}

/** The site (home page), so search engines can show the site name. */
export function websiteJsonLd(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: site.name,
    url: `${origin}/`,
    publisher: { "@id": organizationId(origin) },
  };
}

/**
 * The agency as it serves one city (spec section 2, "City pages": an employment-agency type,
 * city in Florida, weekday hours 09:00-17:00, the toll-free phone, two social profiles).
 * The address names the city (no street: the only office is in Tampa).
 */
export function cityAgencyJsonLd(city: CityPage, origin: string): JsonLd {
  const url = `${origin}/locations/${city.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "EmploymentAgency",
    "@id": `${url}#agency`,
    name: `${site.name} – ${city.cityName}`,
    description: city.metaDescription,
    url,
    image: `${origin}${SHARE_IMAGE.path}`,
    logo: `${origin}/icon-512.png`,
    telephone: telephone(),
    email: site.email,
    address: {
      "@type": "PostalAddress",
      addressLocality: city.cityName,
      addressRegion: "FL",
      addressCountry: "US",
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: city.geo.latitude,
      longitude: city.geo.longitude,
    },
    areaServed: [
      { "@type": "City", name: `${city.cityName}, Florida` },
      ...city.neighborhoods.map((name) => ({ "@type": "Place", name })),
    ],
    openingHoursSpecification: [openingHours()],
    sameAs: sameAs(),
    parentOrganization: { "@id": organizationId(origin), name: site.name },
  };
}

/** The city page's five questions and answers as a FAQPage. */
export function faqPageJsonLd(city: CityPage, origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    "@id": `${origin}/locations/${city.slug}#faq`,
    mainEntity: city.faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** Home › {name}, for a page at `/locations/{slug}`. */
export function breadcrumbJsonLd(name: string, slug: string, origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: `${name}, Florida`,
        item: `${origin}/locations/${slug}`,
      },
    ],
  };
}

/** Everything a city page carries: the city's agency entry, its FAQs and its breadcrumb. */
export function cityPageJsonLd(city: CityPage, origin: string): JsonLd[] {
  return [
    cityAgencyJsonLd(city, origin),
    faqPageJsonLd(city, origin),
    breadcrumbJsonLd(city.cityName, city.slug, origin),
  ];
}

/**
 * The /locations hub: a CollectionPage whose main entity is the list of the nine city pages
 * (schema.org ItemList of ListItems with their URLs, in the page's order), published by the
 * agency, and its breadcrumb (Home › Florida Locations).
 * @param hub the page's title, description and cards (content/locations-hub.ts).
 * @param origin the public origin without a trailing slash.
 */
export function locationsHubJsonLd(
  hub: { title: string; metaDescription: string; cities: readonly HubCity[] },
  origin: string,
): JsonLd[] {
  const url = `${origin}/locations`;
  return [
    {
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      "@id": `${url}#page`,
      name: hub.title,
      description: hub.metaDescription,
      url,
      isPartOf: { "@id": `${origin}/#website` },
      publisher: { "@id": organizationId(origin) },
      mainEntity: {
        "@type": "ItemList",
        numberOfItems: hub.cities.length,
        itemListElement: hub.cities.map((city, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: `${city.name}, Florida`,
          url: `${origin}/locations/${city.slug}`,
        })),
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: hub.title, item: url },
      ],
    },
  ];
}

/** A service-area page carries only its breadcrumb (it is not indexed; see decision 0004). */
export function serviceAreaJsonLd(place: ServiceAreaPlace, origin: string): JsonLd[] {
  return [breadcrumbJsonLd(place.name, place.slug, origin)];
}
