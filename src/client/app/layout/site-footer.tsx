import type { ReactNode } from "react";
import { Link } from "wouter";
import { deferred } from "@/client/components/deferred";
import { HashLink } from "@/client/components/hash-link";
import { Mail } from "@/client/components/icons/mail";
import { MapPin } from "@/client/components/icons/map-pin";
import { Phone } from "@/client/components/icons/phone";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { cx } from "@/client/lib/cx";
import { formatAddress, site } from "@/content/site";
import { paths } from "@/domain/paths";
import { BrandMark } from "./brand-mark";
import { legalLinks } from "./nav-items";

// The newsletter form hydrates when the footer comes near the viewport or is touched, so pages
// start without its code (docs/decisions/0008); until then it posts natively.
const NewsletterForm = deferred(
  () =>
    import("@/client/features/newsletter/components/newsletter-form").then((m) => m.NewsletterForm),
  { rootMargin: "400px 0px" },
);

const serviceLinks = [
  "Maintenance Technicians",
  "Groundskeepers",
  "Leasing & Community Staff",
  "Make-Ready Specialists",
  "Security Personnel",
  "Property Management",
] as const;

const companyLinks = [
  { label: "About Us", to: paths.home.section("staff") },
  { label: "Careers", to: paths.home.section("job-application") },
  { label: "Testimonials", to: paths.home.section("testimonials") },
  { label: "Join Our Team", to: paths.home.section("job-application") },
  { label: "Contact", to: paths.home.section("contact") },
] as const;

const footerLink = "text-sm text-navy-muted transition-colors hover:text-white";

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/**
 * The "Legal" navigation: the legal pages as a wrapping row of links (the site footer's, and the
 * portal frame's footer's).
 * @param listClassName the gaps of the row; `linkClassName` the links' style (light on navy, or
 *   muted on white).
 */
export function LegalNav({
  className,
  listClassName,
  linkClassName,
}: {
  className?: string;
  listClassName: string;
  linkClassName: string;
}) {
  return (
    <nav aria-label="Legal" className={className}>
      <ul className={`flex flex-wrap ${listClassName}`}>
        {legalLinks.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={linkClassName}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The site footer (spec section 2): newsletter sign-up, Services and Company lists, the contact
 * block (Tampa address, phone, e-mail), a Request a Consultation link, legal links and the
 * copyright with the current year.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8">
        <div className="space-y-5 lg:col-span-4">
          <BrandMark tone="light" />
          <p className="max-w-sm text-sm text-navy-muted">
            Vetted maintenance, grounds, leasing, management, make-ready and security staff for
            apartment communities across Florida.
          </p>
          <NewsletterForm />
        </div>

        <div className="lg:col-span-2">
          <FooterColumn title="Services">
            <ul className="space-y-2.5">
              {serviceLinks.map((label) => (
                <li key={label}>
                  <HashLink to={paths.home.section("services")} className={footerLink}>
                    {label}
                  </HashLink>
                </li>
              ))}
            </ul>
          </FooterColumn>
        </div>

        <div className="lg:col-span-2">
          <FooterColumn title="Company">
            <ul className="space-y-2.5">
              {companyLinks.map((item) => (
                <li key={item.label}>
                  <HashLink to={item.to} className={footerLink}>
                    {item.label}
                  </HashLink>
                </li>
              ))}
            </ul>
          </FooterColumn>
        </div>

        <div className="lg:col-span-4">
          <FooterColumn title="Contact">
            <address className="space-y-3 not-italic">
              <p className="flex items-start gap-3 text-sm text-navy-muted">
                <MapPin className="mt-0.5 size-4 shrink-0 text-sun" aria-hidden="true" />
                <span>{formatAddress()}</span>
              </p>
              <p className="flex items-center gap-3 text-sm">
                <Phone className="size-4 shrink-0 text-sun" aria-hidden="true" />
                <a href={`tel:${site.phone.e164}`} className={footerLink}>
                  {site.phone.display}
                </a>
              </p>
              <p className="flex items-center gap-3 text-sm">
                <Mail className="size-4 shrink-0 text-sun" aria-hidden="true" />
                <a href={`mailto:${site.email}`} className={footerLink}>
                  {site.email}
                </a>
              </p>
            </address>
            <HashLink
              to={paths.home.section("contact")}
              className={cx(buttonVariants({ variant: "accent" }), "mt-6")}
            >
              Request a Consultation
            </HashLink>
            <ul className="mt-6 flex gap-4">
              {site.socialProfiles.map((profile) => (
                <li key={profile.name}>
                  <a href={profile.url} rel="noopener me" className={footerLink}>
                    {profile.name}
                  </a>
                </li>
              ))}
            </ul>
          </FooterColumn>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          {/* The year is rendered at build time; after New Year the browser's may differ. */}
          <p className="text-sm text-navy-muted" suppressHydrationWarning>
            © {year} {site.name}. All rights reserved.
          </p>
          <LegalNav listClassName="gap-x-5 gap-y-2" linkClassName={footerLink} />
        </div>
      </div>
    </footer>
  );
}
