import { HashLink } from "@/client/components/hash-link";
import { CircleCheck } from "@/client/components/icons/circle-check";
import { ShieldCheck } from "@/client/components/icons/shield-check";
import { Wrench } from "@/client/components/icons/wrench";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { cx } from "@/client/lib/cx";
import { featuredStaff, staffCards, vettingSteps, vettingSummary } from "@/content/home/staff";
import { paths } from "@/domain/paths";
import { StaffIllustration } from "./illustrations";
import { SectionHeading } from "./section-heading";

/** How many of a staff card's five qualifications the card shows (spec section 9). */
const SHOWN_QUALIFICATIONS = 3;

/**
 * The #staff ("Our Team") section (spec section 2): the featured "Most Requested Maintenance
 * Excellence" block, four staff cards each showing the first three of five qualifications, how
 * candidates are vetted, and an invitation to join with Apply For a Position (#job-application).
 */
export function StaffSection() {
  return (
    <section id="staff" aria-labelledby="staff-heading" className="bg-muted py-20 md:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="staff-heading"
          eyebrow="Our Team"
          title="Professionals vetted before they reach your property"
          lead={vettingSummary}
        />

        <div className="mt-12 grid gap-8 rounded-2xl bg-navy p-6 text-white sm:p-10 lg:grid-cols-5 lg:items-center">
          <div className="lg:col-span-2">
            <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-sun uppercase">
              <Wrench className="size-4" aria-hidden="true" width={16} height={16} />
              {featuredStaff.eyebrow}
            </p>
            <h3 className="mt-2 text-2xl font-bold sm:text-3xl">{featuredStaff.title}</h3>
            <p className="mt-3 text-navy-muted">{featuredStaff.description}</p>
          </div>
          <dl className="grid grid-cols-2 gap-4 lg:col-span-3">
            {featuredStaff.highlights.map((item) => (
              <div
                key={item.label}
                className="flex flex-col rounded-xl border border-white/10 bg-white/5 p-5"
              >
                <dt className="mt-1 text-sm text-navy-muted">{item.label}</dt>
                <dd className="order-first text-2xl font-bold text-sun">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {staffCards.map((card) => (
            <li
              key={card.title}
              className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm"
            >
              <StaffIllustration scene={card.title} label={card.imageAlt} />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-lg font-semibold text-navy">{card.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{card.description}</p>
                <ul className="mt-4 space-y-2 text-sm" aria-label={`${card.title} qualifications`}>
                  {card.qualifications.slice(0, SHOWN_QUALIFICATIONS).map((qualification) => (
                    <li key={qualification} className="flex gap-2">
                      <CircleCheck
                        className="mt-0.5 size-4 shrink-0 text-primary"
                        aria-hidden="true"
                        width={16}
                        height={16}
                      />
                      <span>{qualification}</span>
                    </li>
                  ))}
                </ul>
                <p className="sr-only">{card.seoDescription}</p>
              </div>
            </li>
          ))}
        </ul>

        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <div className="rounded-xl border bg-card p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-navy">
              <ShieldCheck
                className="size-5 text-primary"
                aria-hidden="true"
                width={20}
                height={20}
              />
              How we vet every candidate
            </h3>
            <ol className="mt-4 grid gap-4 sm:grid-cols-2">
              {vettingSteps.map((step, index) => (
                <li key={step.title} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-bold text-primary"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-medium">{step.title}</p>
                    <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className="flex flex-col justify-center rounded-xl border border-dashed border-primary/40 bg-background p-6">
            <h3 className="text-lg font-semibold text-navy">Join our team</h3>
            <p className="mt-2 text-muted-foreground">
              Skilled in maintenance, grounds, leasing, management, make-ready or security? We place
              professionals at well-run apartment communities from Tampa Bay to Naples and Broward
              County, in full-time, part-time and on-call roles.
            </p>
            <HashLink
              to={paths.home.section("job-application")}
              className={cx(buttonVariants({ variant: "default", size: "lg" }), "mt-5 w-fit")}
            >
              Apply For a Position
            </HashLink>
          </div>
        </div>
      </div>
    </section>
  );
}
