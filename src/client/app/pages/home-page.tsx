import { PageMeta } from "@/client/components/page-meta";
import {
  ContactSection,
  HeroSection,
  ServicesSection,
  StaffSection,
  TestimonialsSection,
} from "@/client/features/marketing";
import { site } from "@/content/site";

/**
 * The home page (/): hero, then the sections the header and footer link to
 * (#services, #staff, #testimonials, #contact, #job-application).
 */
export default function HomePage() {
  return (
    <>
      <PageMeta title="Apartment Community Staffing in Florida" description={site.description} />
      <HeroSection />
      <ServicesSection />
      <StaffSection />
      <TestimonialsSection />
      <ContactSection />
    </>
  );
}
