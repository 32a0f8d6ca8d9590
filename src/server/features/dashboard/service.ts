/**
 * The dashboard's summary (spec section 2, "Dashboard"): counts and the newest few rows of what
 * /dashboard shows the caller, read with LIMIT and COUNT or, for requests and notifications, from
 * the trigger-kept per-user counts (decision 0023), never the whole lists. It composes the
 * properties, staffing-requests and notifications repositories; it writes nothing.
 */
import type { z } from "zod";
import type { dashboardResponseSchema } from "../../../domain/api/dashboard";
import { DASHBOARD_PREVIEW_COUNT } from "../../../domain/constants";
import { type StaffingRequestStatus, staffingRequestStatuses } from "../../../domain/enums";
import type { Database } from "../../db/client";
import type { PublicUserRow } from "../auth/repository";
import { notificationsRepository } from "../notifications/repository";
import { propertiesRepository } from "../properties/repository";
import { staffingRequestsRepository } from "../staffing-requests/repository";

/** The summary before serialisation (dates as Date; the schema encodes them). */
type DashboardSummaryData = z.output<typeof dashboardResponseSchema>;

/** The service on `db`; its repositories' reads are prepared once. */
export function dashboardService(db: Database) {
  const properties = propertiesRepository(db);
  const requests = staffingRequestsRepository(db);
  const notifications = notificationsRepository(db);

  /** A manager's properties: how many, and the newest few. */
  async function propertiesOf(userId: number) {
    const [total, items] = await Promise.all([
      properties.countForUser(userId),
      properties.listNewestForUser(userId, DASHBOARD_PREVIEW_COUNT),
    ]);
    return { total, items };
  }

  /** A manager's requests: how many in each status (all five), the total, the newest few. */
  async function requestsOf(userId: number) {
    const [counts, items] = await Promise.all([
      requests.countByStatusForUser(userId),
      requests.listNewestForUser(userId, DASHBOARD_PREVIEW_COUNT),
    ]);
    const byStatus = Object.fromEntries(
      staffingRequestStatuses.map((status) => [status, 0]),
    ) as Record<StaffingRequestStatus, number>;
    for (const { status, count } of counts) byStatus[status] = count;
    const total = counts.reduce((sum, { count }) => sum + count, 0);
    return { total, byStatus, items };
  }

  /** Anyone's notifications: how many the list holds, how many unread, the newest few. */
  async function notificationsOf(userId: number) {
    const [counts, items] = await Promise.all([
      notifications.countsForUser(userId),
      notifications.listNewestForUser(userId, DASHBOARD_PREVIEW_COUNT),
    ]);
    return { ...counts, items };
  }

  return {
    /**
     * The summary of `user`'s dashboard: properties and staffing requests for a property
     * manager (null for staff and admins, whose dashboard shows neither), notifications for
     * everyone. Only the caller's rows are read.
     * @throws never; database errors propagate to the error handler.
     */
    async summaryFor(user: Pick<PublicUserRow, "id" | "role">): Promise<DashboardSummaryData> {
      const isManager = user.role === "property_manager";
      const [propertySummary, requestSummary, notificationSummary] = await Promise.all([
        isManager ? propertiesOf(user.id) : null,
        isManager ? requestsOf(user.id) : null,
        notificationsOf(user.id),
      ]);
      return {
        properties: propertySummary,
        staffingRequests: requestSummary,
        notifications: notificationSummary,
      };
    },
  };
}
