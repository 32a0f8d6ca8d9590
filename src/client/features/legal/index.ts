/** The legal feature's public surface. */
export { LEGAL_LAST_UPDATED, type LegalPage, legalPages } from "./legal-pages";
