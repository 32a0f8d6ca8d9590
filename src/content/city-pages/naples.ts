/** The Naples city page, /locations/naples: loaded on its own by that page (docs/decisions/0008). */
import type { CityPage } from "../locations";

const naples: CityPage = {
  slug: "naples",
  cityName: "Naples",
  pageTitle: "Naples Apartment Staffing | Luxury & Seasonal Communities",
  metaDescription:
    "Naples apartment staffing for luxury and seasonal communities: polished leasing consultants, maintenance technicians, managers and licensed security staff.",
  headline: "Naples Staff Who Match the Standard Your Residents Expect",
  subheadline:
    "Polished leasing, maintenance, management and security staff for luxury rental communities, recruited for Collier County's seasonal rhythm.",
  introText:
    "Renting in Naples is rarely a budget decision. Residents in Pelican Bay, North Naples and along the Vanderbilt Beach corridor expect resort-quality grounds, a front desk that knows their names and a technician who treats their home with care. The challenge is keeping that standard all year. Occupancy and service requests climb in winter, when seasonal residents return, and ease over the summer. Meanwhile, the cost of living means many of the people who staff these communities commute from Golden Gate, Immokalee or Lee County. We recruit across that wider area and place polished, vetted professionals who can deliver the Naples standard and who are set up to stay.",
  keyPoints: [
    "Polished, resident-facing staff for luxury and high-service communities",
    "Seasonal staffing plans that scale up for winter and back down for summer",
    "Recruiting across Collier and Lee counties to widen a tight talent pool",
    "Technicians who work carefully in high-finish homes and amenity spaces",
    "Licensed security officers and CPO-certified pool staff where required",
  ],
  mainContent: {
    services: [
      "Luxury communities in Naples hire for presentation as much as skill. Our leasing consultants and front-desk staff are chosen for their polish and follow-through with residents who expect quick, personal answers. Our maintenance technicians are screened for careful work in homes with high-end finishes, appliances and smart-home systems, and for the judgment to call in a specialist rather than improvise.",
      "We also place community managers and assistant managers, including candidates with a Florida CAM license for properties tied to an association; groundskeepers for manicured grounds, lakes and palms; CPO-certified staff for pools and spas; and security officers holding a Florida Class D license for gatehouses and overnight patrols.",
      "For seasonal peaks we add make-ready specialists and leasing help, so move-ins before the winter rush go smoothly.",
    ],
    benefits: [
      "Seasonality is sharper in Naples than almost anywhere we work. Many communities run lean from May to October and then need every role filled when winter residents return. Temporary and part-time coverage lets you staff for the season without keeping peak headcount all year.",
      "The second benefit is reach. High housing costs in Collier County mean qualified candidates often live well outside Naples. We recruit across Golden Gate, Immokalee, Lehigh Acres and Fort Myers, and we are candid with clients about what pay and schedules will keep good people making that drive.",
      "Storm readiness is the third. Hurricane Ian's surge flooded parts of Naples in 2022, and grounds and maintenance staff who have prepared for and cleaned up after a storm are worth having in place by June.",
    ],
    process: [
      "Share the role, the community and the standard you expect, down to dress code and resident communication. We respond within 24 hours.",
      "We then present candidates who have completed our vetting within 72 hours: a background check, skills verification, reference checks and license or certification verification. You can meet finalists before confirming. Once your placement starts, we check in regularly through the season and arrange a replacement if the fit is not right.",
      "Before winter, we review the coming season with you: which roles need extra coverage, when seasonal staff should start, and which placements you may want to convert to permanent hires. After the season, we help you scale back in an orderly way, so the people who did good work are first in line for next year.",
    ],
  },
  testimonial: {
    quote:
      "Our residents notice everything, and our season is short and intense. Sunshine State found us a leasing consultant and a maintenance technician who fit the community from day one, and both came back for a second season.",
    author: "Catherine Ruiz",
    position: "General Manager",
    company: "Bellwether Palms",
  },
  faqs: [
    {
      question: "How do you handle the gap between high season and summer in Naples?",
      answer:
        "We plan the season with you in advance. Leasing, make-ready and front-desk roles can be added for the winter months and released in spring, while core maintenance and management positions stay permanent.",
    },
    {
      question: "Naples is expensive to live in. How do you find enough good staff?",
      answer:
        "We recruit across Collier and Lee counties, including Golden Gate, Immokalee, Lehigh Acres and Fort Myers, and we give clients honest guidance on pay and commutes. Fair bill rates, sensible shift times and, where clients offer it, help with parking or commuting costs make a real difference in who stays.",
    },
    {
      question: "Do you place staff for luxury, high-service communities?",
      answer:
        "Yes. We screen resident-facing staff for presentation, communication and discretion, and technicians for careful work in high-finish homes. Tell us your service standards and we will brief every placement on them before the first shift.",
    },
    {
      question: "Which areas around Naples do you serve?",
      answer:
        "Old Naples, Pelican Bay, North Naples, East Naples, Golden Gate and Vanderbilt Beach, plus Bonita Springs and Marco Island. Our Fort Myers team covers the rest of Lee County.",
    },
    {
      question: "Are your property managers licensed?",
      answer:
        "When the property requires it, yes. We place managers with a Florida CAM license or a real estate license where the role calls for one, and we verify each license with the state before placement.",
    },
  ],
  nearbyLocations: ["Fort Myers", "Bonita Springs", "Marco Island"],
  mainImageAlt:
    "Concierge greeting a resident in the lobby of a luxury apartment community in Naples",
  neighborhoods: [
    "Old Naples",
    "Pelican Bay",
    "North Naples",
    "East Naples",
    "Golden Gate",
    "Vanderbilt Beach",
  ],
  geo: { latitude: 26.142, longitude: -81.7948 },
};

export default naples;
