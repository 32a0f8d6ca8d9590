/**
 * Refuses the most common passwords (OWASP ASVS 6.2.4; NIST SP 800-63B 5.1.1.2): the ranked list
 * of about 49,000 leaked passwords shipped by `@zxcvbn-ts/language-common`, loaded on first use.
 * The length rules (8 to 128) live in the shared schema, src/domain/auth.ts.
 */
export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Choose a longer or less predictable one.";

let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    (module) => new Set(module.dictionary["passwords-common"] as string[]),
  );
  return common;
}

/** True when `password` (compared in lower case) is on the common-password list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** How many passwords the list holds (docs/security.md quotes it; a test checks it). */
export async function commonPasswordCount(): Promise<number> {
  return (await commonPasswords()).size;
}
