/**
 * The legal pages (spec section 2, "Legal pages"): slug, title and a short statement each.
 * The full texts come with the legal-content issue; what is here is accurate for the site today.
 */
import { site } from "@/content/site";

export interface LegalPage {
  /** Path segment under /legal/. */
  slug: "privacy-policy" | "terms-of-service" | "accessibility" | "cookie-settings";
  title: string;
  /** Paragraphs of the page. */
  body: readonly string[];
}

/** The spec's last-updated date of the legal pages. */
export const LEGAL_LAST_UPDATED = "April 16, 2025";

export const legalPages: readonly LegalPage[] = [
  {
    slug: "privacy-policy",
    title: "Privacy Policy",
    body: [
      `${site.name} collects the information you give us when you create an account, request staff, apply for a position or subscribe to our newsletter, and uses it only to provide our staffing services and to contact you about them.`,
      "We do not sell your personal information. We share it only with the staff and clients involved in a placement, and with service providers who help us run this site.",
      `To see, correct or delete the information we hold about you, e-mail ${site.email}.`,
    ],
  },
  {
    slug: "terms-of-service",
    title: "Terms of Service",
    body: [
      `By using this website and the ${site.name} client portal you agree to provide accurate information and to keep your login details private.`,
      "Staffing requests submitted through the portal are requests, not contracts: each placement is confirmed with you directly before work begins.",
      `Questions about these terms? E-mail ${site.email} or call ${site.phone.display}.`,
    ],
  },
  {
    slug: "accessibility",
    title: "Accessibility Statement",
    body: [
      `${site.name} wants everyone to be able to use this website. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA: pages work with a keyboard and screen readers, and text meets contrast requirements.`,
      `If something on this site is hard to use, tell us at ${site.email} or ${site.phone.display} and we will help you and fix the problem.`,
    ],
  },
  {
    slug: "cookie-settings",
    title: "Cookie Settings",
    body: [
      "This site sets one cookie: the session cookie that keeps you signed in to the client portal. It is strictly necessary, contains no personal details, and ends when you log out.",
      "We do not use advertising or tracking cookies.",
    ],
  },
];
