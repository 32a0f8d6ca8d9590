/**
 * API test harness: the real app (buildApp) on a fresh migrated database, driven through
 * `app.inject` (style guide: fastify/demo `test/helper.ts`). No mocks of our own code.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { User } from "../../src/domain/api/user";
import type { Role } from "../../src/domain/enums";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import type { Database, DatabaseHandle } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { users } from "../../src/server/db/schema";
import { createTestDatabase } from "./db";

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/**
 * `handle`'s database through a Drizzle instance of its own that passes every statement's SQL
 * text and parameters to `log` before it runs (Drizzle's logger), over the same pool or PGlite.
 */
async function loggedDatabase(
  handle: DatabaseHandle,
  log: (text: string, params: unknown[]) => void,
): Promise<Database> {
  const client = (handle.db as unknown as { $client: never }).$client;
  const logger = { logQuery: (text: string, params: unknown[]) => log(text, params) };
  if (handle.kind === "pglite") {
    const { drizzle } = await import("drizzle-orm/pglite");
    return drizzle(client, { schema, logger }) as unknown as Database;
  }
  const { drizzle } = await import("drizzle-orm/node-postgres");
  return drizzle(client, { schema, logger }) as unknown as Database;
}

/**
 * Builds the app on a new database. Call `close()` in afterAll.
 * @param env environment variables over the test defaults (per-address limits set very high)
 * @param options `logStream`: the server's log; `queryLog`: called with the SQL text and the
 *   parameters of every statement the app's Drizzle queries send
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    logStream?: NodeJS.WritableStream;
    queryLog?: (text: string, params: unknown[]) => void;
  } = {},
): Promise<TestApp> {
  const handle = await createTestDatabase();
  const db = options.queryLog ? await loggedDatabase(handle, options.queryLog) : handle.db;
  // Many users register and post forms from one address in a test file: per-address limits are
  // tested on their own with small configured values (tests/api/security.test.ts,
  // tests/api/public-forms-native.test.ts "rate limit of the public forms").
  const config = loadConfig({
    DATA_DIR: ".tmp/test-data",
    RATE_LIMIT_REGISTER_PER_HOUR: "100000",
    RATE_LIMIT_LOGIN_PER_15_MIN: "100000",
    RATE_LIMIT_PUBLIC_FORMS_PER_10_MIN: "100000",
    // Test processes share two busy cores: one stalled second would answer 503 to whatever the
    // file sends next. The overload guard is tested on its own (tests/api/metrics.test.ts).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
    // On PostgreSQL the app knows its connection string, as in production: the CSV exports run
    // in a worker with a connection of their own, and the reports take PostgreSQL's plans.
    ...(handle.url ? { DATABASE_URL: handle.url } : {}),
    ...env,
  });
  const app = await buildApp({
    db,
    config,
    logger: options.logStream ? { stream: options.logStream } : false,
  });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** A signed-in test user: its public record and the Cookie header value of its session. */
export interface TestUser {
  user: User;
  cookie: string;
  password: string;
}

/** The `name=value` pairs of a response's Set-Cookie headers, for a Cookie header. */
export function cookieOf(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/**
 * Registers a user through POST /api/register and returns it signed in.
 * `role: "admin"` registers a property manager and promotes it in the database (the only way to
 * make an admin until the admin tooling exists).
 */
export async function signUp(
  app: FastifyInstance,
  options: { role?: Role; username?: string; companyName?: string } = {},
): Promise<TestUser> {
  const suffix = randomBytes(4).toString("hex");
  const username = options.username ?? `user_${suffix}`;
  const password = `Correct-Horse-${suffix}`;
  const role = options.role ?? "property_manager";
  const response = await app.inject({
    method: "POST",
    url: "/api/register",
    payload: {
      username,
      email: `${username}@example.com`,
      password,
      fullName: `Test ${username}`,
      role: role === "admin" ? "property_manager" : role,
      companyName: options.companyName ?? "Bayshore Residential",
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  let user = response.json() as User;
  if (role === "admin") {
    await app.db.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    user = { ...user, role: "admin" };
  }
  return { user, cookie: cookieOf(response), password };
}

/** `app.inject` with a user's session cookie (or none for a visitor). */
export function as(app: FastifyInstance, who: TestUser | null) {
  return (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), ...(who ? { cookie: who.cookie } : {}) },
    });
}
