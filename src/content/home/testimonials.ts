/**
 * Home page copy (see ../marketing.ts): the Testimonials section (#testimonials).
 */
import type { FeaturedTestimonial, Testimonial } from "../marketing";

/** The featured quote of the Testimonials section. */
export const featuredTestimonial: FeaturedTestimonial = {
  quote:
    "Before we worked with Sunshine State, every summer meant a work-order backlog, units sitting vacant and a leasing office running short-handed. They placed two technicians, a make-ready specialist and a leasing consultant who fit in from the first week. Our turns got faster, residents stopped waiting days for repairs, and more of our tours turned into leases.",
  author: "Monica Alvarez",
  role: "Regional Property Manager",
  property: "428-unit community in Tampa",
  results: [
    { value: "40%", label: "Less time to turn a unit" },
    { value: "22%", label: "Higher leasing closing ratio" },
    { value: "48 to 12 hrs", label: "Maintenance response time" },
  ],
};

/** The five quote cards of the Testimonials section, each a different role and city. */
export const testimonials: readonly Testimonial[] = [
  {
    content:
      "Our technician from Sunshine State has been with us through two summers now. Residents know him by name, service requests are handled quickly, and our resident satisfaction scores are up 34% since he started.",
    author: "Jason Whitaker",
    role: "Community Manager",
    rating: 5,
    property: "312-unit community in Wesley Chapel",
  },
  {
    content:
      "We had a backlog of vacant units and were paying premium rates to outside contractors to turn them. The make-ready specialists they placed brought our turnover costs down 22% and kept every unit to the same standard.",
    author: "Lauren Pierce",
    role: "Property Manager",
    rating: 5,
    property: "240-unit garden community in Fort Myers",
  },
  {
    content:
      "In a build-to-rent community, curb appeal is the product. The groundskeepers they sent understood that right away, kept the irrigation dialed in through the dry spring, and had the streets clear the morning after a storm.",
    author: "Derek Olsen",
    role: "Regional Manager",
    rating: 5,
    property: "Build-to-rent community in Lakewood Ranch",
  },
  {
    content:
      "We needed licensed officers for our lobby and garage on short notice. Every officer arrived with a current Class D license, followed our post orders and wrote reports our board could actually use.",
    author: "Simone Charles",
    role: "General Manager",
    rating: 5,
    property: "Waterfront high-rise in Fort Lauderdale",
  },
  {
    content:
      "When our community manager went on leave in the middle of season, Sunshine State placed an interim manager with years of multifamily experience. She kept renewals, vendors and residents on track, and we hardly felt the transition.",
    author: "Robert Kim",
    role: "Asset Manager",
    rating: 5,
    property: "Luxury rental community in Naples",
  },
];
