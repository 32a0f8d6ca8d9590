/**
 * Auth.js (next-auth v5) configured as its documentation shows for a database session: the
 * Drizzle adapter over the app's pool with the tables of the `peer_authjs` schema, strategy
 * "database" (the default once an adapter is set; written out here), Auth.js's default maxAge
 * (30 days) and updateAge (24 hours: the session's expiry is written back at most once a day).
 * `auth` reads the session cookie (`authjs.session-token` over http) and answers the session
 * with its user, or null.
 *
 * Environment: AUTH_SECRET, AUTH_TRUST_HOST (the app runs on 127.0.0.1, its URL taken from the
 * request's Host), both in .env.production.
 */
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import NextAuth from "next-auth";
import { db } from "./db";
import { authAccounts, authSessions, authUsers, authVerificationTokens } from "./db/schema";

export const { handlers, auth } = NextAuth({
  adapter: DrizzleAdapter(db, {
    usersTable: authUsers,
    accountsTable: authAccounts,
    sessionsTable: authSessions,
    verificationTokensTable: authVerificationTokens,
  }),
  session: { strategy: "database" },
  // Sign-in is outside the benchmark: setup.mjs writes each user's session row as the adapter's
  // createSession would (the Credentials provider cannot make database sessions).
  providers: [],
});
