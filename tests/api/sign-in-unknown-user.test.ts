/**
 * POST /api/login for a username nobody has: the password is still checked with argon2, against a
 * dummy hash, so an unknown user and a wrong password cost the same (OWASP ASVS 6.3.8) and the
 * answer's delay does not tell which usernames exist. argon2 (a third-party library) is wrapped in
 * a spy that calls the real function: the test sees the verification run, without timing it.
 */
import { randomBytes } from "node:crypto";
import { verify } from "@node-rs/argon2";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildTestApp, signUp, type TestApp } from "../helpers/app";

vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...real, verify: vi.fn(real.verify) };
});

/** The PHC prefix of an argon2id hash at the OWASP parameters (m = 19456 KiB, t = 2, p = 1). */
const OWASP_ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  vi.mocked(verify).mockClear();
});

const login = (username: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { username, password } });

describe("POST /api/login with an unknown username", () => {
  it("verifies the typed password with argon2id, as for a real account, and answers 401", async () => {
    const ghost = `ghost_${randomBytes(4).toString("hex")}`;
    const response = await login(ghost, "Tampa-Bay-2026");
    expect(response.statusCode).toBe(401);
    expect(verify).toHaveBeenCalledTimes(1);
    const [hashed, password] = vi.mocked(verify).mock.calls[0] ?? [];
    expect(password).toBe("Tampa-Bay-2026");
    expect(hashed).toMatch(OWASP_ARGON2ID);
  });

  it("does the same work as a wrong password for a real account", async () => {
    const dana = await signUp(t.app);
    vi.mocked(verify).mockClear();
    const wrong = await login(dana.user.username, "Wrong-Horse-1");
    const ghost = await login(`ghost_${randomBytes(4).toString("hex")}`, "Wrong-Horse-1");
    expect(wrong.statusCode).toBe(401);
    expect(ghost.statusCode).toBe(401);
    const [real, dummy] = vi.mocked(verify).mock.calls.map(([hashed]) => String(hashed));
    // One verification each, at the same argon2 parameters: the parts before the salt match.
    expect(vi.mocked(verify).mock.calls).toHaveLength(2);
    expect(dummy?.split("$").slice(0, 4)).toEqual(real?.split("$").slice(0, 4));
  });
});
