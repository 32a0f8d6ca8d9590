/** The Wesley Chapel city page, /locations/wesley-chapel: loaded on its own by that page (docs/decisions/0008). */
import type { CityPage } from "../locations";

const wesleyChapel: CityPage = {
  slug: "wesley-chapel",
  cityName: "Wesley Chapel",
  pageTitle: "Wesley Chapel Apartment Staffing | Lease-Up & Maintenance",
  metaDescription:
    "Wesley Chapel apartment staffing for lease-ups along SR 56 and I-75: leasing consultants, maintenance techs and make-ready crews, most roles filled in 72 hours.",
  headline: "Staffing Wesley Chapel's New Communities From Lease-Up to Stabilization",
  subheadline:
    "Leasing, maintenance, make-ready and grounds staff for new communities along SR 56 and I-75, with most positions filled within 72 hours.",
  introText:
    "Wesley Chapel has been one of the fastest-growing parts of Tampa Bay, and its apartment market shows it. New communities keep opening along State Road 56, around Wiregrass Ranch and near the I-75 and I-275 interchange, and each one needs a full team at once: leasing consultants for the lease-up, maintenance technicians to work through builder punch lists and warranty items, make-ready specialists, groundskeepers for young landscaping, and a manager to pull it together. That is a lot of hiring in a market where every new property recruits from the same pool. We keep a bench of vetted candidates from Pasco County and north Tampa so a new community can open fully staffed, and most positions here are filled within 72 hours.",
  keyPoints: [
    "Most Wesley Chapel positions filled within 72 hours",
    "Lease-up leasing teams that can handle heavy tour traffic and move-in schedules",
    "Technicians who can work through builder punch lists and warranty items",
    "Groundskeepers who establish new sod, plantings and irrigation in Florida heat",
    "A ready bench of vetted candidates across Pasco County and north Tampa",
  ],
  mainContent: {
    services: [
      "A new community in Wesley Chapel usually needs its whole team in the same few weeks. We staff leasing consultants who are comfortable with model tours, hard-hat tours and a constant flow of applications; maintenance technicians who can inspect new units, log builder warranty items and handle the first wave of move-in requests; and make-ready specialists who get each finished building to move-in condition.",
      "Outside, new landscaping needs attention while it takes hold. Our groundskeepers manage irrigation schedules, new sod and plantings, retention ponds and the clean, finished look a lease-up depends on. Once the community starts to stabilize, we place property managers and assistant managers to run it, and security officers with a Florida Class D license where construction is still underway next door.",
    ],
    benefits: [
      "Lease-up staffing is temporary by nature. Tour traffic, move-ins and builder punch work peak for months and then settle, which makes it expensive to hire a permanent team sized for the peak. Our clients bring in extra leasing and make-ready staff for the lease-up, then keep the strongest people on as the permanent team.",
      "Speed matters too. Communities along SR 56 often open within months of one another, and the first to be fully staffed gets the first look from renters. Filling most roles within 72 hours helps you open on schedule.",
      "Finally, new construction still breaks. Summer heat tests brand-new HVAC systems, and hurricane season from June through November arrives whether or not the last building is finished. A technician who already knows your site is the best protection.",
    ],
    process: [
      "Send us your opening date, the roles you need and how long you expect the lease-up to last. We respond within 24 hours and build a staffing plan with you, from the first leasing consultant to the full maintenance team.",
      "We fill most Wesley Chapel positions within 72 hours from candidates who have already completed our vetting: background check, skills verification, reference checks and license or certification verification. As the community stabilizes, we help you scale down temporary roles or convert the people you want to keep into permanent hires.",
      "Throughout the lease-up we check in with your community manager every week, adjust headcount as buildings are delivered, and replace anyone who is not the right fit. When your regional team asks how staffing is going, you will have a clear answer.",
    ],
  },
  testimonial: {
    quote:
      "We were opening buildings faster than we could hire. Sunshine State gave us two leasing consultants for the lease-up and a technician who worked through the builder's punch list unit by unit. When things settled, we hired the technician permanently.",
    author: "Brianna Castillo",
    position: "Community Manager",
    company: "Oakstead Crossing",
  },
  faqs: [
    {
      question: "How fast can you staff a community in Wesley Chapel?",
      answer:
        "Most positions in Wesley Chapel are filled within 72 hours of a confirmed request, because we keep a bench of vetted candidates in Pasco County and north Tampa. We respond to every request within 24 hours.",
    },
    {
      question: "Can you staff an entire lease-up team?",
      answer:
        "Yes. We can place leasing consultants, maintenance technicians, make-ready specialists, groundskeepers and an interim or permanent manager together, on a schedule that follows your building deliveries.",
    },
    {
      question: "What do your technicians do during a new-construction handoff?",
      answer:
        "They inspect completed units, document builder warranty items, coordinate with the general contractor's warranty team and handle the first service requests from new residents, so your permanent staff starts with a clean list.",
    },
    {
      question: "Do you cover Zephyrhills, Lakeland and Land O' Lakes?",
      answer:
        "Yes. Our Wesley Chapel team covers Pasco County communities such as Zephyrhills, Land O' Lakes and Lutz, and reaches east along I-4 to Lakeland.",
    },
    {
      question: "What happens to temporary staff after the lease-up?",
      answer:
        "You decide. Assignments can end as the community stabilizes, continue part-time, or convert to permanent employment for a conversion fee that we explain before the assignment starts.",
    },
  ],
  nearbyLocations: ["Tampa", "Lakeland", "Zephyrhills"],
  mainImageAlt:
    "Leasing consultant welcoming new residents at the clubhouse of a newly built Wesley Chapel apartment community",
  neighborhoods: ["Wiregrass Ranch", "Seven Oaks", "Meadow Pointe", "Epperson", "Avalon Park West"],
  geo: { latitude: 28.2389, longitude: -82.3278 },
};

export default wesleyChapel;
