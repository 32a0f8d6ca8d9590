/**
 * Profiles: the only code that reads and writes a user's own details, work preferences, e-mail
 * preferences, e-mail change links, and that removes an account's own data when it is deleted
 * (docs/decisions/0022-profiles.md). Writes take the caller's transaction where one is needed.
 */
import { and, desc, eq, gt, inArray, isNull, ne, notExists, or, sql } from "drizzle-orm";
import type { StaffType } from "../../../domain/enums";
import type { EmailKind } from "../../../domain/profile";
import type { Database, Transaction } from "../../db/client";
import {
  emailChangeTokens,
  knownSignInAddresses,
  loginThrottles,
  messages,
  notifications,
  passwordTokens,
  properties,
  sessions,
  staffAssignments,
  staffingRequestEvents,
  staffingRequests,
  staffProfiles,
  timesheetApprovalTokens,
  users,
} from "../../db/schema";

/** A user's own row as the profile reads it, with the password hash (never sent). */
export interface ProfileUserRow {
  id: number;
  username: string;
  email: string;
  fullName: string;
  role: (typeof users.$inferSelect)["role"];
  companyName: string | null;
  phone: string | null;
  passwordHash: string;
  emailOptOuts: string[];
}

/** A staff member's work preferences as stored (defaults when they have no profile row yet). */
export interface WorkPreferencesRow {
  staffTypes: StaffType[];
  heldCertifications: string[];
  workCities: string[];
  availabilitySlots: string[];
  emergencyCallouts: boolean;
}

const NO_PREFERENCES: WorkPreferencesRow = {
  staffTypes: [],
  heldCertifications: [],
  workCities: [],
  availabilitySlots: [],
  emergencyCallouts: false,
};

/** Statuses of a staffing request that the agency is still working on. */
const openRequestStatuses = ["pending", "approved", "in_progress"] as const;
/** Statuses of an assignment still ahead or under way. */
const openAssignmentStatuses = ["offered", "confirmed", "active"] as const;

/** The repository on `db`. */
export function profilesRepository(db: Database) {
  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** User `id` (not deleted), with the hash for password checks; undefined when gone. */
    async findUser(id: number, executor: Pick<Database, "select"> = db) {
      const [row] = await executor
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          fullName: users.fullName,
          role: users.role,
          companyName: users.companyName,
          phone: users.phone,
          passwordHash: users.passwordHash,
          emailOptOuts: users.emailOptOuts,
        })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      return row as ProfileUserRow | undefined;
    },

    /** The work preferences of staff member `userId` (defaults without a profile row). */
    async workPreferences(
      userId: number,
      executor: Pick<Database, "select"> = db,
    ): Promise<WorkPreferencesRow> {
      const [row] = await executor
        .select({
          staffTypes: staffProfiles.staffTypes,
          heldCertifications: staffProfiles.heldCertifications,
          workCities: staffProfiles.workCities,
          availabilitySlots: staffProfiles.availabilitySlots,
          emergencyCallouts: staffProfiles.emergencyCallouts,
        })
        .from(staffProfiles)
        .where(eq(staffProfiles.userId, userId));
      return row ?? NO_PREFERENCES;
    },

    /** The address user `userId` asked to change to, while its link is unused and unexpired. */
    async pendingEmail(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ newEmail: emailChangeTokens.newEmail })
        .from(emailChangeTokens)
        .where(
          and(
            eq(emailChangeTokens.userId, userId),
            isNull(emailChangeTokens.usedAt),
            gt(emailChangeTokens.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(emailChangeTokens.createdAt))
        .limit(1);
      return row?.newEmail ?? null;
    },

    /** Saves the account's details of user `userId`. */
    async updateDetails(
      tx: Transaction,
      userId: number,
      details: { fullName: string; phone: string | null; companyName?: string | null },
    ): Promise<void> {
      await tx.update(users).set(details).where(eq(users.id, userId));
    },

    /** Saves the given work preferences of staff member `userId` (creates their profile row). */
    async updateWorkPreferences(
      tx: Transaction,
      userId: number,
      changes: Partial<WorkPreferencesRow>,
    ): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await tx
        .insert(staffProfiles)
        .values({ userId, ...changes })
        .onConflictDoUpdate({
          target: staffProfiles.userId,
          set: { ...changes, updatedAt: new Date() },
        });
    },

    /** Records the kinds of e-mail user `userId` switched off. */
    async setEmailOptOuts(userId: number, optOuts: EmailKind[]): Promise<void> {
      await db.update(users).set({ emailOptOuts: optOuts }).where(eq(users.id, userId));
    },

    /** Sets user `userId`'s password hash. */
    async setPasswordHash(tx: Transaction, userId: number, passwordHash: string): Promise<void> {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /** Ends every session of `userId` except the one whose token hash is `keepTokenHash`. */
    async endOtherSessions(tx: Transaction, userId: number, keepTokenHash: string): Promise<void> {
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
    },

    /** True when an account other than `userId` uses `email` (ignoring case). */
    async emailTaken(email: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** Stores a new e-mail change link of `userId`; earlier unused links of theirs stop working. */
    async replaceEmailToken(
      tx: Transaction,
      token: { tokenHash: string; userId: number; newEmail: string; expiresAt: Date },
    ): Promise<void> {
      await tx
        .delete(emailChangeTokens)
        .where(and(eq(emailChangeTokens.userId, token.userId), isNull(emailChangeTokens.usedAt)));
      await tx.insert(emailChangeTokens).values(token);
    },

    /** The link of `tokenHash` with its state, or undefined when there is none. */
    async findEmailToken(tokenHash: string) {
      const [row] = await db
        .select({
          newEmail: emailChangeTokens.newEmail,
          usedAt: emailChangeTokens.usedAt,
          expiresAt: emailChangeTokens.expiresAt,
          userDeleted: sql<boolean>`${users.deletedAt} is not null`,
        })
        .from(emailChangeTokens)
        .innerJoin(users, eq(users.id, emailChangeTokens.userId))
        .where(eq(emailChangeTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * Uses the link of `tokenHash` in `tx`, once: one `UPDATE … WHERE used_at IS NULL AND
     * expires_at > now RETURNING`, so two presses cannot both use it.
     * @returns the account and address it confirms, or undefined when unknown, used or expired
     */
    async useEmailToken(tx: Transaction, tokenHash: string) {
      const [row] = await tx
        .update(emailChangeTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailChangeTokens.tokenHash, tokenHash),
            isNull(emailChangeTokens.usedAt),
            gt(emailChangeTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
      return row;
    },

    /**
     * Sets user `userId`'s e-mail; a unique violation (the address was taken meanwhile)
     * propagates to the caller, which rolls the transaction back.
     * @returns the address it replaced
     */
    async setEmail(tx: Transaction, userId: number, email: string): Promise<string | undefined> {
      const [before] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      await tx.update(users).set({ email }).where(eq(users.id, userId));
      return before?.email;
    },

    /**
     * Closes what an account leaves open, in `tx`: its open staffing requests are cancelled (with
     * a timeline step by the owner) and its open assignments as a worker are cancelled.
     * @returns how many of each were closed
     */
    async closeOpenWork(
      tx: Transaction,
      userId: number,
      reasons: { request: string; assignment: string },
    ): Promise<{ requests: number; assignments: number }> {
      const requests = await tx
        .update(staffingRequests)
        .set({ status: "cancelled", updatedAt: new Date() })
        .where(
          and(
            eq(staffingRequests.userId, userId),
            inArray(staffingRequests.status, [...openRequestStatuses]),
          ),
        )
        .returning({ id: staffingRequests.id });
      // Every status at the time of cancelling was open; the timeline names it as "open".
      if (requests.length > 0) {
        await tx.insert(staffingRequestEvents).values(
          requests.map((r) => ({
            requestId: r.id,
            actorId: userId,
            toStatus: "cancelled" as const,
            note: reasons.request,
          })),
        );
      }
      const assignments = await tx
        .update(staffAssignments)
        .set({
          status: "cancelled",
          cancelReason: reasons.assignment,
          expiresAt: null,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(staffAssignments.staffId, userId),
            inArray(staffAssignments.status, [...openAssignmentStatuses]),
          ),
        )
        .returning({ id: staffAssignments.id });
      return { requests: requests.length, assignments: assignments.length };
    },

    /**
     * Deletes an account's own data in `tx` and anonymises its row (docs/decisions/0022 lists
     * every table): sessions, sign-in counters and addresses, the staff profile, notifications,
     * messages, links (set-password, e-mail change, timesheet approval), and properties that no
     * request or assignment refers to. What the agency keeps (requests, assignments, timesheets,
     * applications) still points at the anonymised row.
     */
    async eraseAccount(tx: Transaction, user: { id: number; username: string }): Promise<void> {
      const id = user.id;
      const name = user.username.toLowerCase();
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await tx.delete(knownSignInAddresses).where(eq(knownSignInAddresses.userId, id));
      await tx.delete(loginThrottles).where(
        or(
          eq(loginThrottles.key, `account:${name}`),
          // A prefix, not LIKE: "_" in a username would be a wildcard there.
          sql`starts_with(${loginThrottles.key}, ${`pair:${name}|`})`,
        ),
      );
      await tx.delete(staffProfiles).where(eq(staffProfiles.userId, id));
      await tx.delete(notifications).where(eq(notifications.userId, id));
      await tx.delete(messages).where(or(eq(messages.senderId, id), eq(messages.receiverId, id)));
      await tx.delete(passwordTokens).where(eq(passwordTokens.userId, id));
      await tx.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, id));
      await tx.delete(timesheetApprovalTokens).where(eq(timesheetApprovalTokens.managerId, id));
      await tx
        .delete(properties)
        .where(
          and(
            eq(properties.userId, id),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(staffingRequests)
                .where(eq(staffingRequests.propertyId, properties.id)),
            ),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(staffAssignments)
                .where(eq(staffAssignments.propertyId, properties.id)),
            ),
          ),
        );
      await tx
        .update(users)
        .set({
          username: `deleted-${id}`,
          email: `deleted-${id}@deleted.invalid`,
          fullName: "Deleted account",
          phone: null,
          companyName: null,
          // Not a PHC string: no password ever verifies against it.
          passwordHash: "!deleted",
          emailOptOuts: [],
          lastLogin: null,
          deletedAt: sql`now()`,
        })
        .where(eq(users.id, id));
    },
  };
}
