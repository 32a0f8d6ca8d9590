/**
 * Home page content: hero, the six service cards, the featured "Most Requested" block, the four
 * staff cards, the metrics band, testimonials, the consultation block, how staff are vetted and
 * the general FAQs. This module holds the types and gathers the copy, which lives in one module per
 * section in ./home, so each section's code loads only its own copy (docs/decisions/0008).
 *
 * Follows spec section 2 ("Home page") and section 3 ("Marketing content": the fields of service
 * cards, staff cards and testimonials). Every figure is one of the marketing claims of spec
 * section 9; pricing, guarantees and insurance are described qualitatively. People and
 * communities in testimonials are fictional.
 */

import type { StaffType } from "@/domain/enums";

/** A figure and what it measures ("98%", "Client Satisfaction"). */
export interface StatItem {
  value: string;
  label: string;
}

/** The staff types a service card can stand for (every staff type except "other"). */
export type ServiceStaffType = Exclude<StaffType, "other">;

/** The home page hero's heading text; the four claims are `heroClaims`. */
export interface HeroContent {
  headline: string;
  subheadline: string;
}

/** One card of the Services section (anchor #services). */
export interface ServiceCard {
  /** Kebab-case id, usable as an element id. */
  id: string;
  title: string;
  /** Two sentences. */
  description: string;
  /** Exactly five bullets. */
  features: string[];
  /** 60-100 words, rendered as visually hidden text for search engines. */
  seoContent: string;
  /** The staffing request type this card corresponds to. */
  staffType: ServiceStaffType;
}

/** The "Most Requested Maintenance Excellence" block of the Staff section. */
export interface FeaturedStaff {
  eyebrow: string;
  title: string;
  description: string;
  highlights: StatItem[];
}

/** One card of the Staff section (anchor #staff). */
export interface StaffCard {
  title: string;
  description: string;
  /** Exactly five, strongest first: the page shows the first three. */
  qualifications: string[];
  seoDescription: string;
  imageAlt: string;
}

/** The featured quote at the top of the Testimonials section. */
export interface FeaturedTestimonial {
  quote: string;
  author: string;
  role: string;
  property: string;
  /** Exactly three. */
  results: StatItem[];
}

/** One quote card of the Testimonials section. */
export interface Testimonial {
  content: string;
  author: string;
  role: string;
  rating: 5;
  /** A short description of the community ("312-unit community in Wesley Chapel"). */
  property: string;
}

/** One option of the consultation block's Staffing Need dropdown. */
export interface ConsultationNeed {
  value: "" | "maintenance" | "leasing" | "groundskeeping" | "management";
  label: string;
}

/** One step of how candidates are vetted. */
export interface VettingStep {
  title: string;
  description: string;
}

/** One question and answer of the home page FAQ. */
export interface HomeFaq {
  question: string;
  answer: string;
}

export { consultationNeeds, contactPromise } from "./home/consultation";
export { homeFaqs } from "./home/faqs";
export { hero, heroClaims } from "./home/hero";
export { metrics } from "./home/metrics";
export { services } from "./home/services";
export { featuredStaff, staffCards, vettingSteps, vettingSummary } from "./home/staff";
export { featuredTestimonial, testimonials } from "./home/testimonials";
