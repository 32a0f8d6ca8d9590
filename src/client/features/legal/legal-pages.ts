/**
 * The four legal routes (spec section 2, "Legal pages"): /legal/{slug}. The texts are typed data
 * in src/content/legal.ts; Cookie Settings has its own page with the switches.
 */
import { cookieSettingsIntro, LEGAL_LAST_UPDATED, legalDocuments } from "@/content/legal";

export interface LegalPage {
  /** Path segment under /legal/. */
  slug: "privacy-policy" | "terms-of-service" | "accessibility" | "cookie-settings";
  title: string;
}

export { LEGAL_LAST_UPDATED };

/** Every legal page, in footer order. */
export const legalPages: readonly LegalPage[] = [
  ...legalDocuments.map(({ slug, title }) => ({ slug, title })),
  { slug: "cookie-settings", title: cookieSettingsIntro.title },
];
