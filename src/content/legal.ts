/**
 * The legal pages as typed data (spec section 2, "Legal pages"): Privacy Policy, Terms of Service,
 * Accessibility Statement, and the cookie categories of Cookie Settings. Each page shows
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

const contactLine = `${site.name}, ${formatAddress()}; ${site.email}; ${site.phone.display}`;

export const privacyPolicy: LegalDocument = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  summary: `How ${site.name} collects, uses, keeps and protects the information you give us through this website and the client portal.`,
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        `${site.name} is a staffing agency that places maintenance technicians, groundskeepers, leasing consultants, property managers, make-ready specialists and security personnel at apartment communities in Florida. We are responsible for the personal information described in this policy. You can reach us at ${contactLine}.`,
      ],
    },
    {
      heading: "What we collect and why",
      paragraphs: [
        "We collect only what you type into our forms, and we use it only for the purpose of that form:",
      ],
      list: [
        "Request Staff form: your company or community name, your name, e-mail address, the type of staff you need, the details and dates you give us, and your agreement to be contacted. We use it to answer your request, propose candidates and arrange a placement.",
        "Apply for a Position form: your full name, e-mail address, phone number, the position you want, your experience level, anything else you tell us, your résumé if you upload one, and your agreement to background checks. We use it to assess your application, contact you about openings and, with your agreement, run the background, reference and license checks a placement requires.",
        "Client portal account: username, e-mail address, full name, company name and phone number, plus the properties and staffing requests you add. We use it to run your account and your requests.",
        "Newsletter: your e-mail address, used only to send our staffing newsletter. Every issue has an unsubscribe link.",
        "Technical records: when you use the site, our server records the date and time, the page requested, your IP address and your browser type. We use these records to keep the service secure and working, for example to limit repeated form submissions.",
      ],
      after: [
        "The consultation fields on the home page send nothing; they only copy what you type into the Request Staff form.",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "We do not sell or rent personal information, and we do not share it for advertising. We share it only:",
      ],
      list: [
        "with the client community where a candidate is proposed or placed, limited to what the placement needs (name, qualifications, availability);",
        "with background-check and license-verification providers, only for applicants who agreed to those checks, as the Fair Credit Reporting Act requires;",
        "with the companies that host our servers and deliver our e-mail, under contracts that let them use the data only on our instructions;",
        "when the law requires it, such as a subpoena or court order.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "The site sets two cookies only when you sign in to the client portal: a session cookie that keeps you signed in, and a cookie named signed_in that holds no personal data and only tells your browser to load your account menu. Both expire when you log out or after 30 days. When you save your choices on the Cookie Settings page, we store them in a first-party cookie named cookie_preferences for one year so we can respect them on your next visit. We do not use analytics or advertising cookies today; if we add them, they will be off until you allow them in Cookie Settings.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [],
      list: [
        "Staffing requests and client accounts: for as long as your account is open, and up to three years after our last placement with you, for our business and tax records.",
        "Job applications and résumés: two years from your last contact with us, so we can consider you for new openings; sooner if you ask us to delete them.",
        "Newsletter addresses: until you unsubscribe.",
        "Server logs: 90 days.",
      ],
    },
    {
      heading: "How we protect it",
      paragraphs: [
        "The site is served over encrypted connections. Passwords are stored only as salted argon2id hashes, session cookies are HttpOnly, and résumés are stored outside the public website where only our staff can open them. Access inside our company is limited to the people who need it for a placement.",
      ],
    },
    {
      heading: "Your choices and rights",
      paragraphs: [
        `You can ask us to show you, correct or delete the personal information we hold about you, or to stop contacting you. E-mail ${site.email} or call ${site.phone.display}; we answer within 30 days. We may keep records the law requires us to keep, and we will tell you if so. If you are a Florida resident, we will also honour any rights Florida law gives you.`,
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "This site is meant for property professionals and job seekers who are at least 18 years old. We do not knowingly collect information from children.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "When we change this policy we update the date at the top of this page. If a change affects how we use information we already hold, we will tell account holders by e-mail before it takes effect.",
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  slug: "terms-of-service",
  title: "Terms of Service",
  summary: `The terms for using the ${site.name} website and client portal.`,
  sections: [
    {
      heading: "Agreement",
      paragraphs: [
        `These terms apply to the website and client portal of ${site.name} ("we", "us"). By using them you agree to these terms. If you use them on behalf of a company or a property, you confirm that you may agree for it.`,
      ],
    },
    {
      heading: "Staffing requests are not contracts",
      paragraphs: [
        "A staffing request sent through the website or the portal asks us to find staff; it does not commit either side. Each placement, with its rates, schedule, length and conditions, is confirmed with you in a separate written staffing agreement before anyone starts work. If that agreement and these terms differ, the agreement governs the placement.",
      ],
    },
    {
      heading: "Job applications",
      paragraphs: [
        "Applying does not guarantee an interview or a placement. Everything in your application must be true and complete to the best of your knowledge. Placements depend on the background, reference and license checks you agree to when you apply, and on a client's acceptance.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "Give accurate information when you register and keep it up to date. Keep your password private; you are responsible for what is done with your account until you tell us it has been misused. We may suspend an account that is used to break these terms or the law.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: ["When you use the site, do not:"],
      list: [
        "submit false requests or applications, or information about someone else without their permission;",
        "try to reach data that is not yours, probe or overload our systems, or get around their limits;",
        "send spam, malware or automated submissions;",
        "copy our content for a competing service.",
      ],
    },
    {
      heading: "Our content",
      paragraphs: [
        `The text, illustrations and design of this site belong to ${site.name}. The testimonials show the experience of individual clients; results at your property depend on its circumstances. The figures we publish describe our track record and are not a guarantee.`,
      ],
    },
    {
      heading: "Availability and liability",
      paragraphs: [
        "We work to keep the site available and accurate, but we provide it as it is and cannot promise it will always be uninterrupted or error-free. To the extent Florida law allows, we are not liable for indirect or consequential losses arising from your use of the website. Nothing in these terms limits liability that cannot be limited by law, and placements are governed by their staffing agreements.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the State of Florida. Any dispute about them will be heard in the state or federal courts located in Hillsborough County, Florida, unless the law requires otherwise.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        `We may update these terms; the date at the top of this page shows the latest version, and continuing to use the site means you accept it. Questions? Contact ${contactLine}.`,
      ],
    },
  ],
};

export const accessibilityStatement: LegalDocument = {
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

/** The three legal pages of running text, in footer order. */
export const legalDocuments: readonly LegalDocument[] = [
  privacyPolicy,
  termsOfService,
  accessibilityStatement,
];

/** A cookie category of Cookie Settings (spec section 2; defaults from spec section 9). */
export interface CookieCategory {
  id: "necessary" | "functional" | "analytics" | "marketing";
  title: string;
  description: string;
  /** The switch's state before any choice is saved. */
  defaultEnabled: boolean;
  /** Necessary cookies are always on; their switch is locked. */
  locked: boolean;
}

export const cookieSettingsIntro = {
  title: "Cookie Settings",
  summary:
    "Choose which cookies this site may use. Your choice is kept in this browser for one year and applies on every page.",
  note: "Today the site sets only the strictly necessary cookies. Functional, analytics and marketing cookies stay off in practice until we add a tool that needs them, and from then on only if you allow them here.",
} as const;

export const cookieCategories: readonly CookieCategory[] = [
  {
    id: "necessary",
    title: "Strictly necessary",
    description:
      "Keep you signed in to the client portal, protect the forms against abuse and remember these settings. The site cannot work without them, so they are always on.",
    defaultEnabled: true,
    locked: true,
  },
  {
    id: "functional",
    title: "Functional",
    description:
      "Remember choices that make the site easier to use, such as details you have already typed into a form.",
    defaultEnabled: true,
    locked: false,
  },
  {
    id: "analytics",
    title: "Analytics",
    description:
      "Help us understand, in aggregate, which pages are visited and where forms are abandoned, so we can improve them.",
    defaultEnabled: true,
    locked: false,
  },
  {
    id: "marketing",
    title: "Marketing",
    description:
      "Let us measure whether our advertising reaches property teams and job seekers, and show relevant openings on other sites.",
    defaultEnabled: false,
    locked: false,
  },
];
