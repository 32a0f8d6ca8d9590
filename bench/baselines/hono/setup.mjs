/**
 * The peer's setup (bench peer contract): creates better-auth's tables in the PostgreSQL schema
 * `peer_betterauth`, creates one better-auth account per product user through better-auth's own
 * API (`auth.api.signUpEmail`: scrypt hash, `account` row; the create hook links it to the
 * product's user by e-mail), then signs each one in through the running server's real endpoint
 * (`POST BASE_URL/api/auth/sign-in/email`) and keeps the session cookie it sets.
 * Env: DATABASE_URL, BASE_URL (the started peer). Stdin: `{ "users": [{ id, username, email,
 * role }, …], "password": "…" }`. Stdout: `{ "cookies": ["name=value", …] }`, in the users' order.
 * Errors: exits non-zero when an account cannot be created or a sign-in is not answered 200 with
 * a session cookie.
 */
import { auth } from "./auth.mjs";
import { createAuthTablesSql } from "./auth-schema.mjs";
import { pool } from "./db.mjs";

const baseUrl = process.env.BASE_URL;
if (!baseUrl) throw new Error("BASE_URL is required (the started peer)");

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { users, password } = JSON.parse(Buffer.concat(chunks).toString("utf8"));

/** Runs `work` over `items`, `limit` at a time, keeping the results in the items' order. */
async function mapLimited(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * A client address per user (RFC 2544's benchmarking range), sent as X-Forwarded-For: each user
 * signs in from their own address, as real users do, so better-auth's default sign-in limit
 * (3 per 10 s per address, on in production) applies per user rather than to the whole setup.
 */
const addressOf = (index) => `198.18.${index >> 8}.${(index & 255) + 1}`;

/** Signs `user` in through the server and returns its cookie `name=value`. */
async function signIn(user, index) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    // What a browser on the peer's own sign-in page sends: better-auth refuses a post without
    // an Origin it trusts (CSRF).
    headers: {
      "content-type": "application/json",
      origin: baseUrl,
      "x-forwarded-for": addressOf(index),
    },
    body: JSON.stringify({ email: user.email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .find((pair) => pair.includes("session_token="));
  if (response.status !== 200 || !cookie) {
    throw new Error(`sign-in of ${user.email}: ${response.status} ${await response.text()}`);
  }
  return cookie;
}

try {
  await pool.query(createAuthTablesSql);
  await mapLimited(users, 2, (user) =>
    auth.api.signUpEmail({ body: { name: user.username, email: user.email, password } }),
  );
  const cookies = await mapLimited(users, 4, signIn);
  process.stdout.write(`${JSON.stringify({ cookies })}\n`);
} finally {
  await pool.end();
}
