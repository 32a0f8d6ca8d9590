/** The Lakewood Ranch city page, /locations/lakewood-ranch: loaded on its own by that page (docs/decisions/0008). */
import type { CityPage } from "../locations";

const lakewoodRanch: CityPage = {
  slug: "lakewood-ranch",
  cityName: "Lakewood Ranch",
  pageTitle: "Lakewood Ranch Apartment & Build-to-Rent Staffing",
  metaDescription:
    "Staffing for Lakewood Ranch apartments and build-to-rent communities: vetted maintenance technicians, groundskeepers, leasing consultants and managers.",
  headline: "Lakewood Ranch Staff Who Meet Master-Planned Standards",
  subheadline:
    "Maintenance, grounds, leasing and management staff for apartment and build-to-rent communities between Bradenton and Sarasota.",
  introText:
    "Lakewood Ranch holds every rental community to the look and feel of a master-planned town. Residents who choose an apartment near Main Street or a build-to-rent home off State Road 70 expect landscaping, amenity centers and service to match the neighborhoods around them. Build-to-rent adds its own logistics: instead of a few large buildings, a maintenance team may look after many detached homes and townhomes, each with its own roof, water heater and yard. We place technicians, groundskeepers, leasing consultants and managers who are comfortable with that model and who understand the Manatee and Sarasota calendar of winter residents, spring move-ins and summer storms.",
  keyPoints: [
    "Experience with build-to-rent communities of single-family homes and townhomes",
    "Groundskeepers who keep curb appeal in line with master-planned standards",
    "Leasing consultants who can tour scattered homes as well as amenity centers",
    "Hurricane preparation and cleanup support from June through November",
    "One team covering Lakewood Ranch, Sarasota, Bradenton and University Park",
  ],
  mainContent: {
    services: [
      "Build-to-rent communities in Lakewood Ranch are the fastest-changing part of our work here. They need technicians who can drive a route of homes in a day, diagnose a water heater or garage door on the spot and leave a resident's home as clean as they found it. We also place make-ready specialists who turn detached homes between residents, which means more square footage, more exterior work and more coordination than a typical apartment.",
      "For garden and mid-rise apartment communities near Main Street, Lakewood Centre and University Parkway, we staff the familiar roles: maintenance technicians, leasing consultants, groundskeepers and community managers. Across both property types, grounds standards are high, and our groundskeepers know irrigation, turf, palms and the county rules on fertilizer use during the rainy season.",
    ],
    benefits: [
      "In a master-planned community, your property is judged against its neighbors every day. Staffing gaps show quickly, in an untrimmed entry, a slow response to a resident or a leasing office that closes early. Flexible staffing keeps the standard steady when someone leaves or the season turns busy, without rushing a permanent hire. It also gives you time to find the right permanent person instead of the first available one.",
      "The calendar here also swings. Winter brings seasonal residents and more tours; late summer and early fall bring storms, and the 2024 season showed how much cleanup a single hurricane can leave behind in Manatee and Sarasota counties. We can add technicians and groundskeepers for storm preparation and recovery, then scale back when the work is done.",
    ],
    process: [
      "Tell us about the community: apartments, build-to-rent or both, the number of homes or units, the roles that need filling and when they should start. We respond within 24 hours and confirm the schedule and bill rate with you.",
      "We match candidates who live within a reasonable drive of Lakewood Ranch, because punctuality matters when a route of homes depends on one technician. Every candidate has passed our vetting, completed within 72 hours: background check, skills verification, reference checks and license or certification verification, including the Limited Commercial Landscape Maintenance certification for groundskeepers who apply pesticides.",
      "After placement, we check in with you and the staff member, and we adjust quickly, or send a replacement, if the schedule or the fit needs to change.",
    ],
  },
  faqs: [
    {
      question: "Do you staff build-to-rent communities as well as apartments?",
      answer:
        "Yes. We place technicians, make-ready specialists, groundskeepers and leasing consultants for build-to-rent communities of single-family homes and townhomes, and we screen for the driving, scheduling and resident-facing skills that scattered homes require.",
    },
    {
      question: "Can your groundskeepers meet community landscaping standards?",
      answer:
        "Yes. We look for experience with Florida turf, palms, irrigation and seasonal plantings, and we verify pesticide certification where the role requires it. Our groundskeepers also follow Manatee and Sarasota county rules that limit fertilizer use during the summer rainy season.",
    },
    {
      question: "Do you cover Sarasota, Bradenton and University Park?",
      answer:
        "Yes. Our Lakewood Ranch team serves Sarasota, Bradenton, University Park and the I-75 corridor between them, with the same vetting and the same 24-hour response time.",
    },
    {
      question: "How do you handle the busy winter months?",
      answer:
        "We plan ahead with you in the fall. You can add leasing consultants and make-ready specialists for the season on part-time or temporary schedules and release them as demand eases in spring.",
    },
    {
      question: "Can you place a manager for a brand-new community?",
      answer:
        "Yes. We place community managers and assistant managers for new and stabilized communities, including interim managers who can run the lease-up while you recruit a permanent leader.",
    },
  ],
  nearbyLocations: ["Sarasota", "Bradenton", "University Park"],
  mainImageAlt:
    "Groundskeeper edging the lawn of a build-to-rent home on a tree-lined street in Lakewood Ranch",
  neighborhoods: ["Main Street", "Lakewood Centre", "Waterside", "Greenbrook", "Summerfield"],
  geo: { latitude: 27.4003, longitude: -82.4266 },
};

export default lakewoodRanch;
