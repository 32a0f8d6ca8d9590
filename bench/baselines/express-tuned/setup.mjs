/**
 * Peer setup (the bench peer contract): gives each user a scrypt hash of the shared password in
 * this peer's own `peer_express_tuned.credentials` (the product stores argon2id; the original app
 * hashed with scrypt), then signs each one in through the peer's own `POST /api/login`
 * (a real sign-in that writes a row in `peer_express_tuned.sessions`), and prints
 * `{ "cookies": ["sid=…", …] }` in the users' order.
 *
 * Input: env DATABASE_URL, BASE_URL (the started peer, which created the schema); stdin
 * `{ "users": [{ "id", "username", … }], "password" }`. Output: one JSON object on stdout.
 * Exits non-zero when a write or a sign-in fails.
 */
import { randomBytes, scrypt } from "node:crypto";
import { text } from "node:stream/consumers";
import { promisify } from "node:util";
import pg from "pg";

const { DATABASE_URL: databaseUrl, BASE_URL: baseUrl } = process.env;
if (!databaseUrl || !baseUrl) throw new Error("DATABASE_URL and BASE_URL are required");
const { users, password } = JSON.parse(await text(process.stdin));
const scryptAsync = promisify(scrypt);

/** `<hex key>.<hex salt>`, as the original app's hashPassword wrote them. */
async function hashPassword(plain) {
  const salt = randomBytes(16).toString("hex");
  return `${(await scryptAsync(plain, salt, 64)).toString("hex")}.${salt}`;
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
try {
  const hashes = await Promise.all(users.map(() => hashPassword(password)));
  await client.query(
    `insert into peer_express_tuned.credentials (user_id, password_hash)
     select * from unnest($1::int[], $2::text[])
     on conflict (user_id) do update set password_hash = excluded.password_hash`,
    [users.map((u) => u.id), hashes],
  );
} finally {
  await client.end();
}

/** Signs one user in and returns the Cookie header value (`name=value`). */
async function signIn(username) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) {
    throw new Error(`sign-in of ${username}: ${response.status} ${await response.text()}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`sign-in of ${username} set no cookie`);
  return cookie;
}

// A few at a time: scrypt is CPU-bound, more in flight would only queue.
const cookies = new Array(users.length);
let next = 0;
async function worker() {
  while (next < users.length) {
    const i = next++;
    cookies[i] = await signIn(users[i].username);
  }
}
await Promise.all(Array.from({ length: 4 }, worker));
process.stdout.write(`${JSON.stringify({ cookies })}\n`);
