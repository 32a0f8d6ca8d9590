/**
 * Queries of the admin console: every request and application, users, subscribers
 * and the overview counts. Only admins reach these (routes.ts guards the prefix).
 */
import { and, count, desc, eq, gte, ilike, isNull, lt, or, type SQL } from "drizzle-orm";
import type { AdminApplicationQuery, AdminRequestQuery } from "../../../domain/api/admin";
import type { Database } from "../../db/client";
import {
  jobApplications,
  newsletterSubscribers,
  properties,
  staffingRequestEvents,
  staffingRequests,
  users,
} from "../../db/schema";

/**
 * Filters of the request list: the admin query (src/domain/api/admin.ts: status, staff type,
 * property, city, created from/to as calendar days inclusive in UTC, free text), or one request
 * by `id` (the detail screen).
 */
type RequestFilters = Partial<AdminRequestQuery> & { id?: number | undefined };

/** `%text%` for ILIKE with the wildcards of the user's text escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

export function adminRepository(db: Database) {
  return {
    /** Counts for the overview and the latest activity. */
    async overview() {
      const byStatus = await db
        .select({ status: staffingRequests.status, n: count() })
        .from(staffingRequests)
        .groupBy(staffingRequests.status);
      const appsByStatus = await db
        .select({ status: jobApplications.status, n: count() })
        .from(jobApplications)
        .groupBy(jobApplications.status);
      const [subscribers] = await db
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(isNull(newsletterSubscribers.unsubscribedAt));
      const [usersCount] = await db.select({ n: count() }).from(users);
      const recentRequestEvents = await db
        .select({
          requestId: staffingRequestEvents.requestId,
          fromStatus: staffingRequestEvents.fromStatus,
          toStatus: staffingRequestEvents.toStatus,
          actorName: users.fullName,
          companyName: staffingRequests.companyName,
          staffType: staffingRequests.staffType,
          createdAt: staffingRequestEvents.createdAt,
        })
        .from(staffingRequestEvents)
        .innerJoin(staffingRequests, eq(staffingRequests.id, staffingRequestEvents.requestId))
        .leftJoin(users, eq(users.id, staffingRequestEvents.actorId))
        .orderBy(desc(staffingRequestEvents.createdAt), desc(staffingRequestEvents.id))
        .limit(10);
      const recentApplications = await db
        .select({
          id: jobApplications.id,
          fullName: jobApplications.fullName,
          position: jobApplications.position,
          status: jobApplications.status,
          createdAt: jobApplications.createdAt,
        })
        .from(jobApplications)
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
        .limit(5);
      return {
        requestsByStatus: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
        applicationsByStatus: Object.fromEntries(appsByStatus.map((r) => [r.status, r.n])),
        subscribers: subscribers?.n ?? 0,
        users: usersCount?.n ?? 0,
        recentRequestEvents,
        recentApplications,
      };
    },

    /** Every staffing request matching `filters`, newest first, with owner and property. */
    listRequests(filters: RequestFilters, limit?: number) {
      const where: SQL[] = [];
      if (filters.id) where.push(eq(staffingRequests.id, filters.id));
      if (filters.status) where.push(eq(staffingRequests.status, filters.status));
      if (filters.staffType) where.push(eq(staffingRequests.staffType, filters.staffType));
      if (filters.propertyId) where.push(eq(staffingRequests.propertyId, filters.propertyId));
      if (filters.city) {
        const city = or(
          ilike(properties.city, contains(filters.city)),
          ilike(staffingRequests.companyName, contains(filters.city)),
        );
        if (city) where.push(city);
      }
      if (filters.from) where.push(gte(staffingRequests.createdAt, dayStart(filters.from)));
      if (filters.to) where.push(lt(staffingRequests.createdAt, nextDay(filters.to)));
      if (filters.q) {
        const q = contains(filters.q);
        const text = or(
          ilike(staffingRequests.companyName, q),
          ilike(staffingRequests.contactName, q),
          ilike(staffingRequests.email, q),
          ilike(staffingRequests.details, q),
        );
        if (text) where.push(text);
      }
      const query = db
        .select({
          id: staffingRequests.id,
          userId: staffingRequests.userId,
          propertyId: staffingRequests.propertyId,
          propertyName: properties.name,
          propertyCity: properties.city,
          ownerName: users.fullName,
          companyName: staffingRequests.companyName,
          contactName: staffingRequests.contactName,
          email: staffingRequests.email,
          staffType: staffingRequests.staffType,
          details: staffingRequests.details,
          startDate: staffingRequests.startDate,
          endDate: staffingRequests.endDate,
          status: staffingRequests.status,
          notes: staffingRequests.notes,
          consent: staffingRequests.consent,
          createdAt: staffingRequests.createdAt,
          updatedAt: staffingRequests.updatedAt,
        })
        .from(staffingRequests)
        .leftJoin(properties, eq(properties.id, staffingRequests.propertyId))
        .leftJoin(users, eq(users.id, staffingRequests.userId))
        .where(and(...where))
        .orderBy(desc(staffingRequests.createdAt), desc(staffingRequests.id));
      return limit ? query.limit(limit) : query;
    },

    /** Every job application matching `filters`, newest first. */
    listApplications(filters: Partial<AdminApplicationQuery>, limit?: number) {
      const where: SQL[] = [];
      if (filters.status) where.push(eq(jobApplications.status, filters.status));
      if (filters.position) where.push(eq(jobApplications.position, filters.position));
      if (filters.q) {
        const q = contains(filters.q);
        const text = or(
          ilike(jobApplications.fullName, q),
          ilike(jobApplications.email, q),
          ilike(jobApplications.phone, q),
        );
        if (text) where.push(text);
      }
      const query = db
        .select()
        .from(jobApplications)
        .where(and(...where))
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
      return limit ? query.limit(limit) : query;
    },

    async findApplication(id: number) {
      const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
      return row;
    },

    /** Every user with role and last sign-in, newest first (never the password hash). */
    listUsers() {
      return db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          fullName: users.fullName,
          role: users.role,
          companyName: users.companyName,
          phone: users.phone,
          createdAt: users.createdAt,
          lastLogin: users.lastLogin,
        })
        .from(users)
        .orderBy(desc(users.createdAt), desc(users.id));
    },

    listSubscribers() {
      return db
        .select()
        .from(newsletterSubscribers)
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
    },
  };
}
