/**
 * The four legal routes (spec section 2, "Legal pages"): /legal/{slug}. The texts are typed data
 * in src/content/legal-texts, each loaded only by its own page; this list is what the route
 * table needs, so it does not import them (content.test.ts checks that the two agree).
 * Cookie Settings has its own page with the switches.
 */

export interface LegalPage {
  /** Path segment under /legal/. */
  slug: "privacy-policy" | "terms-of-service" | "accessibility" | "cookie-settings";
  title: string;
}

/** Every legal page, in footer order. */
export const legalPages: readonly LegalPage[] = [
  { slug: "privacy-policy", title: "Privacy Policy" },
  { slug: "terms-of-service", title: "Terms of Service" },
  { slug: "accessibility", title: "Accessibility Statement" },
  { slug: "cookie-settings", title: "Cookie Settings" },
];
