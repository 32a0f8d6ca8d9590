/**
 * The three legal pages of running text, gathered for tests and tools; the browser loads each
 * from ./legal-texts on its own page (docs/decisions/0008).
 */
import type { LegalDocument } from "./legal";
import accessibilityStatement from "./legal-texts/accessibility";
import privacyPolicy from "./legal-texts/privacy-policy";
import termsOfService from "./legal-texts/terms-of-service";

export { accessibilityStatement, privacyPolicy, termsOfService };

/** The three legal pages of running text, in footer order. */
export const legalDocuments: readonly LegalDocument[] = [
  privacyPolicy,
  termsOfService,
  accessibilityStatement,
];
