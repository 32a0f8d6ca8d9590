/**
 * The better-auth instance, configured as its documentation shows: the Drizzle adapter on the
 * shared `db` (provider "pg", the generated schema of auth-schema.mjs), e-mail and password
 * sign-in (scrypt, its default), and every other setting as shipped: database sessions of 7 days
 * refreshed once a day (`updateAge`), cookie cache off, rate limiting on in production.
 * Each better-auth user carries `appUserId`, the id of the product's `users` row it signs in as,
 * set by a database hook when the account is created (the product's user of the same e-mail).
 * Env: BETTER_AUTH_SECRET (a benchmark default otherwise), BETTER_AUTH_URL (see baseUrl).
 */
import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import { betterAuth } from "better-auth";
import { eq, sql } from "drizzle-orm";
import * as authSchema from "./auth-schema.mjs";
import { db, users } from "./db.mjs";

/**
 * Where the server is reached: BETTER_AUTH_URL, else the setup's BASE_URL, else the server's own
 * HOST and PORT (better-auth checks the Origin of sign-in posts against it).
 */
function baseUrl() {
  const { BETTER_AUTH_URL, BASE_URL, HOST, PORT } = process.env;
  return (
    BETTER_AUTH_URL ?? BASE_URL ?? (PORT ? `http://${HOST ?? "127.0.0.1"}:${PORT}` : undefined)
  );
}

export const auth = betterAuth({
  // A benchmark's throwaway secret unless one is given (better-auth refuses none in production).
  secret: process.env.BETTER_AUTH_SECRET ?? "bench-peer-hono-secret-not-for-real-use-0123456789",
  baseURL: baseUrl(),
  database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
  emailAndPassword: { enabled: true },
  user: {
    additionalFields: {
      // Never taken from a sign-up body: the hook below sets it.
      appUserId: { type: "number", required: false, input: false },
    },
  },
  databaseHooks: {
    user: {
      create: {
        /** Links the account to the product's user of the same e-mail; refuses anyone else. */
        before: async (user) => {
          const [appUser] = await db
            .select({ id: users.id })
            .from(users)
            .where(eq(sql`lower(${users.email})`, user.email.toLowerCase()));
          if (!appUser) return false;
          return { data: { ...user, appUserId: appUser.id } };
        },
      },
    },
  },
});
