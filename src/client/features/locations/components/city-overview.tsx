import { CircleCheck, MapPin } from "lucide-react";
import { BackLink } from "@/client/components/back-link";
import { HashLink } from "@/client/components/hash-link";
import { buttonVariants } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import type { ServiceCity } from "@/content/site";
import { site } from "@/content/site";

/** The fixed "Our Services" list of city pages (spec section 2, "City pages"). */
const cityServices = [
  "Maintenance Technicians",
  "Leasing Consultants",
  "Property Managers",
  "Groundskeepers",
] as const;

/**
 * A city page's content: back link, "Location: {city}, Florida", headline, introduction, the
 * "Need Staff in {city}?" panel and the Our Services list.
 */
export function CityOverview({ city }: { city: ServiceCity }) {
  return (
    <div className="bg-gradient-to-b from-secondary to-white pt-18">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-16 lg:px-8">
        <BackLink href="/">Back to Home</BackLink>
        <div className="mt-8 grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <p className="inline-flex items-center gap-2 text-sm font-medium text-primary">
              <MapPin className="size-4" aria-hidden="true" />
              Location: {city.name}, Florida
            </p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-navy sm:text-5xl">
              Apartment Community Staffing in {city.name}
            </h1>
            <p className="mt-6 text-lg text-muted-foreground">
              {site.name} places maintenance technicians, groundskeepers, leasing consultants,
              property managers, make-ready specialists and security staff at apartment communities
              in and around {city.name}. Tell us the role and start date, and we respond within 24
              hours.
            </p>
            <h2 className="mt-10 text-xl font-semibold text-navy">Our Services</h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {cityServices.map((service) => (
                <li key={service} className="flex items-center gap-3 rounded-lg border bg-card p-4">
                  <CircleCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="font-medium">{service}</span>
                </li>
              ))}
            </ul>
          </div>
          <aside
            aria-labelledby="city-cta-heading"
            className="h-fit rounded-xl border bg-card p-6 shadow-sm"
          >
            <h2 id="city-cta-heading" className="text-lg font-semibold text-navy">
              Need Staff in {city.name}?
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">
              Full-time placement, part-time coverage or emergency staffing.
            </p>
            <div className="mt-6 flex flex-col gap-3">
              <HashLink to="/#contact" className={cn(buttonVariants({ variant: "accent" }))}>
                Request Staff
              </HashLink>
              <HashLink to="/#contact" className={cn(buttonVariants({ variant: "outline" }))}>
                Apply for a Job
              </HashLink>
            </div>
            <p className="mt-6 text-sm text-muted-foreground">
              Or call{" "}
              <a
                href={`tel:${site.phone.e164}`}
                className="font-medium text-primary hover:underline"
              >
                {site.phone.display}
              </a>
            </p>
          </aside>
        </div>
      </div>
    </div>
  );
}
