/**
 * Users and sessions: the only code that queries those tables.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Role } from "../../../domain/enums";
import type { Database } from "../../db/client";
import { loginFailures, sessions, type UserRow, users } from "../../db/schema";

/** The columns of a user that may leave the server (never the password hash). */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  companyName: users.companyName,
  phone: users.phone,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
};
export type PublicUserRow = Omit<UserRow, "passwordHash">;

/** SHA-256 of a session token, hex: what the sessions table stores. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  fullName: string;
  role: Role;
  companyName: string | null;
  phone: string | null;
}

/** Repository of users. */
export function usersRepository(db: Database) {
  return {
    /** Finds a user by username, ignoring case; includes the hash (for sign-in only). */
    async findByUsernameWithHash(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row;
    },

    /** Which of `username` and `email` are already used by someone, ignoring case. */
    async findTaken(
      username: string,
      email: string,
    ): Promise<{ username: boolean; email: boolean }> {
      const rows = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(
          or(
            sql`lower(${users.username}) = lower(${username})`,
            sql`lower(${users.email}) = lower(${email})`,
          ),
        );
      return {
        username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
        email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
      };
    },

    /** Inserts a user; a unique violation (code 23505) propagates to the caller. */
    async create(user: NewUser): Promise<PublicUserRow> {
      const [row] = await db.insert(users).values(user).returning(publicUserColumns);
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    /** Records a successful sign-in and returns the updated user. */
    async touchLastLogin(id: number): Promise<PublicUserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ lastLogin: sql`now()` })
        .where(eq(users.id, id))
        .returning(publicUserColumns);
      return row;
    },
  };
}

/** Repository of sessions. Tokens are 256-bit random values; only their SHA-256 is stored. */
export function sessionsRepository(db: Database) {
  // Runs on every API request with a cookie: one query on the primary keys of sessions and users,
  // built once and prepared (PostgreSQL parses and plans it once per pooled connection).
  const findSessionUser = db
    .select({ user: publicUserColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql.placeholder("idleCutoff")),
      ),
    )
    .limit(1)
    .prepare("sessions_find_user");

  return {
    /**
     * Creates a session for `userId`, expiring after `maxMs` at the latest.
     * @returns the raw token for the cookie (never stored)
     */
    async create(userId: number, maxMs: number): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + maxMs),
      });
      return token;
    },

    /**
     * The user behind a token, if its session is neither past its absolute expiry nor idle for
     * longer than `idleMs`. Refreshes last_seen_at at most once a minute.
     */
    async findUser(token: string, idleMs: number): Promise<PublicUserRow | undefined> {
      const tokenHash = hashToken(token);
      const [row] = await findSessionUser.execute({
        tokenHash,
        idleCutoff: new Date(Date.now() - idleMs).toISOString(),
      });
      if (!row) return undefined;
      if (Date.now() - row.lastSeenAt.getTime() > 60_000) {
        await db
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(sessions.tokenHash, tokenHash));
      }
      return row.user;
    },

    /** Deletes the session of `token` (logout). */
    async delete(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** Removes sessions past their expiry or idle limit; returns how many. */
    async deleteExpired(idleMs: number): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, sql`now()`),
            lt(sessions.lastSeenAt, new Date(Date.now() - idleMs)),
          ),
        )
        .returning({ tokenHash: sessions.tokenHash });
      return rows.length;
    },
  };
}

/** Failed sign-ins per account (ASVS 6.3.1); keys are lower-cased usernames as typed. */
export function loginFailuresRepository(db: Database) {
  return {
    /**
     * Failures for `username` within the last `windowMs`: how many, and when the oldest of them
     * leaves the window (when an account locked now unlocks).
     */
    async recent(
      username: string,
      windowMs: number,
    ): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          oldest: sql<string | null>`min(${loginFailures.createdAt})`,
        })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.usernameKey, username.toLowerCase()),
            gt(loginFailures.createdAt, new Date(Date.now() - windowMs)),
          ),
        );
      return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    async record(username: string): Promise<void> {
      await db.insert(loginFailures).values({ usernameKey: username.toLowerCase() });
    },

    /** Forgets the failures of `username` (after a successful sign-in) and any older than `windowMs`. */
    async clear(username: string, windowMs: number): Promise<void> {
      await db
        .delete(loginFailures)
        .where(
          or(
            eq(loginFailures.usernameKey, username.toLowerCase()),
            lt(loginFailures.createdAt, new Date(Date.now() - windowMs)),
          ),
        );
    },
  };
}
