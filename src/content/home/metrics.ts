/**
 * Home page copy (see ../marketing.ts): the metrics band.
 */
import type { StatItem } from "../marketing";

/** The metrics band under the Staff section. */
export const metrics: readonly StatItem[] = [
  { value: "500+", label: "Staff Placed" },
  { value: "98%", label: "Client Satisfaction" },
  { value: "150+", label: "Properties Served" },
  { value: "24hr", label: "Response Time" },
];
