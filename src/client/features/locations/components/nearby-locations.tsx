import { Link } from "wouter";
import { MapPin } from "@/client/components/icons/map-pin";
import { citySlug } from "@/content/site";
import { paths } from "@/domain/paths";

/**
 * The "Nearby Locations" list of a city page: each place links to /locations/{name in lower
 * case, spaces as hyphens} (spec section 2; dots dropped, so "St. Petersburg" is st-petersburg).
 * Places without a city page have a service-area page at that address, so no link is dead.
 */
export function NearbyLocations({ places, heading }: { places: string[]; heading: string }) {
  return (
    <nav aria-label={heading}>
      <h2 className="text-base font-semibold text-navy">{heading}</h2>
      <ul className="mt-3 space-y-1">
        {places.map((name) => (
          <li key={name}>
            <Link
              href={paths.locations.place.href(citySlug(name))}
              className="group flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium text-foreground/85 transition-colors hover:bg-accent hover:text-primary"
            >
              <MapPin className="size-4 text-primary" aria-hidden="true" />
              {name}, FL
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
