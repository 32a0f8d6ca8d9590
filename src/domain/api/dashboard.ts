/**
 * The dashboard resource (GET /api/portal/dashboard): what /dashboard shows (spec section 2,
 * "Dashboard"), as counts and the first few rows instead of whole lists.
 */
import { type StaffingRequestStatus, staffingRequestStatuses } from "../enums";
import { z } from "../zod";
import { notificationResponseSchema } from "./notification";
import { propertyResponseSchema } from "./property";
import { staffingRequestResponseSchema } from "./staffing-request";

const count = z.number().int().min(0);

/** One count per request status, every status present (zero when there is none). */
const statusCountsSchema = z.object(
  Object.fromEntries(staffingRequestStatuses.map((status) => [status, count])) as Record<
    StaffingRequestStatus,
    typeof count
  >,
);

/** A dashboard answer: the caller's summary. Preview rows are newest first (at most 3). */
export const dashboardResponseSchema = z.object({
  properties: z
    .object({
      total: count.describe("How many properties the caller has"),
      items: z.array(propertyResponseSchema).describe("The newest ones, at most 3"),
    })
    .nullable()
    .describe("Property managers only; null for other roles"),
  staffingRequests: z
    .object({
      total: count.describe("How many staffing requests the caller has"),
      byStatus: statusCountsSchema.describe("How many of them are in each status"),
      items: z
        .array(staffingRequestResponseSchema)
        .describe("The newest ones, at most 3, as GET /api/portal/staffing-requests lists them"),
    })
    .nullable()
    .describe("Property managers only; null for other roles"),
  notifications: z.object({
    total: count.describe("How many notifications the caller has (all pages of the list)"),
    unread: count.describe("How many of the caller's notifications are unread"),
    items: z.array(notificationResponseSchema).describe("The newest ones, at most 3"),
  }),
});
/** The dashboard summary as the client receives it. */
export type DashboardSummary = z.input<typeof dashboardResponseSchema>;
