/**
 * The Cookie Settings page's copy (spec section 2, "Legal pages"; defaults from spec section 9):
 * its introduction and the four cookie categories.
 */

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
