/**
 * Home page copy (see ../marketing.ts): the Staff section (#staff): the featured block, the four staff cards and how candidates are vetted.
 */
import type { FeaturedStaff, StaffCard, VettingStep } from "../marketing";

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
