/** Notifications: the only code that queries the notifications table. */
import { and, eq, sql } from "drizzle-orm";
import type { PageQuery, SortOrder } from "../../../domain/api/list-query";
import { notificationResponseSchema } from "../../../domain/api/notification";
import type { Database, Transaction } from "../../db/client";
import {
  type JsonPage,
  jsonPageWithTotal,
  preparedPerShape,
  rowJson,
  schemaColumns,
} from "../../db/json";
import {
  type Cursor,
  cursorKey,
  cursorParams,
  keysetAfterPlaceholders,
  keysetOrder,
} from "../../db/keyset";
import { type NotificationRow, notificationCounts, notifications, users } from "../../db/schema";

/**
 * The fields of the `notifications` row in scope as notificationResponseSchema
 * (src/domain/api/notification.ts) names and orders them, the time as `Date#toJSON` writes it:
 * for a JSON text written by the database (src/server/db/json.ts), here and on the dashboard.
 */
export const notificationFields = schemaColumns(notifications, notificationResponseSchema);

/**
 * A notification row in scope as the JSON text of the portal's answer
 * ({@link notificationFields}): tests/api/notifications-json.test.ts checks it against the schema.
 */
const notificationJson = sql<string>`${rowJson(notificationFields)}::text`;

/** A notification to write: its recipient, words, type and what it links to. */
type NewNotification = typeof notifications.$inferInsert;

/** The repository on `db`; its fixed reads are prepared once per instance. */
export function notificationsRepository(db: Database) {
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
  // A page of the list is one of four shapes (order, first or later), each prepared once, when
  // first asked for (decision 0007). Its total is the trigger-kept count, a scalar subquery that
  // PostgreSQL runs once per statement, not per row.
  const ofUser = eq(notifications.userId, sql.placeholder("userId"));
  const totalOfUser =
    sql<number>`coalesce((select ${notificationCounts.total} from ${notificationCounts}
    where ${notificationCounts.userId} = ${sql.placeholder("userId")}), 0)`.mapWith(Number);
  const pageQuery = (sort: SortOrder, afterCursor: boolean) =>
    db
      .select({
        id: notifications.id,
        json: notificationJson,
        cursorKey: cursorKey(notifications),
        total: totalOfUser,
      })
      .from(notifications)
      .where(and(ofUser, afterCursor ? keysetAfterPlaceholders(notifications, sort) : undefined))
      .orderBy(...keysetOrder(notifications, sort))
      .limit(sql.placeholder("limit"));
  const preparedPage = preparedPerShape(
    (sort: SortOrder, afterCursor: boolean) => `${sort}_${afterCursor ? "after" : "first"}`,
    (shape, sort, afterCursor) =>
      pageQuery(sort, afterCursor).prepare(`notifications_page_${shape}`),
  );
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

    /**
     * One page of the user's notifications in `query`'s order, as the JSON text of the portal's
     * answer ({@link notificationJson}), with how many the user has in all (X-Total-Count, the
     * trigger-kept count of decision 0023), read by the same statement
     * (docs/decisions/0031-list-total-in-page-statement.md).
     */
    async page(
      userId: number,
      query: PageQuery,
      cursor: Cursor | undefined,
    ): Promise<JsonPage & { total: number }> {
      const rows = await preparedPage(query.sort, cursor !== undefined).execute({
        userId,
        ...(cursor ? cursorParams(cursor) : {}),
        limit: query.limit + 1,
      });
      return jsonPageWithTotal(rows, query, cursor, async () => (await countsFor(userId)).total);
    },

    /**
     * How many of the user's notifications are unread (the bell), from the trigger-kept counts
     * (decision 0023); 0 for a user who never had one.
     */
    async countUnreadForUser(userId: number): Promise<number> {
      return (await countsFor(userId)).unread;
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
