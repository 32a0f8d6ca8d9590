/**
 * Password hashing with argon2id at the OWASP Password Storage Cheat Sheet's parameters
 * (m = 19456 KiB, t = 2, p = 1); about 6 ms a hash on our machines.
 */
import { hash, verify } from "@node-rs/argon2";

const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Returns the PHC string (`$argon2id$v=19$...`) for `password`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of a random password, verified against when a username does not exist, so that an
 * unknown user and a wrong password take the same time (OWASP ASVS 6.3.8). */
let dummyHash: Promise<string> | undefined;

/**
 * Checks `password` against `storedHash`; with no stored hash, burns the same time and fails.
 * @returns true only for a matching password; never throws for a malformed hash.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    // Only the time spent matters here: the outcome is ignored (and a failure is no answer).
    await verify(await dummyHash, password).catch(() => undefined);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
