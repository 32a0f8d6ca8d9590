import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "wouter";
import { HashLink } from "@/client/components/hash-link";
import { buttonVariants } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import { cities } from "@/content/site";

/** The hero's four claims (spec section 2, "Home page"). */
const claims = [
  { value: "500+", label: "Professionals placed" },
  { value: "98%", label: "Client satisfaction" },
  { value: "150+", label: "Properties served" },
  { value: "24hr", label: "Response time" },
] as const;

/** The home page hero: the page's h1, the four claims, Request Staff and Apply for Jobs. */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-secondary via-white to-white pt-32 pb-20 md:pt-40 md:pb-28"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-sun/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-40 -left-32 size-80 rounded-full bg-primary/10 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-12 lg:items-center lg:px-8">
        <div className="lg:col-span-7">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-white/70 px-3 py-1 text-sm font-medium text-primary">
            <MapPin className="size-4" aria-hidden="true" />
            Apartment community staffing across Florida
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-navy sm:text-5xl lg:text-6xl"
          >
            Reliable staff for Florida apartment communities
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
            We place vetted maintenance technicians, groundskeepers, leasing consultants, property
            managers, make-ready specialists and security staff, for a full-time hire, part-time
            coverage or an emergency shift.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <HashLink
              to="/#contact"
              className={cn(buttonVariants({ variant: "accent", size: "lg" }))}
            >
              Request Staff
              <ArrowRight aria-hidden="true" />
            </HashLink>
            <HashLink
              to="/#job-application"
              className={cn(buttonVariants({ variant: "outline", size: "lg" }))}
            >
              Apply for Jobs
            </HashLink>
          </div>
          <dl className="mt-12 grid grid-cols-2 gap-6 sm:grid-cols-4">
            {claims.map((claim) => (
              <div key={claim.label} className="flex flex-col border-l-2 border-sun pl-4">
                <dt className="text-sm text-muted-foreground">{claim.label}</dt>
                <dd className="order-first text-3xl font-bold text-navy">{claim.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="lg:col-span-5">
          <div className="rounded-2xl border bg-white/90 p-6 shadow-xl shadow-primary/5 backdrop-blur sm:p-8">
            <h2 className="text-lg font-semibold text-navy">Serving nine Florida markets</h2>
            <p className="mt-2 text-sm text-muted-foreground">
              From Tampa Bay to Southwest Florida and Broward County, our local teams know your
              market.
            </p>
            <ul className="mt-6 grid grid-cols-2 gap-2">
              {cities.map((city) => (
                <li key={city.slug}>
                  <Link
                    href={`/locations/${city.slug}`}
                    className="flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium transition-colors hover:border-primary/40 hover:bg-accent"
                  >
                    <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
                    {city.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
