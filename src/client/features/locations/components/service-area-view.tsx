import { Link } from "wouter";
import { BackLink } from "@/client/components/back-link";
import { HashLink } from "@/client/components/hash-link";
import { ArrowRight } from "@/client/components/icons/arrow-right";
import { MapPin } from "@/client/components/icons/map-pin";
import { buttonVariants } from "@/client/components/ui/button-variants";
import type { CityPage, ServiceAreaPlace } from "@/content/locations";
import { paths } from "@/domain/paths";
import { NearbyLocations } from "./nearby-locations";
import { OurServices } from "./our-services";
import { StaffPanel } from "./staff-panel";

/**
 * A service-area page, /locations/{slug} for a nearby place without a city page of its own: a
 * short, honest page naming the city team that covers the place, with links to that city's page
 * and to the request form (so no nearby link is a dead end).
 */
export function ServiceAreaView({ place, city }: { place: ServiceAreaPlace; city: CityPage }) {
  const otherPlaces = city.nearbyLocations.filter((name) => name !== place.name);
  return (
    <div className="bg-gradient-to-b from-secondary via-white to-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-26 pb-20 sm:px-6 md:pt-30 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <BackLink href={paths.home.href()}>Back to Home</BackLink>
          <p className="mt-6 flex w-fit items-center gap-2 rounded-full border border-primary/20 bg-white/80 px-3 py-1 text-sm font-medium text-primary">
            <MapPin className="size-4" aria-hidden="true" />
            Location: {place.name}, Florida
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-navy sm:text-5xl">
            Apartment Staffing in {place.name}
          </h1>
          <p className="mt-3 text-lg font-medium text-primary">
            Served by our {city.cityName} team
          </p>
          <p className="mt-6 text-lg leading-relaxed text-foreground/90">{place.summary}</p>

          <section
            aria-labelledby="covering-team-heading"
            className="mt-10 rounded-2xl border bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="covering-team-heading" className="text-xl font-bold text-navy">
              Our {city.cityName} team
            </h2>
            <p className="mt-3 text-foreground/85">{city.subheadline}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link
                href={paths.locations.place.href(city.slug)}
                className={buttonVariants({ variant: "default", size: "lg" })}
              >
                See {city.cityName} staffing
                <ArrowRight aria-hidden="true" />
              </Link>
              <HashLink
                to={paths.home.section("contact")}
                className={buttonVariants({ variant: "outline", size: "lg" })}
              >
                Send a staffing request
              </HashLink>
            </div>
          </section>

          {otherPlaces.length > 0 ? (
            <div className="mt-10 rounded-2xl border bg-white p-6">
              <NearbyLocations
                places={otherPlaces}
                heading={`Other places near ${city.cityName}`}
              />
            </div>
          ) : null}
        </div>

        <aside className="space-y-8 lg:self-start" aria-label={`${place.name} staffing`}>
          <StaffPanel place={place.name} />
          <div className="rounded-2xl border bg-white p-6">
            <OurServices />
          </div>
        </aside>
      </div>
    </div>
  );
}
