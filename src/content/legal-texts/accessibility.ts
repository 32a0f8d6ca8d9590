/** The Accessibility Statement, /legal/accessibility (see ../legal.ts). */
import type { LegalDocument } from "../legal";
import { formatAddress, site } from "../site";

const accessibilityStatement: LegalDocument = {
  slug: "accessibility",
  title: "Accessibility Statement",
  summary: `${site.name} wants everyone to be able to request staff, apply for a position and use the client portal, whatever their abilities or technology.`,
  sections: [
    {
      heading: "Our commitment",
      paragraphs: [
        "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across this website and the client portal. Accessibility is part of how we build and test every page, not a separate project.",
      ],
    },
    {
      heading: "What we do",
      paragraphs: [],
      list: [
        "Every page can be used with a keyboard alone, with a visible focus indicator and a Skip to main content link.",
        "Pages use real headings, landmarks and labels so screen readers such as NVDA, JAWS and VoiceOver can navigate them; each form field has a label, and error messages are announced with the field they belong to.",
        "Text and controls meet WCAG contrast requirements, and pages still work when text is enlarged to 200% or the window is narrow.",
        "Illustrations have text alternatives, and decorative images are hidden from assistive technology.",
        "The contact and application forms work without JavaScript, and motion is reduced when your device asks for it.",
        "We test pages with automated accessibility checks on every change, and by hand with a keyboard and a screen reader.",
      ],
    },
    {
      heading: "Known limitations",
      paragraphs: [
        "Résumés and documents that applicants or clients upload are provided by them, and we cannot guarantee that they are accessible. If you need information from such a document in another format, ask us and we will help.",
      ],
    },
    {
      heading: "Report a barrier or ask for help",
      paragraphs: [
        "If something on this site is hard to use, tell us. Say which page you were on, what you were trying to do and, if you like, which browser and assistive technology you use. We will reply within two business days and, while we fix the problem, help you another way: we can take a staffing request or a job application by phone or e-mail.",
      ],
      list: [
        `E-mail: ${site.email}`,
        `Phone: ${site.phone.display} (${site.hours.days}, 9:00 AM to 5:00 PM Eastern)`,
        `Mail: ${formatAddress()}`,
      ],
      after: ["Florida Relay Service users can reach us by dialing 711."],
    },
  ],
};

export default accessibilityStatement;
