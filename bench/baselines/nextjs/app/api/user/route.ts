/**
 * GET /api/user: the signed-in user as the product answers it (id, username, email, fullName,
 * role, companyName, phone, createdAt, lastLogin), or 401 `{ message }` without a session.
 * Queries: Auth.js's session lookup (one join; plus its expiry update once a day per session),
 * then the product's user row.
 */
import { auth } from "../../../auth";
import { currentUser, unauthorized } from "../../../lib/current-user";

export const GET = auth(async function GET(req) {
  const user = await currentUser(req.auth);
  if (!user) return unauthorized();
  return Response.json(user);
});
