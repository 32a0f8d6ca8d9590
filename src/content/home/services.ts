/**
 * Home page copy (see ../marketing.ts): the six service cards of the Services section (#services).
 */
import type { ServiceCard } from "../marketing";

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
