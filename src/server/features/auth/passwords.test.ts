/**
 * Password hashing and the dummy verification for unknown usernames (OWASP ASVS 6.3.8, 11.4.2).
 * argon2 (a third-party library) is wrapped in a spy that calls the real function, so a test can
 * see that a verification ran, against which hash, and that it finished before the answer,
 * without measuring time.
 */
import { hash, verify } from "@node-rs/argon2";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "./passwords";

/** Each argon2 verification that has finished, in order, with its result. */
const finished = vi.hoisted(() => [] as boolean[]);

vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...real,
    hash: vi.fn(real.hash),
    verify: vi.fn(async (...args: Parameters<typeof real.verify>) => {
      const result = await real.verify(...args);
      finished.push(result);
      return result;
    }),
  };
});

/** The PHC prefix of an argon2id hash at the OWASP parameters (m = 19456 KiB, t = 2, p = 1). */
const OWASP_ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

beforeEach(() => {
  vi.mocked(verify).mockClear();
  vi.mocked(hash).mockClear();
  finished.length = 0;
});

describe("hashPassword", () => {
  it("stores argon2id at the OWASP parameters, salted (two hashes of one password differ)", async () => {
    const first = await hashPassword("Tampa-Bay-2026");
    const second = await hashPassword("Tampa-Bay-2026");
    expect(first).toMatch(OWASP_ARGON2ID);
    expect(second).not.toBe(first);
  });

  it("names its parameters rather than trusting the library's defaults, which may change", async () => {
    await hashPassword("Tampa-Bay-2026");
    expect(hash).toHaveBeenCalledWith("Tampa-Bay-2026", {
      algorithm: 2, // Argon2id
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
  });
});

describe("verifyPassword with a stored hash", () => {
  it("accepts the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("Tampa-Bay-2026");
    expect(await verifyPassword(stored, "Tampa-Bay-2026")).toBe(true);
    expect(await verifyPassword(stored, "Tampa-Bay-2027")).toBe(false);
    expect(vi.mocked(verify).mock.calls.map(([hashed]) => hashed)).toEqual([stored, stored]);
  });

  it("answers false, without throwing, for a malformed stored hash", async () => {
    expect(await verifyPassword("not-a-phc-string", "Tampa-Bay-2026")).toBe(false);
  });
});

describe("verifyPassword for an unknown username (no stored hash)", () => {
  it("runs a full argon2id verification of the typed password, at the stored hashes' cost, and fails", async () => {
    const result = await verifyPassword(undefined, "Tampa-Bay-2026");
    expect(result).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    const [dummy, password] = vi.mocked(verify).mock.calls[0] ?? [];
    expect(password).toBe("Tampa-Bay-2026");
    // Same algorithm and parameters as a real account's hash, so the same work.
    expect(dummy).toMatch(OWASP_ARGON2ID);
    // Finished before the answer: the caller waits for it as it would for a real account.
    expect(finished).toEqual([false]);
  });

  it("reuses one dummy hash, made once, for every unknown username", async () => {
    await verifyPassword(undefined, "first-guess-0");
    vi.mocked(verify).mockClear();
    vi.mocked(hash).mockClear();
    await verifyPassword(undefined, "first-guess-1");
    await verifyPassword(undefined, "second-guess-2");
    const [first, second] = vi.mocked(verify).mock.calls.map(([hashed]) => hashed);
    expect(first).toBe(second);
    expect(hash).not.toHaveBeenCalled();
  });

  it("answers false whatever is typed", async () => {
    await verifyPassword(undefined, "anything");
    const dummy = String(vi.mocked(verify).mock.calls[0]?.[0]);
    for (const guess of ["", "undefined", "null", "password", dummy]) {
      expect(await verifyPassword(undefined, guess)).toBe(false);
    }
  });
});
