/**
 * Users and sessions: the only code that queries those tables.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Role } from "../../../domain/enums";
import type { Database } from "../../db/client";
import {
  knownSignInAddresses,
  loginThrottles,
  sessions,
  type UserRow,
  users,
} from "../../db/schema";

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
export type PublicUserRow = Omit<UserRow, "passwordHash" | "emailOptOuts" | "deletedAt">;

/** SHA-256 of a session token, hex: what the sessions table stores. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

interface NewUser {
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

/** One counted sign-in attempt: how many attempts its key has in the current window, and when that window ends. */
export interface CountedAttempt {
  attempts: number;
  windowEndsAt: Date;
}

/**
 * Sign-in attempt counters and known sign-in addresses (ASVS 6.3.1; docs/security.md
 * "Sign-in lockout"). Keys are built by the sign-in service; this module only counts.
 */
export function loginThrottleRepository(db: Database) {
  return {
    /**
     * Counts one attempt on `key` atomically and returns the count in the current window
     * (including this attempt). A window begins at the first attempt and lasts `windowMs`; an
     * attempt after it begins a new one. One statement (`INSERT … ON CONFLICT DO UPDATE …
     * RETURNING`): concurrent attempts are serialised on the row, so each sees a distinct count.
     */
    async count(key: string, windowMs: number): Promise<CountedAttempt> {
      const expired = sql`${loginThrottles.windowStartedAt} <= now() - make_interval(secs => ${windowMs / 1000})`;
      const [row] = await db
        .insert(loginThrottles)
        .values({ key })
        .onConflictDoUpdate({
          target: loginThrottles.key,
          set: {
            attempts: sql`case when ${expired} then 1 else ${loginThrottles.attempts} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${loginThrottles.windowStartedAt} end`,
          },
        })
        .returning({
          attempts: loginThrottles.attempts,
          windowStartedAt: loginThrottles.windowStartedAt,
        });
      if (!row) throw new Error("upsert returned no row");
      return {
        attempts: row.attempts,
        windowEndsAt: new Date(row.windowStartedAt.getTime() + windowMs),
      };
    },

    /** Takes one counted attempt on `key` back (it turned out to be a success). */
    async release(key: string): Promise<void> {
      await db
        .update(loginThrottles)
        .set({ attempts: sql`greatest(${loginThrottles.attempts} - 1, 0)` })
        .where(eq(loginThrottles.key, key));
    },

    /** Forgets every attempt on `key` (a success clears its own account-and-address counter). */
    async clear(key: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
    },

    /** Deletes the counters whose `windowMs` window is over; returns how many. */
    async deleteExpired(windowMs: number): Promise<number> {
      const rows = await db
        .delete(loginThrottles)
        .where(
          lt(
            loginThrottles.windowStartedAt,
            sql`now() - make_interval(secs => ${windowMs / 1000})`,
          ),
        )
        .returning({ key: loginThrottles.key });
      return rows.length;
    },

    /** True when `userId` has signed in successfully from `address` within `maxAgeMs`. */
    async isKnownAddress(userId: number, address: string, maxAgeMs: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: knownSignInAddresses.userId })
        .from(knownSignInAddresses)
        .where(
          and(
            eq(knownSignInAddresses.userId, userId),
            eq(knownSignInAddresses.address, address),
            gt(knownSignInAddresses.lastSuccessAt, new Date(Date.now() - maxAgeMs)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Forgets the sign-in addresses unused for longer than `maxAgeMs`; returns how many. */
    async forgetAddressesUnusedFor(maxAgeMs: number): Promise<number> {
      const rows = await db
        .delete(knownSignInAddresses)
        .where(lt(knownSignInAddresses.lastSuccessAt, new Date(Date.now() - maxAgeMs)))
        .returning({ userId: knownSignInAddresses.userId });
      return rows.length;
    },

    /** Records a successful sign-in of `userId` from `address` (now). */
    async rememberAddress(userId: number, address: string): Promise<void> {
      await db
        .insert(knownSignInAddresses)
        .values({ userId, address })
        .onConflictDoUpdate({
          target: [knownSignInAddresses.userId, knownSignInAddresses.address],
          set: { lastSuccessAt: sql`now()` },
        });
    },
  };
}
