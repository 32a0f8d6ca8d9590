import { HashLink } from "@/client/components/hash-link";
import { ArrowRight } from "@/client/components/icons/arrow-right";
import { MapPin } from "@/client/components/icons/map-pin";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { hero, heroClaims } from "@/content/home/hero";
import { paths } from "@/domain/paths";
import { HeroIllustration } from "./illustrations";

/**
 * The home page hero (spec section 2): the page's h1, the four claims (500+ professionals
 * placed, 98% client satisfaction, 150+ properties served, 24hr response time), Request Staff
 * (to #contact) and Apply for Jobs (to #job-application).
 */
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
            {hero.headline}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
            {hero.subheadline}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <HashLink
              to={paths.home.section("contact")}
              className={buttonVariants({ variant: "accent", size: "lg" })}
            >
              Request Staff
              <ArrowRight aria-hidden="true" />
            </HashLink>
            <HashLink
              to={paths.home.section("job-application")}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              Apply for Jobs
            </HashLink>
          </div>
          <dl className="mt-12 grid grid-cols-2 gap-6 sm:grid-cols-4">
            {heroClaims.map((claim) => (
              <div key={claim.label} className="flex flex-col border-l-2 border-sun pl-4">
                <dt className="text-sm text-muted-foreground">{claim.label}</dt>
                <dd className="order-first text-3xl font-bold text-navy">{claim.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="lg:col-span-5">
          <HeroIllustration className="mx-auto w-full rounded-[28px] shadow-xl shadow-primary/10" />
        </div>
      </div>
    </section>
  );
}
