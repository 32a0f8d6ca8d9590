/** The Tampa city page, /locations/tampa: loaded on its own by that page (docs/decisions/0008). */
import type { CityPage } from "../locations";

const tampa: CityPage = {
  slug: "tampa",
  cityName: "Tampa",
  pageTitle: "Tampa Apartment Staffing | Maintenance, Leasing & Management",
  metaDescription:
    "Apartment staffing in Tampa: vetted maintenance technicians, leasing consultants, make-ready crews and property managers for high-rise and garden communities.",
  headline: "Apartment Staffing for Tampa's High-Rises and Garden Communities",
  subheadline:
    "From Channel District towers to garden communities in Brandon and New Tampa, we place vetted maintenance, leasing, make-ready and management staff, with most urgent roles filled in 48-72 hours.",
  introText:
    "Tampa's apartment market runs at two speeds. Downtown, in the Channel District and around Westshore, high-rise and mid-rise communities need technicians who can keep elevators, garages and central systems running, and leasing teams that can turn a weekend of tours into signed leases. Out in Brandon, New Tampa and along the I-75 corridor, garden-style communities spread across many buildings, each with its own roofs, breezeways and pool. We staff both. From our office on Kennedy Boulevard we place maintenance technicians, leasing consultants, make-ready specialists, groundskeepers, property managers and security officers who already know Hillsborough County traffic, afternoon thunderstorms and what a July air-conditioning backlog looks like.",
  keyPoints: [
    "A local team based on Kennedy Boulevard, minutes from Westshore and downtown",
    "Most urgent roles filled in 48-72 hours; specialized roles in 5-7 days",
    "EPA 608-certified HVAC technicians for the summer service-request surge",
    "Leasing consultants experienced with high-rise lease-ups and competitive concessions",
    "Every candidate vetted within 72 hours: background, skills, references and licenses",
  ],
  mainContent: {
    services: [
      "In Tampa's urban core we most often fill the roles high-rise communities struggle to keep covered: maintenance technicians who are comfortable with central plant equipment, fire-alarm panels, garage gates and access-control systems, and leasing consultants who can run back-to-back tours in a building that is still in lease-up. Downtown, Channel District and Westshore managers also call us for weekend front-desk coverage and for security officers to watch garages, package rooms and amenity decks.",
      "Garden-style communities in Brandon, Carrollwood and New Tampa ask for something different. The work is spread across buildings and acres, so we send technicians who move quickly between breezeways, make-ready specialists who can turn paint, flooring and cleaning on a tight schedule, and groundskeepers who handle irrigation, retention ponds and storm debris. For communities that keep pool care in-house, we can place staff who hold a Certified Pool/Spa Operator (CPO) certification.",
    ],
    benefits: [
      "Tampa summers are a stress test. From June through September, air-conditioning calls pile up faster than a small in-house team can close them, and hurricane season runs on top of that until the end of November. Bringing in a vetted technician for the peak, instead of paying overtime until your lead technician burns out, keeps service steady and residents renewing.",
      "Our clients also use us to absorb Tampa's turnover peaks. Summer move-outs, the University of South Florida and University of Tampa calendars, and new lease-ups competing for the same renters all put pressure on make-ready and leasing. Temporary coverage lets you staff for the peak without carrying that payroll all year, and a temp who proves to be a great fit can be converted to a permanent hire.",
      "Because our recruiters live and work in Tampa Bay, we can also tell you plainly what a role pays in Westshore compared with Riverview, and help you set a bill rate that attracts good candidates.",
    ],
    process: [
      "Call us or submit a staffing request with the role, the community, the start date and anything unusual about the site, such as a fire watch, an HVAC backlog or a lease-up deadline. A Tampa recruiter responds within 24 hours to confirm the details, the schedule and the bill rate.",
      "We then match from our pool of pre-vetted Tampa Bay candidates. Each one has passed a background check, skills verification, reference checks and license or certification verification, all completed within 72 hours of joining us. Most urgent roles are filled in 48-72 hours; specialized roles such as CAM-licensed managers or EPA 608-certified HVAC leads typically take 5-7 days.",
      "Your placement arrives briefed on your community and procedures. We check in after the first shift and again after the first week, and if the fit is not right, we send a replacement.",
    ],
  },
  testimonial: {
    quote:
      "We opened the second tower at our Channel District community in the middle of summer, and our maintenance team was already stretched. Sunshine State sent two technicians who understood high-rise systems and a leasing consultant who could handle weekend tour traffic. Within a few days they worked like part of the team.",
    author: "Danielle Okafor",
    position: "Community Manager",
    company: "Tidewater Lofts",
  },
  faqs: [
    {
      question: "How quickly can you fill an apartment staffing role in Tampa?",
      answer:
        "Most urgent roles in Tampa, such as a maintenance technician or make-ready specialist covering a sudden vacancy, are filled within 48-72 hours. Specialized roles, including CAM-licensed property managers, EPA 608-certified HVAC leads and bilingual leasing managers, typically take 5-7 days because we verify licenses and references before anyone starts. Either way, we respond to every request within 24 hours.",
    },
    {
      question: "Do you staff high-rise communities downtown and in Westshore?",
      answer:
        "Yes. We place technicians with mid-rise and high-rise experience, including central plant equipment, fire-alarm and access-control systems, garage gates and trash chutes, along with leasing consultants, front-desk staff and licensed security officers for lobbies and garages.",
    },
    {
      question: "Which parts of the Tampa area do you cover?",
      answer:
        "Our Tampa team covers the city itself, including Downtown, the Channel District, Westshore, Hyde Park, Seminole Heights and New Tampa, and the surrounding Hillsborough County suburbs such as Brandon, Riverview, Carrollwood and Temple Terrace. Our Clearwater, St. Petersburg and Wesley Chapel pages describe the rest of Tampa Bay.",
    },
    {
      question: "Can we bring in extra maintenance help just for the summer?",
      answer:
        "Yes, and it is one of our most common Tampa requests. You can book a technician for the hottest months and release them when service requests slow down, or keep them through the end of hurricane season in November.",
    },
    {
      question: "Are your security officers in Tampa licensed?",
      answer:
        "Every security officer we place holds a current Florida Class D security officer license, which we verify with the Florida Department of Agriculture and Consumer Services before placement. We staff lobby, garage, gate and patrol posts, including overnight and weekend shifts.",
    },
  ],
  nearbyLocations: ["Clearwater", "St. Petersburg", "Wesley Chapel"],
  mainImageAlt:
    "Maintenance technician servicing a rooftop air-conditioning unit at a Tampa apartment community, with the downtown skyline behind",
  neighborhoods: [
    "Downtown Tampa",
    "Channel District",
    "Westshore",
    "Hyde Park",
    "New Tampa",
    "Brandon",
  ],
  geo: { latitude: 27.9506, longitude: -82.4572 },
};

export default tampa;
