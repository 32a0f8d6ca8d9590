/** The legal feature's public surface. */
export { CookieSettingsForm } from "./components/cookie-settings-form";
export { LegalDocumentView } from "./components/legal-document";
export { LegalPageLayout } from "./components/legal-page-layout";
export { type LegalPage, legalPages } from "./legal-pages";
export {
  type CookiePreferences,
  defaultCookiePreferences,
  parseCookiePreferences,
  readCookiePreferences,
} from "./lib/cookie-preferences";
