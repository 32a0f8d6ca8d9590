/**
 * The legal pages as typed data (spec section 2, "Legal pages"): what they share (the
 * last-updated date, the types, the contact line). Each text is a module of its own in
 * ./legal-texts (Privacy Policy, Terms of Service, Accessibility Statement), so a legal page loads
 * only its own (docs/decisions/0008); ./legal-documents.ts gathers them for tests and tools, and
 * ./cookie-settings.ts holds the cookie categories of Cookie Settings. Each page shows
 * "Last updated: April 16, 2025" and a Back to Home link.
 *
 * The texts describe what this product really does: what each form collects and why, the one
 * cookie the site needs, the preference cookie of Cookie Settings, how long records are kept,
 * and that Florida law governs. Identity and contact details come from `site`, never retyped.
 */
import { formatAddress, site } from "./site";

/** The spec's last-updated date of every legal page. */
export const LEGAL_LAST_UPDATED = "April 16, 2025";
/** The same date, machine-readable, for `<time dateTime>`. */
export const LEGAL_LAST_UPDATED_ISO = "2025-04-16";

/** One titled section of a legal page: paragraphs, then an optional bullet list. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Paragraphs after the list. */
  after?: readonly string[];
}

/** A legal page of running text. */
export interface LegalDocument {
  slug: "privacy-policy" | "terms-of-service" | "accessibility";
  title: string;
  /** One sentence for the page's meta description and its lead paragraph. */
  summary: string;
  sections: readonly LegalSection[];
}

/** How to reach the agency, as the legal texts write it. */
export const legalContactLine = `${site.name}, ${formatAddress()}; ${site.email}; ${site.phone.display}`;
