import { HashLink } from "@/client/components/hash-link";
import { ArrowRight } from "@/client/components/icons/arrow-right";
import { Clock } from "@/client/components/icons/clock";
import { Phone } from "@/client/components/icons/phone";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { site } from "@/content/site";
import { paths } from "@/domain/paths";

/**
 * The side panel "Need Staff in {place}?" (spec section 2): Request Staff and Apply for a Job,
 * both to the home page's contact section, plus the toll-free number and office hours.
 */
export function StaffPanel({ place }: { place: string }) {
  return (
    <section
      aria-labelledby="need-staff-heading"
      className="rounded-2xl border bg-card p-6 shadow-lg shadow-primary/5"
    >
      <h2 id="need-staff-heading" className="text-xl font-bold text-navy">
        Need Staff in {place}?
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Full-time placement, part-time coverage or emergency staffing. We respond to every request
        within 24 hours.
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <HashLink
          to={paths.home.section("contact")}
          className={buttonVariants({ variant: "accent", size: "lg" })}
        >
          Request Staff
          <ArrowRight aria-hidden="true" />
        </HashLink>
        <HashLink
          to={paths.home.section("contact")}
          className={buttonVariants({ variant: "outline", size: "lg" })}
        >
          Apply for a Job
        </HashLink>
      </div>
      <div className="mt-6 space-y-2 border-t pt-4 text-sm">
        <p className="flex items-center gap-2">
          <Phone className="size-4 text-primary" aria-hidden="true" />
          <a href={`tel:${site.phone.e164}`} className="font-semibold text-primary hover:underline">
            {site.phone.display}
          </a>
        </p>
        <p className="flex items-center gap-2 text-muted-foreground">
          <Clock className="size-4 text-primary" aria-hidden="true" />
          {site.hours.days}, 9 am to 5 pm
        </p>
      </div>
    </section>
  );
}
