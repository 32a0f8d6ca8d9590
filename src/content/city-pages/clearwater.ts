/** The Clearwater city page, /locations/clearwater: loaded on its own by that page (docs/decisions/0008). */
import type { CityPage } from "../locations";

const clearwater: CityPage = {
  slug: "clearwater",
  cityName: "Clearwater",
  pageTitle: "Clearwater Apartment Staffing | Beach & US-19 Communities",
  metaDescription:
    "Clearwater apartment staffing for beach-area and US-19 communities: vetted maintenance technicians, make-ready crews, leasing agents and groundskeepers.",
  headline: "Clearwater Staffing for Salt Air, Seasonal Residents and Older Properties",
  subheadline:
    "Vetted maintenance, make-ready, leasing and grounds staff for communities from Clearwater Beach to the US-19 corridor.",
  introText:
    "Clearwater is really two apartment markets a few miles apart. Near the beach, on Island Estates and Sand Key, communities contend with salt air that eats at railings and condenser coils, heavy seasonal traffic on the causeway, and winter residents who arrive after the holidays and leave by late spring. Inland along US-19, Gulf-to-Bay Boulevard and the Countryside area, much of the rental stock is garden-style housing built decades ago, where aging plumbing, roofs and HVAC keep a maintenance team busy all year. We place technicians, make-ready specialists, leasing consultants, groundskeepers and managers who understand both settings, and we respond to every Clearwater request within 24 hours.",
  keyPoints: [
    "Technicians who know how to slow salt-air corrosion on coils, railings and fixtures",
    "Winter-season leasing help for communities with strong snowbird demand",
    "Make-ready specialists experienced with older garden-style units along US-19",
    "Storm preparation and cleanup support from June through November",
    "One local team for Clearwater, Palm Harbor, Dunedin and Safety Harbor",
  ],
  mainContent: {
    services: [
      "Along the US-19 corridor and around Countryside, the most common request is for maintenance technicians who can keep older systems running: galvanized and cast-iron plumbing, original electrical panels, through-wall units and split systems that have been repaired many times over. We pair those technicians with make-ready specialists who take a dated unit from move-out to rent-ready, handling paint, fixtures, flooring repairs and deep cleaning so it shows well against newer competition.",
      "Closer to the water the work shifts outdoors. Our groundskeepers handle salt-tolerant landscaping, irrigation and pool decks; leasing consultants manage the winter rush of seasonal and furnished-unit inquiries; and security officers holding a Florida Class D license cover gates, garages and amenity areas during the busy months. We also place property managers and assistant managers for communities that need steady leadership through the season.",
    ],
    benefits: [
      "Seasonality defines Clearwater's rental market. In the winter months, seasonal residents fill furnished units and tour traffic climbs; by summer, occupancy softens and turnover rises. Flexible staffing lets you add a leasing consultant or a make-ready specialist for the busy stretch instead of carrying that headcount all year.",
      "Salt air and storms add a second layer. Coastal properties wear through condenser coils, hinges, light fixtures and railings faster than inland ones, and the 2024 hurricane season showed Pinellas County how quickly storm surge can turn an ordinary week into a recovery project. Extra hands for shutters, drains, debris and water-damaged units protect residents and your budget.",
      "A local partner also saves time. Our recruiters know the Clearwater labor market, what candidates expect to earn, and which commutes over the bridges and causeways actually work on a summer afternoon.",
    ],
    process: [
      "Tell us what the community needs, whether that is a full-time maintenance supervisor, part-time weekend leasing coverage for the season, or an emergency crew after a storm. We respond within 24 hours, confirm the scope, schedule and bill rate, and start matching from our vetted Pinellas County candidates. If you are not sure whether you need a full-time hire or seasonal coverage, we will walk through the options with you.",
      "Every candidate has already cleared a background check, skills verification, reference checks and license verification, a process we complete within 72 hours. You can interview finalists if you wish, approve the placement and receive a briefed professional on the agreed start date. We check in after the first week, and if anything is off, we work with you to fix it or send a replacement.",
    ],
  },
  testimonial: {
    quote:
      "We are a few blocks from the causeway, so between salt air and winter move-ins we never have enough hands. The technician Sunshine State placed with us had worked on coastal properties before, and it shows in how he stays ahead of corrosion instead of chasing it.",
    author: "Rafael Dominguez",
    position: "Property Manager",
    company: "Gulfbreeze Commons",
  },
  faqs: [
    {
      question: "Do you place staff at beach-area communities in Clearwater?",
      answer:
        "Yes. We staff communities near Clearwater Beach, on Island Estates and on Sand Key as well as inland properties. For coastal sites we look for technicians and groundskeepers who have dealt with salt-air corrosion, salt-tolerant plantings and pool decks exposed to wind and sand.",
    },
    {
      question: "Can we add leasing help just for the winter season?",
      answer:
        "Yes. Many Clearwater communities see their heaviest leasing traffic from winter residents early in the year. We can place a leasing consultant on a part-time or seasonal schedule and end the assignment when demand eases, with no obligation to hire.",
    },
    {
      question: "Our property is older. Are your technicians comfortable with aging systems?",
      answer:
        "That is exactly what many of our Clearwater technicians do every day. We screen for hands-on experience with older plumbing, electrical panels, roofs and HVAC equipment, and we tell you up front when a job needs a licensed contractor rather than an on-site technician.",
    },
    {
      question: "Do you cover Palm Harbor, Dunedin and Safety Harbor?",
      answer:
        "Yes. Our Clearwater team covers North Pinellas, including Palm Harbor, Dunedin, Safety Harbor and Oldsmar, and works with our St. Petersburg and Tampa teams when a community sits between markets.",
    },
    {
      question: "Can you help after a hurricane or tropical storm?",
      answer:
        "Yes. During hurricane season, June through November, we can schedule extra maintenance, make-ready and grounds staff for storm preparation and cleanup. Our average deployment for urgent requests is 24 hours, always subject to road access and safety after a storm.",
    },
  ],
  nearbyLocations: ["Tampa", "St. Petersburg", "Palm Harbor"],
  mainImageAlt:
    "Groundskeeper trimming palms beside the pool of a Clearwater apartment community near the Gulf",
  neighborhoods: [
    "Downtown Clearwater",
    "Clearwater Beach",
    "Island Estates",
    "Sand Key",
    "Countryside",
  ],
  geo: { latitude: 27.9659, longitude: -82.8001 },
};

export default clearwater;
