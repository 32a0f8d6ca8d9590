import type { ComponentType } from "react";
import { HashLink } from "@/client/components/hash-link";
import { Building } from "@/client/components/icons/building";
import { CircleCheck } from "@/client/components/icons/circle-check";
import { Hammer } from "@/client/components/icons/hammer";
import type { IconProps } from "@/client/components/icons/icon";
import { KeyRound } from "@/client/components/icons/key-round";
import { Paintbrush } from "@/client/components/icons/paintbrush";
import { ShieldCheck } from "@/client/components/icons/shield-check";
import { Trees } from "@/client/components/icons/trees";
import { services } from "@/content/home/services";
import type { ServiceStaffType } from "@/content/marketing";
import { paths } from "@/domain/paths";
import { prefillContact } from "../hooks/contact-state";
import { SectionHeading } from "./section-heading";

const icons: Record<ServiceStaffType, ComponentType<IconProps>> = {
  maintenance: Hammer,
  groundskeeping: Trees,
  leasing: KeyRound,
  "make-ready": Paintbrush,
  security: ShieldCheck,
  "property-management": Building,
};

/**
 * The #services section (spec section 2): six cards, each with a description, five feature
 * bullets, a Request This Service link to #contact, and visually hidden text for search engines.
 */
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
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => {
            const Icon = icons[service.staffType];
            return (
              <li
                key={service.id}
                id={service.id}
                className="flex flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon className="size-6" aria-hidden="true" width={24} height={24} />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-navy">{service.title}</h3>
                <p className="mt-2 text-muted-foreground">{service.description}</p>
                <ul className="mt-4 flex-1 space-y-2 text-sm">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <CircleCheck
                        className="mt-0.5 size-4 shrink-0 text-primary"
                        aria-hidden="true"
                        width={16}
                        height={16}
                      />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <p className="sr-only">{service.seoContent}</p>
                <HashLink
                  to={paths.home.section("contact")}
                  onClick={() => prefillContact({ staffType: service.staffType })}
                  className="mt-6 inline-flex w-fit items-center rounded-sm text-sm font-semibold text-primary hover:underline"
                >
                  Request This Service
                  <span className="sr-only">: {service.title}</span>
                </HashLink>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
