import { Briefcase, ClipboardList, Clock, Mail, Phone } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { site } from "@/content/site";
import { SectionHeading } from "./section-heading";

/**
 * The #contact section with its #job-application part: how property teams request staff and
 * how professionals apply (by account, phone or e-mail).
 */
export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="py-20 md:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="contact-heading"
          eyebrow="Contact"
          title="Request staff for your community"
          lead="Tell us the role, the property and your start date. We respond within 24 hours, and within one business day for full consultations."
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          <div className="rounded-xl border bg-card p-6 shadow-sm lg:col-span-2">
            <ClipboardList className="size-8 text-primary" aria-hidden="true" />
            <h3 className="mt-4 text-xl font-semibold text-navy">Submit a request online</h3>
            <p className="mt-2 text-muted-foreground">
              Property managers use our client portal to add their properties, submit staffing
              requests and follow each one from pending to completed.
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                <Link href="/staffing-requests/new">Request Staff Online</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/auth?tab=register">Create a Client Account</Link>
              </Button>
            </div>
          </div>
          <div className="rounded-xl bg-secondary p-6">
            <h3 className="text-lg font-semibold text-navy">Talk to our team</h3>
            <ul className="mt-4 space-y-4 text-sm">
              <li className="flex items-center gap-3">
                <Phone className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <a href={`tel:${site.phone.e164}`} className="font-medium hover:underline">
                  {site.phone.display}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Mail className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <a href={`mailto:${site.email}`} className="font-medium break-all hover:underline">
                  {site.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Clock className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{site.hours.days}, 9:00 AM to 5:00 PM</span>
              </li>
            </ul>
          </div>
        </div>

        <div
          id="job-application"
          className="mt-16 grid gap-8 rounded-2xl border bg-muted p-6 sm:p-10 lg:grid-cols-3 lg:items-center"
        >
          <div className="lg:col-span-2">
            <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-sun-strong uppercase">
              <Briefcase className="size-4" aria-hidden="true" />
              Careers
            </p>
            <h2 className="mt-2 text-2xl font-bold tracking-tight text-navy sm:text-3xl">
              Apply for a Position
            </h2>
            <p className="mt-3 text-muted-foreground">
              Maintenance technicians, groundskeepers, leasing consultants, property managers,
              make-ready specialists and security officers: create a free account to hear about
              openings at apartment communities near you, or send your resume to{" "}
              <a href={`mailto:${site.email}`} className="font-medium text-primary hover:underline">
                {site.email}
              </a>
              .
            </p>
          </div>
          <div className="flex flex-col gap-3">
            <Button asChild size="lg">
              <Link href="/auth?tab=register">Create a Job Seeker Account</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <a href={`tel:${site.phone.e164}`}>Call {site.phone.display}</a>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
