/**
 * City page content: the nine `/locations/{slug}` pages (one module each in ./city-pages, so the
 * browser loads only the city it shows), with the shared types, the nearby places that have no
 * page of their own and the fixed "Our Services" list re-exported from ./locations.ts. For tests,
 * the prerender step and the server; browser code imports ./locations.ts and one city module.
 *
 * Follows spec section 2 ("City pages": layout, five key points, five FAQs, three nearby places
 * per the nearby table) and section 3 ("City page content": the fields of a page). Every figure
 * used here is one of the marketing claims of spec section 9 (24hr response time, vetting within
 * 72 hours, 24-hour average deployment for urgent requests, 48-72 hours for urgent Tampa roles,
 * 5-7 days for specialized roles, 72 hours in Wesley Chapel); everything else is qualitative.
 * People, communities and quotes in testimonials are fictional.
 */

import clearwater from "./city-pages/clearwater";
import fortLauderdale from "./city-pages/fort-lauderdale";
import fortMyers from "./city-pages/fort-myers";
import lakewoodRanch from "./city-pages/lakewood-ranch";
import naples from "./city-pages/naples";
import stPetersburg from "./city-pages/st-petersburg";
import tampa from "./city-pages/tampa";
import wesleyChapel from "./city-pages/wesley-chapel";
import weston from "./city-pages/weston";
import type { CityPage } from "./locations";

export {
  type CityFaq,
  type CityMainContent,
  type CityPage,
  type CityTestimonial,
  findServiceAreaPlace,
  type GeoCoordinates,
  type ServiceAreaPlace,
  serviceAreaPlaces,
} from "./locations";
export { ourServicesList } from "./our-services";

/** The nine city pages, in the spec's order (section 1 and the nearby table of section 2). */
export const cityPages: readonly CityPage[] = [
  tampa,
  clearwater,
  stPetersburg,
  wesleyChapel,
  lakewoodRanch,
  fortMyers,
  naples,
  fortLauderdale,
  weston,
];

/** Finds a city page by its slug; undefined when the agency has no page for it. */
export function findCityPage(slug: string): CityPage | undefined {
  return cityPages.find((page) => page.slug === slug);
}
