import { PageMeta } from "@/client/components/page-meta";
import { CityPageView } from "@/client/features/locations/components/city-page-view";
import type { CityPage as CityPageContent } from "@/content/locations";
import { cityPageJsonLd } from "@/content/seo";
import type { PageProps } from "../routes";

/**
 * A city page, /locations/{slug} (spec section 2, "City pages"). The route table gives each city
 * page its own route, which loads this page with that city's copy. Head: the city's own title and
 * description, index/follow, canonical, social tags, and JSON-LD (EmploymentAgency for the city,
 * FAQPage, BreadcrumbList).
 */
export default function CityPage({ city }: PageProps & { city: CityPageContent }) {
  return (
    <>
      <PageMeta
        title={city.pageTitle}
        exactTitle
        description={city.metaDescription}
        jsonLd={(origin) => cityPageJsonLd(city, origin)}
      />
      <CityPageView city={city} />
    </>
  );
}
