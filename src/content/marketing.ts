/**
 * Home page content: hero, the six service cards, the featured "Most Requested" block, the four
 * staff cards, the metrics band, testimonials, the consultation block, how staff are vetted and
 * the general FAQs.
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

export const hero: HeroContent = {
  headline: "Reliable staff for Florida apartment communities",
  subheadline:
    "We place vetted maintenance technicians, groundskeepers, leasing consultants, property managers, make-ready specialists and security staff, for a full-time hire, part-time coverage or an emergency shift.",
};

/** The hero's four claims (spec section 2, "Home page"). */
export const heroClaims: readonly StatItem[] = [
  { value: "500+", label: "Professionals Placed" },
  { value: "98%", label: "Client Satisfaction" },
  { value: "150+", label: "Properties Served" },
  { value: "24hr", label: "Response Time" },
];

/** The six service cards, in the spec's order. */
export const services: readonly ServiceCard[] = [
  {
    id: "maintenance-technicians",
    title: "Maintenance Technicians",
    description:
      "Skilled technicians who close service requests, run preventive maintenance and handle emergency repairs so residents stay comfortable. Every technician brings at least three years of maintenance experience and is vetted before the first shift.",
    features: [
      "HVAC diagnosis and repair, with EPA 608-certified technicians",
      "Plumbing, electrical and appliance repairs",
      "Preventive maintenance and inspection programs",
      "After-hours and on-call emergency coverage",
      "Hurricane preparation and post-storm repairs",
    ],
    seoContent:
      "Sunshine State Property Staffing places apartment maintenance technicians at communities across Florida, including Tampa, Clearwater, St. Petersburg, Fort Myers, Naples and Fort Lauderdale. Our technicians handle HVAC service and repair, plumbing, electrical and appliance work, preventive maintenance and after-hours emergencies, and many hold EPA 608 certification for refrigerant handling. Property managers can book full-time placements, part-time coverage or emergency staffing for the summer air-conditioning peak, hurricane season and turnover surges.",
    staffType: "maintenance",
  },
  {
    id: "groundskeepers",
    title: "Groundskeepers",
    description:
      "Groundskeepers who keep lawns, palms, irrigation and common areas looking cared for in every season. They protect curb appeal, which is often the first thing a prospective resident judges.",
    features: [
      "Mowing, edging, pruning and palm care",
      "Irrigation inspection, repair and scheduling",
      "Pool deck, amenity and common-area upkeep",
      "Trash-area, pet-station and litter control",
      "Storm preparation and debris cleanup",
    ],
    seoContent:
      "Our apartment groundskeepers maintain turf, shrubs, palms and seasonal plantings at Florida multifamily communities, from master-planned properties in Lakewood Ranch and Weston to garden communities in Tampa Bay. They manage irrigation, keep pool decks and amenity areas clean, control litter and pet stations, and prepare grounds for hurricane season, then clear debris afterward. Where pesticide application is part of the job, we verify the required Florida certification before placement.",
    staffType: "groundskeeping",
  },
  {
    id: "leasing-community-staff",
    title: "Leasing & Community Staff",
    description:
      "Leasing consultants and front-desk staff who turn inquiries into tours and tours into signed leases. They also keep current residents informed and engaged, which supports renewals.",
    features: [
      "Tours, follow-up and application processing",
      "Lease-up and seasonal leasing coverage",
      "Renewal and resident retention outreach",
      "Front-desk, concierge and package-room coverage",
      "Fair housing-trained, bilingual candidates available",
    ],
    seoContent:
      "We staff leasing consultants, leasing managers and community front-desk teams for Florida apartment communities. Our candidates conduct tours, follow up on leads, process applications and leases, and work on renewals, and they are trained in fair housing practices. Communities use them for new-construction lease-ups in places like Wesley Chapel, winter-season demand in Naples and Clearwater, and weekend or vacation coverage anywhere in our service area, on temporary, part-time or permanent terms.",
    staffType: "leasing",
  },
  {
    id: "make-ready-specialists",
    title: "Make-Ready Specialists",
    description:
      "Make-ready specialists who take a unit from move-out to rent-ready quickly and to a consistent standard. Faster turns mean fewer vacant days and a better first impression at move-in.",
    features: [
      "Paint, drywall patching and touch-ups",
      "Fixture, hardware and appliance replacement",
      "Flooring repairs and deep cleaning",
      "Move-out inspections and punch lists",
      "Extra crews for peak move-out months",
    ],
    seoContent:
      "Sunshine State Property Staffing provides make-ready specialists for apartment unit turnover across Florida. They handle painting, drywall repair, fixture and appliance replacement, flooring repairs, cleaning and final punch lists, so units return to the market rent-ready. Property managers bring them in for summer move-out peaks, new-construction handoffs, storm-damage recovery in markets such as Fort Myers, and any backlog of vacant units, with temporary crews or permanent hires.",
    staffType: "make-ready",
  },
  {
    id: "security-personnel",
    title: "Security Personnel",
    description:
      "Licensed security officers who give residents peace of mind at gates, lobbies, garages and amenity areas. Every officer holds a current Florida Class D security officer license.",
    features: [
      "Florida Class D licensed security officers",
      "Gate, lobby and front-desk posts",
      "Patrols of garages, amenities and grounds",
      "Written incident reports and resident communication",
      "Event, storm-watch and overnight coverage",
    ],
    seoContent:
      "We place licensed apartment security officers at Florida multifamily communities, with each officer's Class D license verified before placement. Officers staff gatehouses, lobby desks and garages, patrol amenity areas and grounds, write incident reports and support management during events, holidays and storm watches. High-rise communities in Fort Lauderdale and Tampa and gated communities throughout our service area use them for overnight, weekend and short-notice coverage.",
    staffType: "security",
  },
  {
    id: "property-management",
    title: "Property Management",
    description:
      "Community managers and assistant managers who run day-to-day operations, lead on-site teams and report to owners. Every candidate brings five or more years of multifamily experience.",
    features: [
      "Community and assistant manager placements",
      "Interim coverage during leave or leadership changes",
      "Budgets, collections and owner reporting",
      "Lease-up and stabilization leadership",
      "CAM or real estate licensed candidates where required",
    ],
    seoContent:
      "Sunshine State Property Staffing recruits property managers, community managers and assistant managers for apartment communities across Florida. Our management candidates bring 5+ years of multifamily experience in operations, budgeting, collections, resident relations and team leadership, and we place candidates with a Florida CAM or real estate license where a property requires one. Owners use us for permanent hires, interim managers during a transition, and leaders for new lease-ups.",
    staffType: "property-management",
  },
];

/** The featured block of the Staff section: "Most Requested" / "Maintenance Excellence". */
export const featuredStaff: FeaturedStaff = {
  eyebrow: "Most Requested",
  title: "Maintenance Excellence",
  description:
    "Maintenance technicians are the role our clients request most, and the one residents notice first. We place technicians who keep work orders moving, carry Florida's summer air-conditioning load and stay steady when a storm is on the way.",
  highlights: [
    { value: "Under 4 hrs", label: "Average response to service requests" },
    { value: "98%", label: "First-time fix rate" },
    { value: "24 hrs", label: "Average deployment for urgent requests" },
    { value: "3+ years", label: "Maintenance experience for every technician" },
  ],
};

/** The four staff cards of the Staff section, in the spec's order. */
export const staffCards: readonly StaffCard[] = [
  {
    title: "Maintenance Technicians",
    description:
      "Experienced technicians who handle HVAC, plumbing, electrical and appliance work and keep service requests from piling up.",
    qualifications: [
      "3+ years of maintenance experience",
      "EPA 608 certification for HVAC work",
      "Plumbing, electrical and appliance repair skills",
      "On-call and emergency response experience",
      "Background check and verified references",
    ],
    seoDescription:
      "Apartment maintenance technicians with 3+ years of experience, EPA 608 certification and proven HVAC, plumbing and electrical skills, placed at Florida multifamily communities.",
    imageAlt:
      "Maintenance technician repairing an air-conditioning unit at a Florida apartment community",
  },
  {
    title: "Groundskeepers",
    description:
      "Groundskeepers who keep landscaping, irrigation and common areas at the standard residents and prospects expect.",
    qualifications: [
      "Florida turf, palm and landscape care experience",
      "Irrigation repair and scheduling",
      "Pesticide certification verified where the role requires it",
      "Safe operation of commercial mowers and power equipment",
      "Storm preparation and debris cleanup experience",
    ],
    seoDescription:
      "Apartment groundskeepers experienced with Florida turf, palms and irrigation, available for full-time, part-time and seasonal placements at multifamily communities.",
    imageAlt: "Groundskeeper trimming palms beside a pool at a Florida apartment community",
  },
  {
    title: "Property Managers",
    description:
      "Community managers and assistant managers who lead on-site teams, manage budgets and keep owners informed.",
    qualifications: [
      "5+ years of multifamily experience",
      "Florida CAM or real estate license where required",
      "Budgeting, collections and owner reporting",
      "Team leadership and vendor management",
      "Fair housing and Florida landlord-tenant knowledge",
    ],
    seoDescription:
      "Property managers and community managers with 5+ years of multifamily experience and Florida licensing where required, for permanent and interim roles.",
    imageAlt:
      "Property manager reviewing a monthly report with an owner in an apartment leasing office",
  },
  {
    title: "Leasing Consultants",
    description:
      "Leasing consultants who respond quickly, tour well and follow through from first inquiry to move-in.",
    qualifications: [
      "Multifamily leasing and sales experience",
      "Fair housing training",
      "Lead follow-up and property management software skills",
      "Lease-up and seasonal leasing experience",
      "Bilingual English and Spanish candidates available",
    ],
    seoDescription:
      "Apartment leasing consultants trained in fair housing, experienced in tours, follow-up and lease-ups, placed at Florida communities on temporary or permanent terms.",
    imageAlt: "Leasing consultant giving a tour of a model apartment to a prospective resident",
  },
];

/** The metrics band under the Staff section. */
export const metrics: readonly StatItem[] = [
  { value: "500+", label: "Staff Placed" },
  { value: "98%", label: "Client Satisfaction" },
  { value: "150+", label: "Properties Served" },
  { value: "24hr", label: "Response Time" },
];

/** The featured quote of the Testimonials section. */
export const featuredTestimonial: FeaturedTestimonial = {
  quote:
    "Before we worked with Sunshine State, every summer meant a work-order backlog, units sitting vacant and a leasing office running short-handed. They placed two technicians, a make-ready specialist and a leasing consultant who fit in from the first week. Our turns got faster, residents stopped waiting days for repairs, and more of our tours turned into leases.",
  author: "Monica Alvarez",
  role: "Regional Property Manager",
  property: "428-unit community in Tampa",
  results: [
    { value: "40%", label: "Less time to turn a unit" },
    { value: "22%", label: "Higher leasing closing ratio" },
    { value: "48 to 12 hrs", label: "Maintenance response time" },
  ],
};

/** The five quote cards of the Testimonials section, each a different role and city. */
export const testimonials: readonly Testimonial[] = [
  {
    content:
      "Our technician from Sunshine State has been with us through two summers now. Residents know him by name, service requests are handled quickly, and our resident satisfaction scores are up 34% since he started.",
    author: "Jason Whitaker",
    role: "Community Manager",
    rating: 5,
    property: "312-unit community in Wesley Chapel",
  },
  {
    content:
      "We had a backlog of vacant units and were paying premium rates to outside contractors to turn them. The make-ready specialists they placed brought our turnover costs down 22% and kept every unit to the same standard.",
    author: "Lauren Pierce",
    role: "Property Manager",
    rating: 5,
    property: "240-unit garden community in Fort Myers",
  },
  {
    content:
      "In a build-to-rent community, curb appeal is the product. The groundskeepers they sent understood that right away, kept the irrigation dialed in through the dry spring, and had the streets clear the morning after a storm.",
    author: "Derek Olsen",
    role: "Regional Manager",
    rating: 5,
    property: "Build-to-rent community in Lakewood Ranch",
  },
  {
    content:
      "We needed licensed officers for our lobby and garage on short notice. Every officer arrived with a current Class D license, followed our post orders and wrote reports our board could actually use.",
    author: "Simone Charles",
    role: "General Manager",
    rating: 5,
    property: "Waterfront high-rise in Fort Lauderdale",
  },
  {
    content:
      "When our community manager went on leave in the middle of season, Sunshine State placed an interim manager with years of multifamily experience. She kept renewals, vendors and residents on track, and we hardly felt the transition.",
    author: "Robert Kim",
    role: "Asset Manager",
    rating: 5,
    property: "Luxury rental community in Naples",
  },
];

/** The Staffing Need dropdown of the consultation block; the empty option comes first. */
export const consultationNeeds: readonly ConsultationNeed[] = [
  { value: "", label: "Select your need" },
  { value: "maintenance", label: "Maintenance Staff" },
  { value: "leasing", label: "Leasing Staff" },
  { value: "groundskeeping", label: "Groundskeeping" },
  { value: "management", label: "Property Management" },
];

/** Shown under the consultation block's button. */
export const contactPromise =
  "A staffing specialist will contact you within one business day to discuss your community's needs.";

/** One line introducing the vetting steps. */
export const vettingSummary =
  "Every candidate completes four checks, finished within 72 hours, before we introduce them to a client.";

/** How candidates are vetted, in order. */
export const vettingSteps: readonly VettingStep[] = [
  {
    title: "Background check",
    description: "A criminal background check and identity verification for every candidate.",
  },
  {
    title: "Skills verification",
    description:
      "Hands-on questions and work history reviewed by someone who knows the role, from HVAC to leasing.",
  },
  {
    title: "Reference checks",
    description:
      "Conversations with recent supervisors about reliability, work quality and conduct.",
  },
  {
    title: "License and certification verification",
    description:
      "Credentials such as EPA 608, CPO, Florida Class D and CAM licenses confirmed with the issuer.",
  },
];

/** General questions about working with the agency. */
export const homeFaqs: readonly HomeFaq[] = [
  {
    question: "How does pricing work?",
    answer:
      "For temporary and part-time coverage you pay an hourly bill rate for the hours worked, with no placement fee. If you decide to hire a temporary staff member permanently, a conversion fee applies. For direct permanent placements we quote a fee up front. Rates depend on the role, the location and the schedule, and we confirm them before anyone starts.",
  },
  {
    question: "What if a placement is not the right fit?",
    answer:
      "Tell us and we will send a replacement at no extra charge. We check in after the first shift and the first week so problems surface early, and we use what you tell us to make the next match better.",
  },
  {
    question: "Who employs the staff, and are they insured?",
    answer:
      "Temporary staff are our employees. We handle their payroll, payroll taxes and workers' compensation coverage and carry general liability insurance, and we can provide certificates of insurance for your files. Permanent hires join your payroll from their start date.",
  },
  {
    question: "How quickly can you send someone?",
    answer:
      "We respond to every request within 24 hours, and our average deployment for urgent requests is 24 hours. Candidates are vetted within 72 hours of applying, so we keep a bench ready to go. How long a specific role takes depends on the city and the skills required, and your city page gives local timelines.",
  },
  {
    question: "Which areas do you serve?",
    answer:
      "We serve apartment communities in and around Tampa, Clearwater, St. Petersburg, Wesley Chapel, Lakewood Ranch, Fort Myers, Naples, Fort Lauderdale and Weston, including nearby cities such as Sarasota, Cape Coral and Pembroke Pines. If your property is elsewhere in Florida, ask us; we will tell you honestly whether we can staff it well.",
  },
];
