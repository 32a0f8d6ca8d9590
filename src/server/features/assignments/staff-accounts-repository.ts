/**
 * Staff accounts made from hired job applications (docs/decisions/0017-placements.md): the only
 * code that queries `password_tokens`, and the reads and writes of `users`, `staff_profiles` and
 * `job_applications` that turning an application into an account needs. It reads and writes; the
 * rules are in staff-accounts.ts, which runs the writes in one transaction.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import {
  type JobApplicationRow,
  jobApplications,
  passwordTokens,
  staffProfiles,
  users,
} from "../../db/schema";

/** The repository on `db`. Writes take the caller's transaction. */
export function staffAccountsRepository(db: Database) {
  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Job application `id`, or undefined. */
    async findApplication(id: number): Promise<JobApplicationRow | undefined> {
      const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
      return row;
    },

    /** True when an account uses `email`, ignoring case. */
    async emailInUse(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row !== undefined;
    },

    /** The usernames that start with `prefix`, ignoring case (read in `tx`). */
    async usernamesStartingWith(tx: Transaction, prefix: string): Promise<string[]> {
      const rows = await tx
        .select({ username: users.username })
        .from(users)
        .where(sql`lower(${users.username}) like ${`${prefix}%`}`);
      return rows.map((row) => row.username);
    },

    /**
     * Inserts a staff account and its profile in `tx`; a unique violation (code 23505)
     * propagates to the caller.
     */
    async insertStaffUser(
      tx: Transaction,
      user: {
        username: string;
        email: string;
        passwordHash: string;
        fullName: string;
        phone: string | null;
      },
      profile: Pick<typeof staffProfiles.$inferInsert, "position" | "experience" | "bio">,
    ) {
      const [row] = await tx
        .insert(users)
        .values({ ...user, role: "staff" })
        .returning({
          id: users.id,
          username: users.username,
          email: users.email,
          fullName: users.fullName,
        });
      if (!row) throw new Error("insert returned no row");
      await tx.insert(staffProfiles).values({ userId: row.id, ...profile });
      return row;
    },

    /**
     * Links application `id` to staff account `userId` in `tx` only if it has none yet; false
     * when another account was linked meanwhile.
     */
    async linkApplication(tx: Transaction, id: number, userId: number, now: Date) {
      const claimed = await tx
        .update(jobApplications)
        .set({ staffUserId: userId, updatedAt: now })
        .where(and(eq(jobApplications.id, id), isNull(jobApplications.staffUserId)))
        .returning({ id: jobApplications.id });
      return claimed.length > 0;
    },

    /** Stores a set-password token's hash for `userId`, valid until `expiresAt`. */
    async addPasswordToken(
      tx: Transaction,
      token: { tokenHash: string; userId: number; expiresAt: Date },
    ) {
      await tx.insert(passwordTokens).values(token);
    },

    /**
     * Uses the token with hash `tokenHash` once, in `tx`: marks it used if it is unused and not
     * expired at `now`, returning its user; undefined otherwise (one UPDATE, so two concurrent
     * uses cannot both succeed).
     */
    async usePasswordToken(tx: Transaction, tokenHash: string, now: Date) {
      const [row] = await tx
        .update(passwordTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordTokens.tokenHash, tokenHash),
            isNull(passwordTokens.usedAt),
            sql`${passwordTokens.expiresAt} > ${now}`,
          ),
        )
        .returning({ userId: passwordTokens.userId });
      return row;
    },

    /** Sets the password hash of user `id` in `tx`; their username, or undefined when gone. */
    async setPasswordHash(
      tx: Transaction,
      id: number,
      passwordHash: string,
    ): Promise<string | undefined> {
      const [row] = await tx
        .update(users)
        .set({ passwordHash })
        .where(eq(users.id, id))
        .returning({ username: users.username });
      return row?.username;
    },
  };
}
