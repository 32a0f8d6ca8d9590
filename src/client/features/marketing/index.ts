/** The marketing feature's public surface: the home page's sections. */
export { ConsultationSection } from "./components/consultation-section";
export { ContactSection } from "./components/contact-section";
export { HeroSection } from "./components/hero-section";
export { MetricsBand } from "./components/metrics-band";
export { SectionHeading } from "./components/section-heading";
export { ServicesSection } from "./components/services-section";
export { StaffSection } from "./components/staff-section";
export { TestimonialsSection } from "./components/testimonials-section";
