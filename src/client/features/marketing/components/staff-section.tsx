import { CircleCheck, Wrench } from "lucide-react";
import { HashLink } from "@/client/components/hash-link";
import { buttonVariants } from "@/client/components/ui/button";
import { SectionHeading } from "./section-heading";

const roles = [
  {
    title: "Maintenance Technicians",
    detail: "At least 3 years of maintenance experience; HVAC, plumbing and electrical skills.",
  },
  {
    title: "Groundskeepers",
    detail: "Landscaping, irrigation and pool care for Florida's climate.",
  },
  {
    title: "Property Managers",
    detail: "5+ years of multifamily experience running budgets, teams and resident relations.",
  },
  {
    title: "Leasing Consultants",
    detail: "Sales-minded professionals fluent in tours, follow-up and leasing software.",
  },
] as const;

/** The #staff ("Our Team") section: the roles we place most and an invitation to apply. */
export function StaffSection() {
  return (
    <section id="staff" aria-labelledby="staff-heading" className="bg-muted py-20 md:py-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading
            id="staff-heading"
            eyebrow="Our Team"
            title="Professionals vetted before they reach your property"
            lead="Every candidate is interviewed, reference-checked and background-checked, and new staff are vetted within 72 hours."
          />
          <div className="mt-8 rounded-xl bg-navy p-6 text-white">
            <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-sun uppercase">
              <Wrench className="size-4" aria-hidden="true" />
              Most requested
            </p>
            <h3 className="mt-2 text-xl font-semibold">Maintenance Excellence</h3>
            <p className="mt-2 text-navy-muted">
              Our maintenance technicians average a response under 4 hours and a 98% first-time fix
              rate, and urgent requests are staffed within 24 hours on average.
            </p>
          </div>
        </div>
        <div>
          <ul className="grid gap-4">
            {roles.map((role) => (
              <li key={role.title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-navy">{role.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{role.detail}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-6 rounded-xl border border-dashed border-primary/40 bg-background p-5">
            <p className="font-medium">Skilled in property maintenance, leasing or grounds?</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Join our team and work at well-run communities near you.
            </p>
            <HashLink
              to="/#job-application"
              className={`${buttonVariants({ variant: "default" })} mt-4`}
            >
              Apply For a Position
            </HashLink>
          </div>
        </div>
      </div>
    </section>
  );
}
