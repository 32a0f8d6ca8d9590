import { PageMeta } from "@/client/components/page-meta";
import {
  ConsultationSection,
  ContactSection,
  HeroSection,
  MetricsBand,
  ServicesSection,
  StaffSection,
  TestimonialsSection,
} from "@/client/features/marketing";
import { prepareContactSection } from "@/client/features/marketing/components/contact-section";
import { site } from "@/content/site";

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
      <PageMeta title="Apartment Community Staffing in Florida" description={site.description} />
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
