import { PageMeta } from "@/client/components/page-meta";
import {
  ConsultationSection,
  ContactDraftProvider,
  ContactSection,
  HeroSection,
  MetricsBand,
  ServicesSection,
  StaffSection,
  TestimonialsSection,
} from "@/client/features/marketing";
import { site } from "@/content/site";

/**
 * The home page (/), spec section 2: hero, services (#services), staff (#staff), the metrics
 * band, testimonials (#testimonials), the consultation block and the contact section (#contact,
 * with its #job-application tab). The consultation block and the service cards hand what the
 * visitor chose to the Request Staff form through the contact draft.
 */
export default function HomePage() {
  return (
    <ContactDraftProvider>
      <PageMeta title="Apartment Community Staffing in Florida" description={site.description} />
      <HeroSection />
      <ServicesSection />
      <StaffSection />
      <MetricsBand />
      <TestimonialsSection />
      <ConsultationSection />
      <ContactSection />
    </ContactDraftProvider>
  );
}
