/**
 * Home page copy (see ../marketing.ts): the consultation block: the Staffing Need options and the promise under its button.
 */
import type { ConsultationNeed } from "../marketing";

/** The Staffing Need dropdown of the consultation block; the empty option comes first. */
export const consultationNeeds: readonly ConsultationNeed[] = [
  { value: "", label: "Select your need" },
  { value: "maintenance", label: "Maintenance Staff" },
  { value: "leasing", label: "Leasing Staff" },
  { value: "groundskeeping", label: "Groundskeeping" },
  { value: "management", label: "Property Management" },
];

/** Shown under the consultation block's button. */
export const contactPromise =
  "A staffing specialist will contact you within one business day to discuss your community's needs.";
