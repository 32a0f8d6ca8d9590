/** The Fort Lauderdale city page, /locations/fort-lauderdale: loaded on its own by that page (docs/decisions/0008). */
import type { CityPage } from "../locations";

const fortLauderdale: CityPage = {
  slug: "fort-lauderdale",
  cityName: "Fort Lauderdale",
  pageTitle: "Fort Lauderdale Apartment Staffing | High-Rise & Coastal",
  metaDescription:
    "Fort Lauderdale apartment staffing for high-rise and coastal communities: licensed security officers, maintenance technicians, leasing consultants, managers.",
  headline: "High-Rise and Coastal Apartment Staffing in Fort Lauderdale",
  subheadline:
    "Licensed security officers, maintenance technicians, leasing consultants and managers for towers along Las Olas, in Flagler Village and beside the Intracoastal.",
  introText:
    "Fort Lauderdale's newest apartments go up, not out. Towers around Las Olas Boulevard, Flagler Village and downtown run garages, pool decks, package rooms and lobbies around the clock, and residents notice at once when a door controller or elevator is down. Closer to the water, salt air corrodes balcony railings, hinges and condenser coils faster than most budgets assume, and king tides and summer downpours test every drain. We place security officers, maintenance technicians, leasing consultants, make-ready specialists and managers who are used to that pace and that environment, from downtown high-rises to garden communities west of I-95.",
  keyPoints: [
    "Florida Class D licensed security officers for lobbies, garages and amenity decks",
    "Maintenance technicians with high-rise and salt-air corrosion experience",
    "Leasing consultants who can sell a walkable Las Olas and downtown lifestyle",
    "Storm preparation, flood response and cleanup coverage during hurricane season",
    "Broward County coverage from Pompano Beach to Hollywood",
  ],
  mainContent: {
    services: [
      "Security is a bigger share of our work in Fort Lauderdale than in most markets. High-rise communities ask for officers to staff lobby desks, monitor garages and amenity decks, manage deliveries and patrol overnight. Every officer we place holds a current Florida Class D security officer license, verified before the first shift.",
      "Maintenance is the other constant. Our technicians handle the systems that keep a tower livable, such as domestic water pumps, trash chutes, garage gates and access control, and they know how to fight the corrosion that salt air causes on coils, railings and fixtures. We also place leasing consultants for high-rise lease-ups, make-ready specialists, groundskeepers and community managers for properties across Broward County. Bilingual English and Spanish candidates are available for many resident-facing roles.",
    ],
    benefits: [
      "A high-rise cannot wait until Monday. Flexible staffing lets you cover nights, weekends and vacations at the front desk and in maintenance without stretching your permanent team to the breaking point, and it gives you a quick way to add officers for events, holidays or a security concern.",
      "The coast adds its own calendar. Hurricane season runs June through November, king tides arrive in the fall, and seasonal residents fill the city in winter. With a staffing partner you can add technicians for storm preparation and cleanup, and leasing help for the busy months, without committing to permanent headcount.",
      "Flexible staffing also helps with turnover. Downtown renters tend to move often, and make-ready specialists who can turn a high-rise unit quickly, without disturbing the neighbors, keep vacant days to a minimum.",
    ],
    process: [
      "Contact us with the post or role, the hours, and anything specific to the building, such as access systems, parking rules or resident policies. We respond within 24 hours. If you already have post orders for security posts, send them; if not, we can help you draft them with your management team.",
      "We select candidates from our Broward County pool who have completed our vetting within 72 hours: background check, skills verification, reference checks and license or certification verification, including the Class D license for every security officer. For urgent requests, our average deployment time is 24 hours.",
      "Placements arrive with post orders or a site briefing you approve. We follow up after the first week, and we replace anyone who is not the right fit.",
    ],
  },
  testimonial: {
    quote:
      "Our lobby desk and garage need coverage every hour of the year, and that used to mean constant overtime. Sunshine State built us a reliable rotation of licensed officers and gave us a technician who understands what salt air does to a waterfront building.",
    author: "Andre Whitfield",
    position: "Property Manager",
    company: "Coralmont Tower",
  },
  faqs: [
    {
      question: "Do your security officers hold Florida licenses?",
      answer:
        "Yes. Every security officer we place holds a current Florida Class D security officer license, which we verify with the Florida Department of Agriculture and Consumer Services before placement.",
    },
    {
      question: "How do your technicians deal with salt-air corrosion?",
      answer:
        "We look for technicians who have worked on coastal properties and who build corrosion checks into preventive maintenance: rinsing and coating condenser coils, replacing corroded hardware early and reporting railing or balcony issues before they become safety concerns.",
    },
    {
      question: "Do you staff garden-style communities too, or only high-rises?",
      answer:
        "Both. We place maintenance, make-ready, grounds and leasing staff at garden-style and mid-rise communities west of I-95 and across Broward County, as well as at downtown towers.",
    },
    {
      question: "Which areas near Fort Lauderdale do you cover?",
      answer:
        "Downtown, Las Olas, Flagler Village, Victoria Park, Coral Ridge and the Galt Ocean Mile, plus Pompano Beach, Hollywood, Oakland Park, Wilton Manors and Dania Beach. Our Weston page covers western Broward County.",
    },
    {
      question: "Can you provide coverage during a storm watch or after flooding?",
      answer:
        "Yes. We can add security officers, technicians and groundskeepers for storm preparation, overnight watch and cleanup during hurricane season, subject to safety and road access.",
    },
  ],
  nearbyLocations: ["Weston", "Pompano Beach", "Hollywood"],
  mainImageAlt:
    "Security officer at the lobby desk of a high-rise apartment tower near Las Olas Boulevard in Fort Lauderdale",
  neighborhoods: [
    "Downtown Fort Lauderdale",
    "Las Olas",
    "Flagler Village",
    "Victoria Park",
    "Coral Ridge",
    "Galt Ocean Mile",
  ],
  geo: { latitude: 26.1224, longitude: -80.1373 },
};

export default fortLauderdale;
