/**
 * The dashboard's summary as one statement that writes its JSON
 * (docs/decisions/0032-dashboard-one-statement.md): the counts and newest rows of what /dashboard
 * shows, read with LIMIT and from the trigger-kept counts (decision 0023), never whole lists. It
 * reads the tables of properties, staffing requests and notifications, and writes nothing.
 */
import { type SQL, sql } from "drizzle-orm";
import { DASHBOARD_PREVIEW_COUNT } from "../../../domain/constants";
import { type StaffingRequestStatus, staffingRequestStatuses } from "../../../domain/enums";
import type { Database } from "../../db/client";
import { jsonArray, rowJson } from "../../db/json";
import {
  notificationCounts,
  notifications,
  properties,
  staffingRequestOwnerCounts,
  staffingRequests,
  users,
} from "../../db/schema";
import { notificationFields } from "../notifications/repository";
import { propertyFields } from "../properties/repository";
import { requestFields, requestPropertyName } from "../staffing-requests/repository";

const userId = sql.placeholder("userId");
// The previews' length and the statuses are constants of the statement, not parameters: with
// them as parameters PostgreSQL planned the statement again on every execution (a custom plan,
// 2 ms of planning against 1.2 ms of execution) instead of reusing its generic plan.
const limit = sql.raw(String(DASHBOARD_PREVIEW_COUNT));

/**
 * The JSON array of the newest `limit` rows of `table` that `userId` owns, each as `item`: the
 * rows are read by the table's (user_id, created_at, id) index into a subquery named like the
 * table, so `item`'s columns refer to them.
 */
function newestOf(
  table: typeof properties | typeof staffingRequests | typeof notifications,
  item: SQL,
): SQL {
  return jsonArray(
    item,
    sql`from (select * from ${table} where ${table.userId} = ${userId}
          order by ${table.createdAt} desc, ${table.id} desc limit ${limit}) as ${table}`,
    sql`${table.createdAt} desc, ${table.id} desc`,
  );
}

/** A property manager's properties: `{ total, items }`. */
const propertiesJson = rowJson({
  total: sql`(select count(*)::int from ${properties} where ${properties.userId} = ${userId})`,
  items: newestOf(properties, rowJson(propertyFields)),
});

/**
 * A property manager's requests: `{ total, byStatus, items }`, the counts from the per-user
 * counters (`owned`: one row of sums over at most five counter rows), the items as the list
 * writes them (with the name of the owner's own property only).
 */
const ownedCount = (status?: StaffingRequestStatus) =>
  status
    ? sql`coalesce(sum(${staffingRequestOwnerCounts.n}) filter (where ${staffingRequestOwnerCounts.status} = '${sql.raw(status)}'), 0)::int as ${sql.identifier(status)}`
    : sql`coalesce(sum(${staffingRequestOwnerCounts.n}), 0)::int as total`;
const requestsJson = sql`(select ${rowJson({
  total: sql`owned.total`,
  byStatus: rowJson(
    Object.fromEntries(
      staffingRequestStatuses.map((status) => [status, sql`owned.${sql.identifier(status)}`]),
    ),
  ),
  items: newestOf(
    staffingRequests,
    rowJson({ ...requestFields, propertyName: requestPropertyName(true) }),
  ),
})} from (select ${sql.join(
  [ownedCount(), ...staffingRequestStatuses.map((status) => ownedCount(status))],
  sql`, `,
)} from ${staffingRequestOwnerCounts} where ${staffingRequestOwnerCounts.userId} = ${userId}) owned)`;

/** Anyone's notifications: `{ total, unread, items }`, the counts from the per-user counters. */
const countOf = (column: typeof notificationCounts.total | typeof notificationCounts.unread) =>
  sql`coalesce((select ${column} from ${notificationCounts} where ${notificationCounts.userId} = ${userId}), 0)`;
const notificationsJson = rowJson({
  total: countOf(notificationCounts.total),
  unread: countOf(notificationCounts.unread),
  items: newestOf(notifications, rowJson(notificationFields)),
});

/**
 * The JSON text of GET /api/portal/dashboard (dashboardResponseSchema) for the user of the row
 * in scope: properties and staffing requests for a property manager (null for other roles),
 * notifications for everyone, in the schema's field order.
 */
const managerOnly = (json: SQL) =>
  sql`case when ${users.role} = 'property_manager' then ${json} end`;
const summaryJson = sql<string>`${rowJson({
  properties: managerOnly(propertiesJson),
  staffingRequests: managerOnly(requestsJson),
  notifications: notificationsJson,
})}::text`;

/** The repository on `db`; its one read is prepared once per instance. */
export function dashboardRepository(db: Database) {
  const summaryOf = db
    .select({ json: summaryJson })
    .from(users)
    .where(sql`${users.id} = ${userId}`)
    .prepare("dashboard_summary");

  return {
    /**
     * The JSON text of user `id`'s dashboard summary, its previews `DASHBOARD_PREVIEW_COUNT`
     * rows long; undefined when no such user exists.
     */
    async summaryJson(id: number): Promise<string | undefined> {
      const [row] = await summaryOf.execute({ userId: id });
      return row?.json;
    },
  };
}
