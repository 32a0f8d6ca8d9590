/**
 * Signs the benchmark's users in, the way this app's sessions exist: run after the harness has
 * seeded the product's tables (and started the app).
 *
 * Input (stdin): `{ "users": [{ "id", "username", "email", "role" }, ...], "password" }`.
 * Environment: DATABASE_URL; BASE_URL (the started app).
 * Output (stdout): `{ "cookies": ["authjs.session-token=<token>; authjs.csrf-token=…;
 * authjs.callback-url=…", ...] }`, one Cookie header per user, in order.
 *
 * 1. Creates the PostgreSQL schema `peer_authjs` and the Auth.js tables as the Drizzle adapter
 *    documents them for PostgreSQL (user, account, session, verificationToken; the same columns
 *    as db/schema.ts).
 * 2. Writes one Auth.js user per product user, with the product user's id as text for its id
 *    (so a session leads to the product's row by primary key), and the user's name and e-mail.
 * 3. Writes one session per user exactly as the adapter's createSession does when Auth.js signs
 *    someone in with the database strategy: a random sessionToken (Auth.js's generateSessionToken
 *    is crypto.randomUUID()) and expires = now + maxAge (30 days). Auth.js's Credentials
 *    provider refuses to create database sessions, so there is no sign-in API to call.
 * 4. Asks GET /api/user once per user (BASE_URL), which must answer 200 with that user, and adds
 *    the CSRF and callback-URL cookies Auth.js sets on that answer, as a browser would send them
 *    with its next requests.
 * The cookie is named as Auth.js names it over http (`authjs.session-token`; the `__Secure-`
 * prefix only on https), its value the bare token (database sessions are not signed).
 * Errors: exits 1 with the reason on stderr.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";

const MAX_AGE_S = 30 * 24 * 60 * 60;
const COOKIE = "authjs.session-token";

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

const ddl = `
  create schema if not exists peer_authjs;
  create table if not exists peer_authjs."user" (
    "id" text primary key,
    "name" text,
    "email" text unique,
    "emailVerified" timestamp,
    "image" text
  );
  create table if not exists peer_authjs."account" (
    "userId" text not null references peer_authjs."user"("id") on delete cascade,
    "type" text not null,
    "provider" text not null,
    "providerAccountId" text not null,
    "refresh_token" text,
    "access_token" text,
    "expires_at" integer,
    "token_type" text,
    "scope" text,
    "id_token" text,
    "session_state" text,
    primary key ("provider", "providerAccountId")
  );
  create table if not exists peer_authjs."session" (
    "sessionToken" text primary key,
    "userId" text not null references peer_authjs."user"("id") on delete cascade,
    "expires" timestamp not null
  );
  create table if not exists peer_authjs."verificationToken" (
    "identifier" text not null,
    "token" text not null,
    "expires" timestamp not null,
    primary key ("identifier", "token")
  );`;

/**
 * The Cookie header a browser sends after its first signed-in answer: GET /api/user with the
 * session cookie must answer 200 with user `id`; Auth.js's answer also sets its CSRF and
 * callback-URL cookies (set on any answer to a request without them), which a browser then
 * sends back with every request, so they are added here.
 */
async function asABrowser(cookie, id) {
  const response = await fetch(`${process.env.BASE_URL}/api/user`, { headers: { cookie } });
  const body = await response.json();
  if (response.status !== 200 || body.id !== id) {
    throw new Error(`GET /api/user as user ${id}: ${response.status} ${JSON.stringify(body)}`);
  }
  const jar = new Map([[COOKIE, cookie.slice(COOKIE.length + 1)]]);
  for (const set of response.headers.getSetCookie()) {
    const [pair = ""] = set.split(";");
    const at = pair.indexOf("=");
    const name = pair.slice(0, at);
    if (name !== COOKIE && at > 0) jar.set(name, pair.slice(at + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

async function main() {
  const input = await readStdin();
  const users = input.users ?? [];
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const cookies = [];
  try {
    await client.query(ddl);
    for (const user of users) {
      const [row] = (await client.query("select full_name from users where id = $1", [user.id]))
        .rows;
      if (!row) throw new Error(`user ${user.id} is not in the product's users table`);
      await client.query(
        `insert into peer_authjs."user" ("id", "name", "email") values ($1, $2, $3)`,
        [String(user.id), row.full_name, user.email],
      );
      const sessionToken = randomUUID();
      // "expires" is `timestamp` (without time zone), as the adapter's schema has it; Drizzle
      // writes a Date there as its UTC text, so the same is written here.
      const expires = new Date(Date.now() + MAX_AGE_S * 1000);
      await client.query(
        `insert into peer_authjs."session" ("sessionToken", "userId", "expires") values ($1, $2, $3)`,
        [sessionToken, String(user.id), expires.toISOString().replace("T", " ").replace("Z", "")],
      );
      cookies.push(`${COOKIE}=${sessionToken}`);
    }
    await client.query("analyze peer_authjs.user, peer_authjs.session");
  } finally {
    await client.end();
  }
  const headers = process.env.BASE_URL
    ? await Promise.all(cookies.map((cookie, i) => asABrowser(cookie, users[i].id)))
    : cookies;
  process.stdout.write(`${JSON.stringify({ cookies: headers })}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
