/** The Fort Myers city page, /locations/fort-myers: loaded on its own by that page (docs/decisions/0008). */
import type { CityPage } from "../locations";

const fortMyers: CityPage = {
  slug: "fort-myers",
  cityName: "Fort Myers",
  pageTitle: "Fort Myers Apartment Staffing | Maintenance & Make-Ready",
  metaDescription:
    "Fort Myers apartment staffing for communities that rebuilt after Hurricane Ian: vetted maintenance techs, make-ready crews, leasing and grounds staff.",
  headline: "Fort Myers Apartment Staffing for a Market That Rebuilt and Kept Growing",
  subheadline:
    "Vetted maintenance, make-ready, leasing and grounds staff for Lee County communities balancing storm readiness, seasonal demand and steady growth.",
  introText:
    "Hurricane Ian changed what it takes to run an apartment community in Fort Myers. After the storm came ashore in September 2022, many properties spent months bringing units back online, and the rebuilding boom that followed pulled skilled technicians toward restoration crews. Lee County has kept growing since, and winter residents still arrive every season. We place maintenance technicians, make-ready specialists, groundskeepers, leasing consultants and managers who have worked through storm recovery and know how to keep a community ready for the next one, from shutters and drainage in June to full occupancy in February.",
  keyPoints: [
    "Technicians experienced with water intrusion, drywall and post-storm repairs",
    "Make-ready specialists who can return offline units to rent-ready condition",
    "Seasonal leasing coverage for the winter-resident months",
    "Hurricane plans staffed before the season starts, not after a storm",
    "A local team covering Fort Myers, Cape Coral, Lehigh Acres and Estero",
  ],
  mainContent: {
    services: [
      "Most Fort Myers requests start with maintenance and make-ready. Communities along Colonial Boulevard, Daniels Parkway and the Six Mile Cypress corridor ask for technicians who can handle HVAC, plumbing and appliance work while also spotting the signs of water intrusion and mold that coastal Lee County properties have to watch for. Our make-ready specialists handle drywall patching, paint, flooring repairs, fixtures and cleaning, which matters when a property is catching up on units that sat offline.",
      "We also place leasing consultants for the winter season, groundskeepers who manage irrigation, drainage swales and storm debris, security officers with a Florida Class D license, and community managers who can steady a property through a difficult stretch. Where communities keep pool care in-house, we can place CPO-certified staff.",
    ],
    benefits: [
      "Post-storm Fort Myers is a tight labor market. Restoration and construction work compete for the same people who keep apartments running, and many communities lost experienced staff in the years after Ian. A staffing partner with a vetted bench lets you cover gaps quickly instead of leaving work orders to pile up.",
      "Seasonal demand adds a second peak. Winter residents, snowbird families and visitors fill the area from late fall into spring, and summer brings both the heaviest air-conditioning load and the start of hurricane season. Temporary coverage lets you match staffing to each swing.",
      "Preparation is the third benefit. We work with clients before June to line up extra technicians and groundskeepers for shutters, drains and cleanup, so staffing is already arranged when a storm is on the way.",
    ],
    process: [
      "Reach out by phone or staffing request with the role, the property and your timeline, including any storm-related work still underway. We respond within 24 hours.",
      "Candidates come from our vetted Lee and Collier county pool. Each has completed a background check, skills verification, reference checks and license or certification verification, finished within 72 hours of applying. For urgent requests, our average deployment time is 24 hours. After placement we stay in contact, and if the fit is wrong we send a replacement.",
      "Because so much of Fort Myers runs on a seasonal calendar, we also offer clients a planning call each spring and fall to review staffing ahead of hurricane season and ahead of the winter residents' return. That way extra coverage is booked in advance, not improvised.",
    ],
  },
  testimonial: {
    quote:
      "After Ian we had whole buildings waiting on drywall, paint and flooring, and every contractor in town was booked. Sunshine State sent make-ready specialists who worked alongside our team until the last unit was leased again.",
    author: "Marcus Hill",
    position: "Property Manager",
    company: "Caloosa Pointe Residences",
  },
  faqs: [
    {
      question: "Do you still help communities finishing Hurricane Ian repairs?",
      answer:
        "Yes. Some Fort Myers properties are still completing repairs or reopening units. We place make-ready specialists and technicians for drywall, paint, flooring, fixtures and appliance installation alongside your contractors. Structural, roofing and other licensed trade work stays with licensed contractors.",
    },
    {
      question: "How do you help communities prepare for hurricane season?",
      answer:
        "We plan with you before June, line up technicians and groundskeepers for shutters, drain clearing and loose-item storage, and keep them on call for cleanup afterward. Our average deployment for urgent requests is 24 hours, subject to road access and safety.",
    },
    {
      question: "Do you cover Cape Coral?",
      answer:
        "Yes. Our Fort Myers team covers Cape Coral, Lehigh Acres, Estero and the rest of Lee County. Bonita Springs is served together with our Naples team.",
    },
    {
      question: "Can we get extra leasing help during season?",
      answer:
        "Yes. We place leasing consultants on part-time or temporary schedules for the winter months, when seasonal residents and relocating families drive tour traffic, and end the assignment when you no longer need it.",
    },
    {
      question: "Why is it so hard to keep maintenance technicians in Fort Myers?",
      answer:
        "Since Ian, restoration and construction work have competed for the same skilled people. We help by giving you honest pay guidance, placing vetted technicians quickly, and offering temp-to-hire so you can confirm the fit before making a permanent offer.",
    },
  ],
  nearbyLocations: ["Naples", "Cape Coral", "Bonita Springs"],
  mainImageAlt: "Make-ready specialist painting a refurbished apartment interior in Fort Myers",
  neighborhoods: ["Downtown River District", "McGregor", "Whiskey Creek", "Dunbar", "Gateway"],
  geo: { latitude: 26.6406, longitude: -81.8723 },
};

export default fortMyers;
