import type { ReactNode } from "react";
import { BackLink } from "@/client/components/back-link";
import { HashLink } from "@/client/components/hash-link";
import { ArrowRight } from "@/client/components/icons/arrow-right";
import { CircleCheck } from "@/client/components/icons/circle-check";
import { MapPin } from "@/client/components/icons/map-pin";
import { Phone } from "@/client/components/icons/phone";
import { Quote } from "@/client/components/icons/quote";
import { buttonVariants } from "@/client/components/ui/button-variants";
import type { CityPage } from "@/content/locations";
import { LIVE_FRAGMENT_TOKEN } from "@/content/seo-basics";
import { site } from "@/content/site";
import { paths } from "@/domain/paths";
import { CommunityIllustration } from "./community-illustration";
import { NearbyLocations } from "./nearby-locations";
import { OurServices } from "./our-services";
import { StaffPanel } from "./staff-panel";

/** One long-form section of a city page: a heading and its paragraphs. */
function ContentSection({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <p className="text-sm font-semibold tracking-wide text-sun-strong uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-navy sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5 space-y-4 text-base leading-relaxed text-foreground/85">{children}</div>
    </section>
  );
}

/**
 * A city page (spec section 2, "City pages"; content of section 3): back link, "Location:
 * {city}, Florida", headline, subheadline and introduction; the five key points; services,
 * benefits and process; the testimonial when there is one; five FAQs; and a side column with
 * "Need Staff in {city}?", the three nearby places and the Our Services list.
 * The FAQs are native <details> elements: readable and operable without JavaScript.
 */
export function CityPageView({ city }: { city: CityPage }) {
  const name = city.cityName;
  // The city's open jobs (docs/decisions/0020-job-board.md): the prerendered page holds a
  // placeholder that the server replaces on every request with the city's open postings.
  // Hydration keeps what the server sent (each render reads it back from the page, so both
  // sides agree); a page
  // reached by client-side navigation has none and shows none until reloaded. Inline, without a
  // hook, the placeholder only in the prerender build (import.meta.env.SSR): it is start-up code
  // of every city page, which is at its byte budget (decision 0008).
  const jobsId = `jobs-${city.slug}`;
  const jobs = import.meta.env.SSR
    ? LIVE_FRAGMENT_TOKEN
    : document.getElementById(jobsId)?.innerHTML;
  return (
    <div className="bg-white">
      <section
        aria-labelledby="city-headline"
        className="relative overflow-hidden bg-gradient-to-b from-secondary via-white to-white pt-26 pb-12 md:pt-30 md:pb-16"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-sun/20 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-12 lg:items-center lg:px-8">
          <div className="lg:col-span-7">
            <BackLink href={paths.home.href()}>Back to Home</BackLink>
            <p className="mt-6 flex w-fit items-center gap-2 rounded-full border border-primary/20 bg-white/80 px-3 py-1 text-sm font-medium text-primary">
              <MapPin className="size-4" aria-hidden="true" />
              Location: {name}, Florida
            </p>
            <h1
              id="city-headline"
              className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-navy sm:text-5xl"
            >
              {city.headline}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
              {city.subheadline}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <HashLink
                to={paths.home.section("contact")}
                className={buttonVariants({ variant: "accent", size: "lg" })}
              >
                Request Staff in {name}
                <ArrowRight aria-hidden="true" />
              </HashLink>
              <a
                href={`tel:${site.phone.e164}`}
                className={buttonVariants({ variant: "outline", size: "lg" })}
              >
                <Phone aria-hidden="true" />
                {site.phone.display}
              </a>
            </div>
          </div>
          <div className="lg:col-span-5">
            <div className="rounded-3xl border bg-white/80 p-3 shadow-xl shadow-primary/5">
              <CommunityIllustration
                label={`Illustration of an apartment community in ${name}, Florida`}
                className="h-auto w-full"
              />
              <div className="px-3 pt-4 pb-2">
                <h2 className="text-sm font-semibold text-navy">Areas our {name} team covers</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {city.neighborhoods.map((area) => (
                    <li
                      key={area}
                      className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground"
                    >
                      {area}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-14 lg:col-span-2">
          <p className="text-lg leading-relaxed text-foreground/90">{city.introText}</p>

          <section
            aria-labelledby="key-points-heading"
            className="rounded-2xl border bg-muted/60 p-6 sm:p-8"
          >
            <h2 id="key-points-heading" className="text-2xl font-bold tracking-tight text-navy">
              Why Property Owners in {name} Choose Us
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {city.keyPoints.map((point) => (
                <li key={point} className="flex gap-3">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="text-foreground/90">{point}</span>
                </li>
              ))}
            </ul>
          </section>

          {jobs ? (
            <section
              id={jobsId}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own escaped list, filled in place of the placeholder
              dangerouslySetInnerHTML={{ __html: jobs }}
            />
          ) : null}

          <ContentSection
            id="services-heading"
            eyebrow="Services"
            title={`Staffing Services in ${name}`}
          >
            {city.mainContent.services.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </ContentSection>

          <ContentSection
            id="benefits-heading"
            eyebrow="Benefits"
            title={`What Local Staffing Means for ${name} Communities`}
          >
            {city.mainContent.benefits.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </ContentSection>

          <ContentSection id="process-heading" eyebrow="How it works" title="Our Staffing Process">
            <ol className="space-y-5">
              {city.mainContent.process.map((paragraph, index) => (
                <li key={paragraph} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <p className="pt-1">{paragraph}</p>
                </li>
              ))}
            </ol>
          </ContentSection>

          {city.testimonial ? (
            <figure className="relative rounded-2xl bg-navy p-8 text-white shadow-lg sm:p-10">
              <Quote className="size-8 text-sun" aria-hidden="true" />
              <blockquote className="mt-4 text-lg leading-relaxed text-pretty">
                <p>{city.testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-6 text-sm">
                <span className="font-semibold">{city.testimonial.author}</span>
                <span className="text-navy-muted">
                  , {city.testimonial.position}, {city.testimonial.company}
                </span>
              </figcaption>
            </figure>
          ) : null}

          <section aria-labelledby="faq-heading">
            <h2
              id="faq-heading"
              className="text-2xl font-bold tracking-tight text-navy sm:text-3xl"
            >
              {name} Staffing FAQs
            </h2>
            <div className="mt-6 divide-y rounded-2xl border">
              {city.faqs.map((faq) => (
                <details key={faq.question} className="group px-5 py-4 sm:px-6">
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-sm font-semibold text-navy [&::-webkit-details-marker]:hidden">
                    <h3 className="text-base">{faq.question}</h3>
                    <span
                      aria-hidden="true"
                      className="mt-0.5 text-xl leading-none text-primary transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <p className="mt-3 leading-relaxed text-foreground/85">{faq.answer}</p>
                </details>
              ))}
            </div>
          </section>
        </div>

        <aside
          className="space-y-8 lg:sticky lg:top-24 lg:self-start"
          aria-label={`${name} staffing`}
        >
          <StaffPanel place={name} />
          <div className="rounded-2xl border p-6">
            <NearbyLocations places={city.nearbyLocations} heading="Nearby Locations" />
          </div>
          <div className="rounded-2xl border p-6">
            <OurServices />
          </div>
        </aside>
      </div>
    </div>
  );
}
