/** The header's section links (spec section 2, "Header and footer"); all are anchors on the home page. */
import { paths } from "@/domain/paths";
export const sectionLinks = [
  { label: "Services", to: paths.home.section("services") },
  { label: "Our Team", to: paths.home.section("staff") },
  { label: "Testimonials", to: paths.home.section("testimonials") },
  { label: "Contact", to: paths.home.section("contact") },
] as const;

/** The legal pages, linked from the site footer and the portal frame's footer. */
export const legalLinks = [
  { label: "Privacy Policy", href: paths.legal.href("privacy-policy") },
  { label: "Terms of Service", href: paths.legal.href("terms-of-service") },
  { label: "Accessibility", href: paths.legal.href("accessibility") },
  { label: "Cookie Settings", href: paths.legal.href("cookie-settings") },
] as const;
