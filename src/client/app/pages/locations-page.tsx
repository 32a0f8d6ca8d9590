import { PageMeta } from "@/client/components/page-meta";
import { LocationsHubView } from "@/client/features/locations/components/locations-hub-view";
import { locationsHub } from "@/content/locations-hub";
import { locationsHubJsonLd } from "@/content/seo";

/**
 * The /locations hub: every city the agency serves, a card each with links to the city page and
 * its nearby places. Indexed (index, follow; in the sitemap) with its title, description,
 * canonical and JSON-LD (CollectionPage with the list of city pages, BreadcrumbList). The
 * header's Locations menu links to it.
 */
export default function LocationsPage() {
  return (
    <>
      <PageMeta
        title={locationsHub.title}
        description={locationsHub.metaDescription}
        jsonLd={(origin) => locationsHubJsonLd(locationsHub, origin)}
      />
      <LocationsHubView hub={locationsHub} />
    </>
  );
}
