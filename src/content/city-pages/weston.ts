/** The Weston city page, /locations/weston: loaded on its own by that page (docs/decisions/0008). */
import type { CityPage } from "../locations";

const weston: CityPage = {
  slug: "weston",
  cityName: "Weston",
  pageTitle: "Weston Apartment Staffing | Master-Planned Standards",
  metaDescription:
    "Weston apartment staffing: groundskeepers, maintenance technicians, leasing consultants and managers who keep rental communities at master-planned standards.",
  headline: "Weston Staffing for Communities Where Appearance Matters",
  subheadline:
    "Groundskeepers, maintenance technicians, leasing consultants and managers for rental communities in one of Broward County's most carefully planned cities.",
  introText:
    "Weston was planned down to the landscaping, and its residents notice when a rental community does not keep up. Apartments and townhome rentals near Weston Town Center, in Bonaventure and along Weston Road sit beside neighborhoods with strict association standards, so overgrown hedges, stained walkways or a tired leasing office stand out. Many renters here are families who chose Weston for its schools and parks, and they stay longer when the community is quiet, clean and well maintained. We place groundskeepers, maintenance technicians, leasing consultants and managers who work to that standard, backed by a Broward County team that also covers Sunrise and Pembroke Pines.",
  keyPoints: [
    "Groundskeepers who keep lawns, hedges, lakes and entry features at association standards",
    "Maintenance technicians focused on tidy, responsive in-home service",
    "Leasing consultants who understand family renters and school-year timing",
    "Managers with CAM licensing available for association-linked properties",
    "Hurricane preparation, lake-edge drainage and cleanup support each season",
  ],
  mainContent: {
    services: [
      "Grounds come first in Weston. Our groundskeepers handle turf, hedges, palms and seasonal color, keep irrigation running efficiently, and watch lake banks, drains and entry features that shape a community's first impression. Where pesticide application is part of the job, we verify the required state certification.",
      "Inside, our maintenance technicians are chosen for responsiveness and manners as much as skill, since they work in the homes of families who often renew year after year. We also place leasing consultants, make-ready specialists, community managers and assistant managers, including candidates with a Florida CAM license, and security officers with a Florida Class D license for gated entries.",
      "For new owners or communities between managers, we can also place an interim manager who keeps vendors, renewals and resident communication on track until a permanent hire is made.",
    ],
    benefits: [
      "In Weston, reputation travels quickly. A community that keeps its grounds immaculate and answers service requests promptly keeps families renewing, while one that slips gets noticed by neighbors and prospects alike. Flexible staffing keeps the standard steady through vacations, resignations and the busy summer months.",
      "The calendar matters, too. Family renters tend to move between school years, so leasing and make-ready demand peaks in early summer, just as the air-conditioning load climbs and hurricane season begins. Adding temporary staff for that window protects service without inflating the year-round budget.",
      "Finally, many Weston communities want continuity. We favor long-term placements, so the same technician and groundskeeper learn the property and the residents learn their names. Residents notice the difference, and so do prospects on tour.",
    ],
    process: [
      "Tell us about the property, its standards and the roles you need. We respond within 24 hours and, for grounds roles, ask about your landscape contract so our staff complement it rather than duplicate it.",
      "Candidates come from our vetted Broward County pool; each has passed a background check, skills verification, reference checks and license or certification verification within 72 hours of applying. We brief them on your community standards before day one and follow up after the first week.",
      "If your community shares amenities or an entrance with an association, tell us who sets the standards. We will brief our staff on those rules as well, so your property meets the same expectations as the neighborhoods around it. If the fit is ever wrong, we send a replacement.",
    ],
  },
  faqs: [
    {
      question: "Can your groundskeepers meet Weston's appearance standards?",
      answer:
        "Yes. We place groundskeepers with experience at master-planned and association-managed properties, and we brief them on your specific standards for turf, hedges, palms, lakes and entry features before they start.",
    },
    {
      question: "When is leasing busiest for Weston communities?",
      answer:
        "Usually early summer, when families move between school years. We can add leasing consultants and make-ready specialists for that window on temporary or part-time schedules.",
    },
    {
      question: "Our residents stay for years. How do you keep service consistent?",
      answer:
        "We favor long-term placements and brief every staff member on your community's standards. If someone needs to be replaced, we overlap the handover where possible so residents are not left waiting.",
    },
    {
      question: "Do you cover Sunrise and Pembroke Pines?",
      answer:
        "Yes. Our Weston team covers western Broward County, including Sunrise, Pembroke Pines, Davie, Plantation and Cooper City. Our Fort Lauderdale team covers the coast.",
    },
    {
      question: "How do you help Weston properties prepare for hurricane season?",
      answer:
        "Before June we can line up extra groundskeepers and technicians to trim trees, clear drains along lakes and canals and secure outdoor furniture, and keep them available for cleanup after a storm, subject to safety and road access.",
    },
  ],
  nearbyLocations: ["Fort Lauderdale", "Sunrise", "Pembroke Pines"],
  mainImageAlt:
    "Groundskeeper trimming hedges along a lake at a landscaped apartment community in Weston",
  neighborhoods: [
    "Weston Town Center",
    "Bonaventure",
    "Savanna",
    "The Ridges",
    "Country Isles",
    "Weston Hills",
  ],
  geo: { latitude: 26.1004, longitude: -80.3998 },
};

export default weston;
