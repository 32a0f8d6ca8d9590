/**
 * City page content: the nine `/locations/{slug}` pages, the nearby places that have no page of
 * their own, and the fixed "Our Services" list shown on every city page.
 *
 * Follows spec section 2 ("City pages": layout, five key points, five FAQs, three nearby places
 * per the nearby table) and section 3 ("City page content": the fields of a page). Every figure
 * used here is one of the marketing claims of spec section 9 (24hr response time, vetting within
 * 72 hours, 24-hour average deployment for urgent requests, 48-72 hours for urgent Tampa roles,
 * 5-7 days for specialized roles, 72 hours in Wesley Chapel); everything else is qualitative.
 * People, communities and quotes in testimonials are fictional.
 */

/** One question and answer of a city page's FAQ block. */
export interface CityFaq {
  question: string;
  answer: string;
}

/** The optional client quote of a city page (fictional person and community). */
export interface CityTestimonial {
  quote: string;
  author: string;
  position: string;
  company: string;
}

/** The three long-form sections of a city page; each is a list of paragraphs. */
export interface CityMainContent {
  services: string[];
  benefits: string[];
  process: string[];
}

/** City-centre coordinates for structured data, to four decimal places. */
export interface GeoCoordinates {
  latitude: number;
  longitude: number;
}

/** Everything a `/locations/{slug}` page shows, plus what its metadata needs. */
export interface CityPage {
  /** URL segment, the same as `citySlug(cityName)` in site.ts. */
  slug: string;
  /** Display name ("St. Petersburg"). */
  cityName: string;
  /** Document title, at most 60 characters, without the agency name. */
  pageTitle: string;
  /** Meta description, 140-160 characters. */
  metaDescription: string;
  headline: string;
  subheadline: string;
  /** The introduction under the headline, 80-130 words. */
  introText: string;
  /** "Why Property Owners in {city} Choose Us": exactly five points. */
  keyPoints: string[];
  mainContent: CityMainContent;
  testimonial?: CityTestimonial;
  /** Exactly five. */
  faqs: CityFaq[];
  /** Exactly the three places of the spec's nearby table, in its order (display names). */
  nearbyLocations: string[];
  mainImageAlt: string;
  /** Real neighborhoods and areas of the city, for copy and structured data (`areaServed`). */
  neighborhoods: string[];
  geo: GeoCoordinates;
}

/** A nearby place without its own city page, served by the team of one that lists it. */
export interface ServiceAreaPlace {
  /** Lower case, spaces to hyphens ("palm-harbor"); the nearby links point at `/locations/{slug}`. */
  slug: string;
  name: string;
  /** Slug of the city page whose team covers this place. */
  coveredBy: string;
  /** Two or three sentences: who serves it, which roles, how to request staff. */
  summary: string;
}

/** The fixed "Our Services" list of every city page (spec section 2, "City pages"). */
export const ourServicesList: readonly string[] = [
  "Maintenance Technicians",
  "Leasing Consultants",
  "Property Managers",
  "Groundskeepers",
];

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

/** The nine city pages, in the spec's order (section 1 and the nearby table of section 2). */
export const cityPages: readonly CityPage[] = [
  tampa,
  clearwater,
  stPetersburg,
  wesleyChapel,
  lakewoodRanch,
  fortMyers,
  naples,
  fortLauderdale,
  weston,
];

/** Finds a city page by its slug; undefined when the agency has no page for it. */
export function findCityPage(slug: string): CityPage | undefined {
  return cityPages.find((page) => page.slug === slug);
}

/**
 * Nearby places without a page of their own, each covered by the team of a city page that lists
 * it as nearby (the closest, when two do: Bonita Springs goes to Naples).
 */
export const serviceAreaPlaces: readonly ServiceAreaPlace[] = [
  {
    slug: "palm-harbor",
    name: "Palm Harbor",
    coveredBy: "clearwater",
    summary:
      "Our Clearwater team serves apartment communities in Palm Harbor and the rest of North Pinellas. We place maintenance technicians, make-ready specialists, groundskeepers, leasing consultants and property managers for full-time, part-time and emergency coverage. Call us or send a staffing request and mention Palm Harbor, and the Clearwater team will respond within 24 hours.",
  },
  {
    slug: "largo",
    name: "Largo",
    coveredBy: "st-petersburg",
    summary:
      "Largo communities are served by our St. Petersburg team, which knows the area's garden-style and mid-rise rental properties well. We place maintenance technicians, make-ready specialists, leasing consultants, groundskeepers and managers. Request staff through our form or by phone and we will respond within 24 hours.",
  },
  {
    slug: "lakeland",
    name: "Lakeland",
    coveredBy: "wesley-chapel",
    summary:
      "Our Wesley Chapel team covers Lakeland along the I-4 corridor. We place leasing consultants, maintenance technicians, make-ready specialists and groundskeepers for both new and established apartment communities. Send a staffing request with your start date and a recruiter will respond within 24 hours.",
  },
  {
    slug: "zephyrhills",
    name: "Zephyrhills",
    coveredBy: "wesley-chapel",
    summary:
      "Zephyrhills is served by our Wesley Chapel team, a short drive away in Pasco County. We place maintenance technicians, groundskeepers, leasing consultants and make-ready specialists for full-time, part-time or emergency needs. To request staff, use our staffing request form or give us a call.",
  },
  {
    slug: "sarasota",
    name: "Sarasota",
    coveredBy: "lakewood-ranch",
    summary:
      "Our Lakewood Ranch team serves apartment communities across Sarasota, from downtown to the I-75 corridor. We place maintenance technicians, groundskeepers, leasing consultants, make-ready specialists, security officers and property managers. Send a staffing request or call us, and we will respond within 24 hours.",
  },
  {
    slug: "bradenton",
    name: "Bradenton",
    coveredBy: "lakewood-ranch",
    summary:
      "Bradenton communities are covered by our Lakewood Ranch team. We place maintenance technicians, make-ready specialists, groundskeepers, leasing consultants and managers for apartment and build-to-rent properties. Request staff through our form or by phone and mention Bradenton.",
  },
  {
    slug: "university-park",
    name: "University Park",
    coveredBy: "lakewood-ranch",
    summary:
      "Our Lakewood Ranch team, just down University Parkway, serves rental communities in and around University Park. We place groundskeepers, maintenance technicians, leasing consultants and managers who are used to high appearance standards. Send a staffing request and a recruiter will respond within 24 hours.",
  },
  {
    slug: "cape-coral",
    name: "Cape Coral",
    coveredBy: "fort-myers",
    summary:
      "Our Fort Myers team serves apartment communities in Cape Coral, including properties still finishing repairs after Hurricane Ian. We place maintenance technicians, make-ready specialists, groundskeepers, leasing consultants and managers. Call us or send a staffing request, and we will respond within 24 hours.",
  },
  {
    slug: "bonita-springs",
    name: "Bonita Springs",
    coveredBy: "naples",
    summary:
      "Bonita Springs sits between our Naples and Fort Myers teams and is served day to day from Naples. We place leasing consultants, maintenance technicians, groundskeepers, make-ready specialists and managers, including seasonal coverage for the winter months. Request staff through our form or by phone.",
  },
  {
    slug: "marco-island",
    name: "Marco Island",
    coveredBy: "naples",
    summary:
      "Our Naples team serves rental communities on Marco Island. We place maintenance technicians, groundskeepers, leasing consultants and security officers, including seasonal coverage when winter residents return. Send a staffing request and we will respond within 24 hours to plan the commute and schedule with you.",
  },
  {
    slug: "pompano-beach",
    name: "Pompano Beach",
    coveredBy: "fort-lauderdale",
    summary:
      "Pompano Beach communities are covered by our Fort Lauderdale team. We place licensed security officers, maintenance technicians with coastal experience, leasing consultants, make-ready specialists and managers. Call us or send a staffing request and mention Pompano Beach.",
  },
  {
    slug: "hollywood",
    name: "Hollywood",
    coveredBy: "fort-lauderdale",
    summary:
      "Our Fort Lauderdale team serves apartment communities in Hollywood, from beachside buildings to garden communities west of US-1. We place maintenance technicians, security officers, leasing consultants, groundskeepers and managers. Request staff through our form or by phone, and we will respond within 24 hours.",
  },
  {
    slug: "sunrise",
    name: "Sunrise",
    coveredBy: "weston",
    summary:
      "Sunrise is served by our Weston team in western Broward County. We place maintenance technicians, groundskeepers, leasing consultants, make-ready specialists and property managers for full-time, part-time and emergency coverage. Send a staffing request or call us to get started.",
  },
  {
    slug: "pembroke-pines",
    name: "Pembroke Pines",
    coveredBy: "weston",
    summary:
      "Our Weston team covers apartment communities in Pembroke Pines. We place groundskeepers, maintenance technicians, leasing consultants, make-ready specialists and managers who work to master-planned standards. Request staff through our form or by phone, and we will respond within 24 hours.",
  },
];

/** Finds a nearby place without its own page by its slug; undefined when there is none. */
export function findServiceAreaPlace(slug: string): ServiceAreaPlace | undefined {
  return serviceAreaPlaces.find((place) => place.slug === slug);
}
