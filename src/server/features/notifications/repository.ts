/** Notifications: the only code that queries the notifications table. */
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { PageQuery } from "../../../domain/api/list-query";
import type { Database, Transaction } from "../../db/client";
import {
  type Cursor,
  cursorKey,
  keysetAfter,
  keysetOrder,
  type Page,
  pageOf,
} from "../../db/keyset";
import { type NotificationRow, notificationCounts, notifications, users } from "../../db/schema";

/** A notification to write: its recipient, words, type and what it links to. */
type NewNotification = typeof notifications.$inferInsert;

/** The repository on `db`; its fixed reads are prepared once per instance. */
export function notificationsRepository(db: Database) {
  // The fixed reads, built once and prepared.
  const ofUserNewestFirst = () =>
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sql.placeholder("userId")))
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
  // The dashboard's preview: the newest few.
  const previewOfUser = ofUserNewestFirst()
    .limit(sql.placeholder("limit"))
    .prepare("notifications_preview_of_user");
  // The list's total and the bell's unread count, polled by every signed-in screen: one row of
  // the trigger-kept notification_counts (decision 0023), whatever the number of notifications.
  const countsOfUser = db
    .select({ total: notificationCounts.total, unread: notificationCounts.unread })
    .from(notificationCounts)
    .where(eq(notificationCounts.userId, sql.placeholder("userId")))
    .prepare("notification_counts_of_user");
  async function countsFor(userId: number): Promise<{ total: number; unread: number }> {
    const [row] = await countsOfUser.execute({ userId });
    return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
  }
  const listAdmins = (tx: Transaction): Promise<{ id: number; email: string }[]> =>
    tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, "admin"));

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
      const admins = await listAdmins(tx);
      if (admins.length === 0) return;
      await tx
        .insert(notifications)
        .values(admins.map(({ id }) => ({ ...notification, userId: id })));
    },

    /** Every admin account's id and e-mail address, read in `tx` (whom agency alerts reach). */
    listAdmins,

    /** One page of the user's notifications in `query`'s order. */
    async pageForUser(
      userId: number,
      query: PageQuery,
      cursor: Cursor | undefined,
    ): Promise<Page<NotificationRow>> {
      const rows = await db
        .select({ ...getTableColumns(notifications), cursorKey: cursorKey(notifications) })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), keysetAfter(notifications, cursor)))
        .orderBy(...keysetOrder(notifications, query.sort))
        .limit(query.limit + 1);
      return pageOf(rows, query.limit, query.sort);
    },

    /**
     * How many notifications the user has (the list's X-Total-Count), from the trigger-kept
     * counts (decision 0023); 0 for a user who never had one.
     */
    async countForUser(userId: number): Promise<number> {
      return (await countsFor(userId)).total;
    },

    /** The user's newest `limit` notifications, newest first (the dashboard's preview). */
    listNewestForUser(userId: number, limit: number): Promise<NotificationRow[]> {
      return previewOfUser.execute({ userId, limit });
    },

    /**
     * How many of the user's notifications are unread (the bell), from the trigger-kept counts
     * (decision 0023); 0 for a user who never had one.
     */
    async countUnreadForUser(userId: number): Promise<number> {
      return (await countsFor(userId)).unread;
    },

    /**
     * Both counts of the user's notifications, `{ total, unread }`, in one read of the
     * trigger-kept counts (decision 0023); zeros for a user who never had one.
     */
    countsForUser: countsFor,

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
