/**
 * The account routes (src/server/features/auth/routes.ts; spec section 7), what auth.test.ts
 * leaves unsaid: registrations racing for one username or e-mail (the unique index decides and
 * the loser gets the same 409 as a later attempt), what a registration records besides the
 * account (its sign-in time, its address as one of the owner's: docs/security.md "Sign-in
 * lockout"), a staff account never keeps a company name, and the 429 messages of the
 * per-address limits give the wait in minutes (OWASP ASVS 2.4.1).
 */
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { knownSignInAddresses, users } from "../../src/server/db/schema";
import { usersRepository } from "../../src/server/features/auth/repository";
import { signedIn } from "../../src/server/plugins/openapi";
import { buildTestApp, type TestApp } from "../helpers/app";

const USERNAME_TAKEN = "This username is already taken";
const EMAIL_TAKEN = "An account with this email already exists";

const unique = (prefix: string) => `${prefix}_${randomBytes(4).toString("hex")}`;

function registration(overrides: Record<string, unknown> = {}) {
  const username = unique("race");
  return {
    username,
    email: `${username}@example.com`,
    password: "Correct-Horse-42",
    fullName: "Dana Reyes",
    ...overrides,
  };
}

describe("POST /api/register", () => {
  let t: TestApp;
  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/register", payload });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // Four at once: each passes the "already taken?" read before any has written, so three of
  // them reach the unique index, which refuses them.
  it("creates one account when registrations race for one username; the others get 409 naming it", async () => {
    const username = unique("same");
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        register(registration({ username, email: `${username}.${n}@example.com` })),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({
        message: USERNAME_TAKEN,
        errors: { username: USERNAME_TAKEN },
      });
      expect(refused.cookies).toEqual([]);
    }
    const rows = await t.db.select().from(users).where(eq(users.username, username));
    expect(rows).toHaveLength(1);
  });

  it("creates one account when registrations race for one e-mail; the others get 409 naming it", async () => {
    const email = `${unique("shared")}@example.com`;
    const answers = await Promise.all([1, 2, 3].map(() => register(registration({ email }))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: EMAIL_TAKEN, errors: { email: EMAIL_TAKEN } });
    }
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it("answers a later registration with a taken username with the exact message", async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const again = await register(registration({ username: first.username }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: USERNAME_TAKEN, errors: { username: USERNAME_TAKEN } });
  });

  it("answers a later registration with a taken e-mail with the exact message", async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const again = await register(registration({ email: first.email }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: EMAIL_TAKEN, errors: { email: EMAIL_TAKEN } });
  });

  it("names the username when the username and the e-mail are both taken, by two accounts", async () => {
    const first = registration();
    const second = registration();
    expect((await register(first)).statusCode).toBe(201);
    expect((await register(second)).statusCode).toBe(201);
    const both = await register(
      registration({ username: first.username.toUpperCase(), email: second.email }),
    );
    expect(both.statusCode).toBe(409);
    expect(both.json()).toEqual({ message: USERNAME_TAKEN, errors: { username: USERNAME_TAKEN } });
  });

  it("keeps no company name for a staff account, and keeps a manager's", async () => {
    const staff = await register(registration({ role: "staff", companyName: "Bayfront Living" }));
    expect(staff.statusCode).toBe(201);
    expect(staff.json().companyName).toBeNull();
    const manager = await register(
      registration({ role: "property_manager", companyName: "Bayfront Living" }),
    );
    expect(manager.json().companyName).toBe("Bayfront Living");
  });

  it("records the sign-in time, in the answer and in the database", async () => {
    const response = await register(registration());
    expect(response.statusCode).toBe(201);
    const { id, lastLogin } = response.json();
    expect(lastLogin).toEqual(expect.any(String));
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row?.lastLogin).toBeInstanceOf(Date);
  });

  it("remembers the address the account was created from as one of its owner's", async () => {
    const response = await register(registration());
    const { id } = response.json();
    const known = await t.db
      .select()
      .from(knownSignInAddresses)
      .where(
        and(eq(knownSignInAddresses.userId, id), eq(knownSignInAddresses.address, "127.0.0.1")),
      );
    expect(known).toHaveLength(1);
  });
});

describe("the per-address limits' 429 messages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_REGISTER_PER_HOUR: "1", RATE_LIMIT_LOGIN_PER_15_MIN: "1" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("registration: says to wait the hour's 60 minutes", async () => {
    const register = () =>
      t.app.inject({ method: "POST", url: "/api/register", payload: registration() });
    expect((await register()).statusCode).toBe(201);
    const refused = await register();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "Too many attempts. Please wait 60 minute(s) and try again.",
    );
  });

  it("sign-in: says to wait the window's 15 minutes", async () => {
    const login = () =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: "nobody_here", password: "Wrong-Password-1" },
      });
    expect((await login()).statusCode).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "Too many attempts. Please wait 15 minute(s) and try again.",
    );
  });
});

describe("a failed insert that is not a taken name", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // A rule only this test's database has, so an insert fails for another reason than a
    // unique index (SQLSTATE 23514, check violation).
    await t.db.execute(
      sql`alter table users add constraint test_refuses_name check (full_name <> 'Refused Name')`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("is a server error, never a 409 that blames the username or e-mail", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: registration({ fullName: "Refused Name" }),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().errors).toBeUndefined();
    expect(response.cookies).toEqual([]);
  });
});

// The app is built inside the test, not in a hook: the route options are read while the app is
// built, and mutation testing credits that code to the test that builds it.
describe("the account operations in the API document", () => {
  it("have their summaries, session requirement and the user's schema", async () => {
    const t = await buildTestApp();
    try {
      const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
      const { paths } = response.json();
      const userFields = ["id", "username", "email", "role", "fullName"];
      /** An operation of the document, as far as these checks read it. */
      type Operation = {
        responses: Record<string, { content: Record<string, { schema: { properties: object } }> }>;
      };
      const expectUserSchema = (operation: Operation, status: string) => {
        const schema = operation.responses[status]?.content["application/json"]?.schema;
        expect(schema).toBeDefined();
        if (!schema) return;
        expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(userFields));
        expect(Object.keys(schema.properties)).not.toContain("passwordHash");
      };

      const me = paths["/api/user"].get;
      expect(me.summary).toBe("The signed-in user");
      expect(me.security).toEqual(signedIn);
      expectUserSchema(me, "200");

      const register = paths["/api/register"].post;
      expect(register.summary).toBe("Create an account and sign in (property manager or staff)");
      expect(register.security).toBeUndefined();
      expect(register.requestBody.content["application/json"].schema.required).toEqual(
        expect.arrayContaining(["username", "email", "password", "fullName"]),
      );
      expectUserSchema(register, "201");

      const login = paths["/api/login"].post;
      expect(login.summary).toBe("Sign in: sets the session cookie");
      expect(login.requestBody.content["application/json"].schema.required).toEqual(
        expect.arrayContaining(["username", "password"]),
      );
      expectUserSchema(login, "200");

      const logout = paths["/api/logout"].post;
      expect(logout.summary).toBe("Sign out: ends the session, if any");
      expect(Object.keys(logout.responses)).toContain("204");
    } finally {
      await t.close();
    }
  });
});

// The registration route reads only which name is taken; the admin:create and db:seed scripts
// also read the e-mail's answer.
describe("usersRepository.findTaken", () => {
  it("tells which of the username and the e-mail are taken, ignoring case", async () => {
    const t = await buildTestApp();
    try {
      const one = registration();
      const two = registration();
      for (const payload of [one, two]) {
        const response = await t.app.inject({ method: "POST", url: "/api/register", payload });
        expect(response.statusCode).toBe(201);
      }
      const repo = usersRepository(t.db);
      const fresh = registration();
      expect(await repo.findTaken(fresh.username, fresh.email)).toEqual({
        username: false,
        email: false,
      });
      expect(await repo.findTaken(one.username.toUpperCase(), fresh.email)).toEqual({
        username: true,
        email: false,
      });
      expect(await repo.findTaken(fresh.username, two.email.toUpperCase())).toEqual({
        username: false,
        email: true,
      });
      expect(await repo.findTaken(one.username, two.email)).toEqual({
        username: true,
        email: true,
      });
    } finally {
      await t.close();
    }
  });
});
