/**
 * The signed-in product user of a request: Auth.js's session (`req.auth`, read by the `auth()`
 * wrapper from `peer_authjs.session` joined to `peer_authjs.user`) names the Auth.js user, whose
 * id is the product user's id as text; the product's `users` row is then read by primary key
 * through Drizzle, with the fields GET /api/user answers. Undefined when there is no session or
 * the account is gone (deleted or anonymised).
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Session } from "next-auth";
import { db } from "../db";
import { users } from "../db/schema";

export type CurrentUser = Awaited<ReturnType<typeof currentUser>>;

export async function currentUser(session: Session | null) {
  const id = Number(session?.user?.id);
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      companyName: users.companyName,
      phone: users.phone,
      createdAt: users.createdAt,
      lastLogin: users.lastLogin,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return user;
}

/** The product's answer to a request without a session. */
export const unauthorized = () =>
  Response.json({ message: "Please sign in to continue" }, { status: 401 });
