/**
 * Home page copy (see ../marketing.ts): the hero: its heading text and the four claims.
 */
import type { HeroContent, StatItem } from "../marketing";

export const hero: HeroContent = {
  headline: "Reliable staff for Florida apartment communities",
  subheadline:
    "We place vetted maintenance technicians, groundskeepers, leasing consultants, property managers, make-ready specialists and security staff, for a full-time hire, part-time coverage or an emergency shift.",
};

/** The hero's four claims (spec section 2, "Home page"). */
export const heroClaims: readonly StatItem[] = [
  { value: "500+", label: "Professionals Placed" },
  { value: "98%", label: "Client Satisfaction" },
  { value: "150+", label: "Properties Served" },
  { value: "24hr", label: "Response Time" },
];
