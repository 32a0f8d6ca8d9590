import {
  Building,
  Hammer,
  KeyRound,
  type LucideIcon,
  Paintbrush,
  ShieldCheck,
  Trees,
} from "lucide-react";
import { HashLink } from "@/client/components/hash-link";
import { SectionHeading } from "./section-heading";

const services: ReadonlyArray<{ title: string; description: string; icon: LucideIcon }> = [
  {
    title: "Maintenance Technicians",
    description:
      "HVAC, plumbing, electrical and appliance repair by technicians who close work orders the first time.",
    icon: Hammer,
  },
  {
    title: "Groundskeepers",
    description:
      "Landscaping, pool care and common-area upkeep that keeps curb appeal high all year.",
    icon: Trees,
  },
  {
    title: "Leasing & Community Staff",
    description:
      "Leasing consultants and community staff who give tours, follow up on leads and close.",
    icon: KeyRound,
  },
  {
    title: "Make-Ready Specialists",
    description: "Paint, repairs and cleaning that turn vacant units around quickly.",
    icon: Paintbrush,
  },
  {
    title: "Security Personnel",
    description: "Patrols, access control and courtesy officers for safer communities.",
    icon: ShieldCheck,
  },
  {
    title: "Property Management",
    description:
      "Experienced property and assistant managers for interim coverage or a permanent hire.",
    icon: Building,
  },
];

/** The #services section: the six services, each with a Request This Service link. */
export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-heading" className="py-20 md:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="services-heading"
          eyebrow="Services"
          title="Staffing for every role on your property"
          lead="Full-time placement, part-time coverage and emergency staffing, matched to the way your community runs."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map(({ title, description, icon: Icon }) => (
            <li
              key={title}
              className="flex flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-navy">{title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{description}</p>
              <HashLink
                to="/#contact"
                className="mt-5 inline-flex w-fit items-center rounded-sm text-sm font-semibold text-primary hover:underline"
              >
                Request This Service
                <span className="sr-only">: {title}</span>
              </HashLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
