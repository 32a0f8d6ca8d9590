/** Notifications: the only code that queries the notifications table. */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { type NotificationRow, notifications, users } from "../../db/schema";

/** A notification to write: its recipient, words, type and what it links to. */
type NewNotification = typeof notifications.$inferInsert;

/** How many notifications the list returns at most (the newest). */
const NOTIFICATIONS_LIST_LIMIT = 200;

export function notificationsRepository(db: Database) {
  // The dashboard's and the bell's read, built once and prepared.
  const newestOfUser = db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder("userId")))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIST_LIMIT)
    .prepare("notifications_newest_of_user");

  return {
    /** Writes one notification in the caller's transaction (the event that causes it). */
    async add(tx: Transaction, notification: NewNotification): Promise<void> {
      await tx.insert(notifications).values(notification);
    },

    /**
     * Writes `notification` once for every admin, in the caller's transaction (nothing when
     * there is no admin yet).
     */
    async addForAdmins(
      tx: Transaction,
      notification: Omit<NewNotification, "userId">,
    ): Promise<void> {
      const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
      if (admins.length === 0) return;
      await tx
        .insert(notifications)
        .values(admins.map(({ id }) => ({ ...notification, userId: id })));
    },

    /** The user's newest notifications, newest first. */
    listForUser(userId: number): Promise<NotificationRow[]> {
      return newestOfUser.execute({ userId });
    },

    /** Marks one of the user's notifications read; undefined if it is not theirs. */
    async markRead(id: number, userId: number): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row;
    },

    /** Marks every unread notification of the user read; returns how many changed. */
    async markAllRead(userId: number): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
