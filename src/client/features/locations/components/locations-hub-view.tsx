import { Link } from "wouter";
import { BackLink } from "@/client/components/back-link";
import { HashLink } from "@/client/components/hash-link";
import { ArrowRight } from "@/client/components/icons/arrow-right";
import { MapPin } from "@/client/components/icons/map-pin";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { cx } from "@/client/lib/cx";
import type { HubCity, locationsHub } from "@/content/locations-hub";
import { citySlug } from "@/content/site";
import { paths } from "@/domain/paths";

/**
 * One city card: its name, the city page's subheadline, a link to the city page and links to its
 * three nearby places (city pages or service-area pages, all at /locations/{slug}).
 */
function CityCard({ city }: { city: HubCity }) {
  const headingId = `city-${city.slug}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm"
      >
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-navy">
          <MapPin className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {city.name}
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-foreground/85">{city.summary}</p>
        <p className="mt-4 text-sm font-semibold text-navy">Nearby</p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {city.nearby.map((name) => (
            <li key={name}>
              <Link
                href={paths.locations.place.href(citySlug(name))}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {name}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <Link
            href={paths.locations.place.href(city.slug)}
            className={buttonVariants({ variant: "outline" })}
          >
            Staffing in {city.name}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </article>
    </li>
  );
}

/**
 * The /locations hub: back link, headline, a paragraph on how the city teams work, a card per
 * city (in the spec's order) and a request-staff link. Plain links only: it works without
 * JavaScript like every prerendered page.
 */
export function LocationsHubView({ hub }: { hub: typeof locationsHub }) {
  return (
    <div className="bg-gradient-to-b from-secondary via-white to-white">
      <div className="mx-auto max-w-7xl px-4 pt-26 pb-20 sm:px-6 md:pt-30 lg:px-8">
        <BackLink href={paths.home.href()}>Back to Home</BackLink>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-navy sm:text-5xl">
          {hub.headline}
        </h1>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-foreground/90">{hub.intro}</p>
        <HashLink
          to={paths.home.section("contact")}
          className={cx(buttonVariants({ variant: "accent", size: "lg" }), "mt-8")}
        >
          Send a staffing request
          <ArrowRight aria-hidden="true" />
        </HashLink>
        <ul aria-label="Our cities" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {hub.cities.map((city) => (
            <CityCard key={city.slug} city={city} />
          ))}
        </ul>
      </div>
    </div>
  );
}
