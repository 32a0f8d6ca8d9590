/** The header's section links (spec section 2, "Header and footer"); all are anchors on the home page. */
export const sectionLinks = [
  { label: "Services", to: "/#services" },
  { label: "Our Team", to: "/#staff" },
  { label: "Testimonials", to: "/#testimonials" },
  { label: "Contact", to: "/#contact" },
] as const;

/** The legal pages, linked from the site footer and the portal frame's footer. */
export const legalLinks = [
  { label: "Privacy Policy", href: "/legal/privacy-policy" },
  { label: "Terms of Service", href: "/legal/terms-of-service" },
  { label: "Accessibility", href: "/legal/accessibility" },
  { label: "Cookie Settings", href: "/legal/cookie-settings" },
] as const;
