/** The St. Petersburg city page, /locations/st-petersburg: loaded on its own by that page (docs/decisions/0008). */
import type { CityPage } from "../locations";

const stPetersburg: CityPage = {
  slug: "st-petersburg",
  cityName: "St. Petersburg",
  pageTitle: "St. Petersburg Apartment Staffing | Downtown to Gateway",
  metaDescription:
    "Staffing for St. Petersburg apartment communities, from downtown towers to older garden-style properties: maintenance, leasing, make-ready and management.",
  headline: "St. Petersburg Apartment Staff for Older Buildings and New Towers",
  subheadline:
    "Maintenance technicians, leasing consultants, make-ready specialists and managers for downtown high-rises, Edge District mid-rises and the city's established garden-style communities.",
  introText:
    "St. Petersburg's rental stock has changed quickly. Downtown and the Edge District now have towers with rooftop pools, parking garages and residents who expect a service request to be handled the same day. A short drive away, much of the city's housing is still older garden-style and low-rise property, some of it in flood zones along Tampa Bay and Boca Ciega Bay, where maintenance is about keeping aging plumbing, roofs and electrical systems dependable. We place staff for both kinds of community, and we plan around what shapes the work here: hurricane season, the long summer air-conditioning load, and the winter months when seasonal residents return.",
  keyPoints: [
    "High-rise experience: garages, elevators, access control and amenity decks",
    "Technicians comfortable with older plumbing, roofing and electrical systems",
    "Flood-zone awareness and storm-recovery support through hurricane season",
    "Leasing consultants who can sell both a downtown lifestyle and garden-style value",
    "EPA 608, CPO and Florida Class D credentials verified wherever the role requires them",
  ],
  mainContent: {
    services: [
      "Downtown communities most often ask us for maintenance technicians with mid-rise and high-rise experience: central water heaters, trash chutes, garage gates, elevators that need a vendor called promptly, and access-control systems residents notice the minute they fail. Many of these buildings also need a leasing consultant who can tour confidently through amenity floors and explain parking, pet and package policies without a script.",
      "In the Old Northeast, Kenwood, Gateway and the neighborhoods off 34th Street, the stock is older and lower. There our technicians spend their days on plumbing, water heaters, roof leaks and electrical troubleshooting, and our make-ready specialists bring dated units up to market with paint, fixtures and careful cleaning.",
      "Across both, we place groundskeepers who know salt-tolerant landscaping, CPO-certified staff for pools, licensed security officers, and community managers and assistant managers for interim or permanent roles.",
    ],
    benefits: [
      "Older buildings reward consistency. A technician who learns where the shutoff valves are, which units flood in a king tide and which roofs leak in an afternoon storm is worth far more in the second month than the first. We favor longer placements for that reason, and we brief replacements thoroughly when a change is needed. That continuity means fewer surprises for residents.",
      "Storms are the other reason owners work with us. After the surge and wind of the 2024 hurricane season, many St. Petersburg communities learned how thin an in-house team gets when every unit needs attention at once. Having a staffing partner ready for preparation in early summer and for cleanup afterward means residents get answers faster and units come back online sooner. We can also set up a standing arrangement so the same people return each season.",
    ],
    process: [
      "Start with a call or a staffing request describing the property, the role and the timing. We respond within 24 hours and ask the questions that matter here: building age, flood exposure, high-rise systems and the hours the role covers.",
      "Next, we shortlist candidates from our Pinellas County pool. Every one has completed our vetting, which includes a background check, skills verification, reference checks and license or certification checks and is finished within 72 hours.",
      "Finally, your placement starts on the agreed date with a briefing on your community. We follow up after the first week and stay in touch for the length of the assignment, whether that is a storm-season stint or a permanent hire. If a placement is not working, tell us and we will send a replacement.",
    ],
  },
  testimonial: {
    quote:
      "Half our portfolio is older garden-style property and half is a newer mid-rise, and they need completely different people. Sunshine State understood that on the first call and sent us a technician for the older buildings who treats them with real care.",
    author: "Keisha Brantley",
    position: "Regional Manager",
    company: "Sunwick Flats",
  },
  faqs: [
    {
      question:
        "Do you work with both high-rise and older garden-style properties in St. Petersburg?",
      answer:
        "Yes. We screen technicians separately for high-rise systems and for older low-rise construction, so the person we send matches the building. Tell us the age and type of property when you request staff.",
    },
    {
      question: "Can you help with flood and storm recovery?",
      answer:
        "Yes. We supply maintenance, make-ready and grounds staff for storm preparation in early summer and for cleanup after a storm, including drying out units, removing damaged materials and getting units ready to rent again. Work that requires a licensed contractor, such as roofing or structural repair, stays with your contractors.",
    },
    {
      question: "Do you place property managers with a CAM license?",
      answer:
        "Yes, when the role calls for one. A Florida community association manager (CAM) license matters most for properties tied to a condominium or homeowners association, and some apartment owners simply prefer it. We verify every license with the state before placement.",
    },
    {
      question: "Which areas does your St. Petersburg team cover?",
      answer:
        "Downtown, the Old Northeast, the Edge District, the Grand Central District, Kenwood and the Gateway area, plus Largo, Pinellas Park, Gulfport, Seminole and the Gulf beach communities.",
    },
    {
      question: "Can we hire a temporary staff member permanently?",
      answer:
        "Yes. Many of our St. Petersburg placements begin as temporary coverage and convert to permanent roles. A conversion fee applies, and we explain it before the assignment starts so there are no surprises.",
    },
  ],
  nearbyLocations: ["Tampa", "Clearwater", "Largo"],
  mainImageAlt:
    "Leasing consultant showing a downtown St. Petersburg apartment with a view over the waterfront",
  neighborhoods: [
    "Downtown St. Petersburg",
    "Old Northeast",
    "Edge District",
    "Grand Central District",
    "Kenwood",
    "Gateway",
  ],
  geo: { latitude: 27.7676, longitude: -82.6403 },
};

export default stPetersburg;
