import { deferred } from "@/client/components/deferred";
import { PageMeta } from "@/client/components/page-meta";
import {
  ContactSection,
  prepareContactSection,
} from "@/client/features/marketing/components/contact-section";
import { HeroSection } from "@/client/features/marketing/components/hero-section";
import { homeParts } from "@/client/features/marketing/home-parts";
import { organizationJsonLd, websiteJsonLd } from "@/content/seo";
import { site } from "@/content/site";

// The sections between the hero and the contact section hydrate once they are well inside the
// viewport (above its bottom fifth) or are touched: the page starts with the hero and the contact
// section's tabs only (docs/decisions/0008). Until then they are the prerendered HTML; a link
// followed meanwhile is followed again by the script once the section is live.
const sectionMargin = { rootMargin: "0px 0px -20% 0px", group: homeParts };
const ServicesSection = deferred(
  () =>
    import("@/client/features/marketing/components/services-section").then(
      (module) => module.ServicesSection,
    ),
  sectionMargin,
);
const StaffSection = deferred(
  () =>
    import("@/client/features/marketing/components/staff-section").then(
      (module) => module.StaffSection,
    ),
  sectionMargin,
);
const MetricsBand = deferred(
  () =>
    import("@/client/features/marketing/components/metrics-band").then(
      (module) => module.MetricsBand,
    ),
  sectionMargin,
);
const TestimonialsSection = deferred(
  () =>
    import("@/client/features/marketing/components/testimonials-section").then(
      (module) => module.TestimonialsSection,
    ),
  sectionMargin,
);
const ConsultationSection = deferred(
  () =>
    import("@/client/features/marketing/components/consultation-section").then(
      (module) => module.ConsultationSection,
    ),
  sectionMargin,
);

/** Before hydration: the contact forms' code, when the URL points at them. */
export const prepare = prepareContactSection;

/**
 * The home page (/), spec section 2: hero, services (#services), staff (#staff), the metrics
 * band, testimonials (#testimonials), the consultation block and the contact section (#contact,
 * with its #job-application tab). The consultation block and the service cards hand what the
 * visitor chose to the Request Staff form through the contact state (hooks/contact-state.ts).
 */
export default function HomePage() {
  return (
    <>
      <PageMeta
        title="Apartment Community Staffing in Florida"
        description={site.description}
        jsonLd={(origin) => [organizationJsonLd(origin), websiteJsonLd(origin)]}
      />
      <HeroSection />
      <ServicesSection />
      <StaffSection />
      <MetricsBand />
      <TestimonialsSection />
      <ConsultationSection />
      <ContactSection />
    </>
  );
}
