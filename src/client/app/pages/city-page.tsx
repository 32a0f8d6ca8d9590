import { useLocation } from "wouter";
import { PageMeta } from "@/client/components/page-meta";
import { CityOverview } from "@/client/features/locations";
import { findCity } from "@/content/site";
import NotFoundPage from "./not-found-page";

/**
 * A city page, /locations/{slug} (spec section 2, "City pages"). The city comes from the path;
 * the route table lists one path per served city, so an unknown slug never reaches here (the
 * 404 page is a fallback all the same).
 */
export default function CityPage() {
  const [location] = useLocation();
  const city = findCity(location.split("/").pop() ?? "");
  if (!city) return <NotFoundPage />;
  return (
    <>
      <PageMeta
        title={`Apartment Staffing in ${city.name}, FL`}
        description={`Maintenance, leasing, grounds, management and security staff for apartment communities in ${city.name}, Florida.`}
      />
      <CityOverview city={city} />
    </>
  );
}
