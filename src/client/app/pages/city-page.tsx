import { useLocation } from "wouter";
import { PageMeta } from "@/client/components/page-meta";
import { CityPageView } from "@/client/features/locations";
import { findCityPage } from "@/content/cities";
import { cityPageJsonLd } from "@/content/seo";
import NotFoundPage from "./not-found-page";

/**
 * A city page, /locations/{slug} (spec section 2, "City pages"). The city comes from the path;
 * the route table lists one path per city page, so an unknown slug never reaches here (the 404
 * page is a fallback all the same). Head: the city's own title and description, index/follow,
 * canonical, social tags, and JSON-LD (EmploymentAgency for the city, FAQPage, BreadcrumbList).
 */
export default function CityPage() {
  const [location] = useLocation();
  const city = findCityPage(location.split("/").pop() ?? "");
  if (!city) return <NotFoundPage />;
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
