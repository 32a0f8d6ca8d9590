/** The header's section links (spec section 2, "Header and footer"); all are anchors on the home page. */
export const sectionLinks = [
  { label: "Services", to: "/#services" },
  { label: "Our Team", to: "/#staff" },
  { label: "Testimonials", to: "/#testimonials" },
  { label: "Contact", to: "/#contact" },
] as const;
