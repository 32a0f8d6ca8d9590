import { PageMeta } from "@/client/components/page-meta";
import { ServiceAreaView } from "@/client/features/locations/components/service-area-view";
import type { CityPage, ServiceAreaPlace } from "@/content/locations";
import { serviceAreaJsonLd } from "@/content/seo";
import type { PageProps } from "../routes";

export { findServiceAreaPlace } from "@/content/locations";

/**
 * A service-area page, /locations/{slug} for a nearby place without a city page (Palm Harbor,
 * Largo, ...): names the city team that covers it and links to that city page and to the
 * request form. The route table loads it with the place and its city's copy. Not indexed
 * (noindex, follow; left out of the sitemap): the page is short and says little beyond its city
 * page, and thin near-duplicate location pages are what search engines treat as doorway pages
 * (docs/decisions/0004-prerendering.md).
 */
export default function ServiceAreaPage({
  place,
  city,
}: PageProps & { place: ServiceAreaPlace; city: CityPage }) {
  return (
    <>
      <PageMeta
        title={`Apartment Staffing in ${place.name}, FL`}
        description={`Apartment community staffing in ${place.name}, Florida, from our ${city.cityName} team: maintenance, make-ready, grounds, leasing and management staff.`}
        noindex
        jsonLd={(origin) => serviceAreaJsonLd(place, origin)}
      />
      <ServiceAreaView place={place} city={city} />
    </>
  );
}
