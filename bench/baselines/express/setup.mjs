/**
 * Peer setup (the bench peer contract): signs each user in through this peer's own
 * `POST /api/login` (passport-local, a real sign-in that creates an express-session row in the
 * peer's `session` table) and prints `{ "cookies": ["connect.sid=…", …] }`, in the users' order.
 *
 * Input: env BASE_URL (the started peer); stdin `{ "users": [{ "username", … }], "password" }`.
 * Output: one JSON object on stdout. Exits non-zero when a sign-in fails or sets no cookie.
 */
import { text } from "node:stream/consumers";

const baseUrl = process.env.BASE_URL;
if (!baseUrl) throw new Error("BASE_URL is required");
const { users, password } = JSON.parse(await text(process.stdin));

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

// A few at a time: password hashing is CPU-bound, more in flight would only queue.
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
