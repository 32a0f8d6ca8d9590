/**
 * Drizzle table definitions: every entity of spec section 3, plus sessions and newsletter subscribers.
 *
 * Deliberate ON DELETE rules:
 * - a user's own things (properties, sessions, notifications, messages, staff profile) go with the user;
 * - records the agency must keep (staffing requests, job applications) survive their author (SET NULL);
 * - deleting a property removes "all associated data" (spec section 2, the delete confirmation):
 *   its staffing requests, assignments and documents cascade.
 * Usernames and e-mails are unique regardless of case (unique indexes on lower()).
 */
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { documentKinds, documentReviewStatuses } from "../../domain/document";
import {
  emergencyReasons,
  experienceLevels,
  jobApplicationStatuses,
  notificationTypes,
  roles,
  staffAssignmentStatuses,
  staffingRequestStatuses,
  staffTypes,
  timesheetActions,
} from "../../domain/enums";
import { employmentTypes } from "../../domain/job-posting";
import { timesheetStatuses } from "../../domain/timesheet";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** SQL `column IN ('a', 'b', ...)` for a check constraint over a fixed list of values. */
/**
 * The text a staffing request's search (`q`) looks in: company name, contact name, e-mail, staff
 * type and details, joined by line feeds (which a one-line search cannot contain, so a search
 * never matches across two fields). The database keeps it lower-cased in `search_text`, which
 * the trigram indexes and the searches read (docs/decisions/0028-stored-search-text.md).
 */
export function requestSearchText(t: {
  companyName: AnyPgColumn;
  contactName: AnyPgColumn;
  email: AnyPgColumn;
  staffType: AnyPgColumn;
  details: AnyPgColumn;
}): SQL {
  return sql`${t.companyName} || E'\\n' || ${t.contactName} || E'\\n' || ${t.email} || E'\\n' || ${t.staffType} || E'\\n' || coalesce(${t.details}, '')`;
}

function oneOf(column: string, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql.raw(`${column} in (${list})`);
}

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    role: text("role", { enum: roles }).notNull().default("property_manager"),
    companyName: text("company_name"),
    phone: text("phone"),
    createdAt: createdAt(),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    /** Kinds of e-mail the user switched off (src/domain/profile.ts `emailKinds`). */
    emailOptOuts: text("email_opt_outs").array().notNull().default(sql`'{}'::text[]`),
    /**
     * When the owner deleted the account: the row stays, anonymised, for the records the agency
     * keeps (docs/decisions/0022-profiles.md); nobody can sign in to it.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_created_at_idx").on(t.createdAt, t.id),
    // Every new request and application notifies the admins: find them without scanning users.
    index("users_admins_idx").on(t.id).where(sql`${t.role} = 'admin'`),
    check("users_role_check", oneOf("role", roles)),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's token, hex. The raw token is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

export const properties = pgTable(
  "properties",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    units: integer("units").notNull().default(1),
    description: text("description"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("properties_user_id_created_at_idx").on(t.userId, t.createdAt, t.id),
    index("properties_created_at_idx").on(t.createdAt, t.id),
    // The admin's request list filters by a substring of the property's city (ILIKE): the
    // properties so named are found here instead of by testing every property's city.
    index("properties_city_search_idx").using("gin", sql`${t.city} gin_trgm_ops`),
    check("properties_units_check", sql`${t.units} >= 1`),
  ],
);

export const staffProfiles = pgTable(
  "staff_profiles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: text("position"),
    experience: text("experience"),
    skills: text("skills"),
    certifications: text("certifications"),
    bio: text("bio"),
    availability: text("availability"),
    hourlyRate: text("hourly_rate"),
    /**
     * The worker may be called for emergency work (storm preparation or recovery, a sudden
     * vacancy): ranks them first among candidates for emergencies (decision 0017).
     */
    emergencyCallouts: boolean("emergency_callouts").notNull().default(false),
    /** The roles the worker does (staff type values); they rank first for requests of these. */
    staffTypes: text("staff_types", { enum: staffTypes })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Certifications and licences held (src/domain/profile.ts `certifications`). */
    heldCertifications: text("held_certifications").array().notNull().default(sql`'{}'::text[]`),
    /** Slugs of the cities and nearby places the worker will work in (`tampa`, `palm-harbor`). */
    workCities: text("work_cities").array().notNull().default(sql`'{}'::text[]`),
    /** Weekly availability as `day:part` slots (`monday:morning`). */
    availabilitySlots: text("availability_slots").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("staff_profiles_user_id_idx").on(t.userId),
    index("staff_profiles_created_at_idx").on(t.createdAt),
  ],
);

export const staffingRequests = pgTable(
  "staffing_requests",
  {
    id: serial("id").primaryKey(),
    /** Null for requests sent through the public form by a visitor. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    staffType: text("staff_type", { enum: staffTypes }).notNull(),
    details: text("details"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    status: text("status", { enum: staffingRequestStatuses }).notNull().default("pending"),
    /** Internal notes of the agency; never shown to the requester. */
    notes: text("notes"),
    consent: boolean("consent").notNull().default(false),
    /** Positions wanted (1–50); `filled` is counted from its confirmed/active/completed assignments. */
    headcount: integer("headcount").notNull().default(1),
    /** Set when the requester marked it Emergency (docs/decisions/0017-placements.md). */
    emergencyReason: text("emergency_reason", { enum: emergencyReasons }),
    /** An emergency's promised response time: creation + EMERGENCY_RESPONSE_MINUTES. */
    respondBy: timestamp("respond_by", { withTimezone: true }),
    /** The agency's first response (status change, note or offer); ends the promise. */
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    /** When the half-time reminder was mailed; set once, by one instance (UPDATE … WHERE IS NULL). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * {@link requestSearchText} lower-cased, kept by the database (a stored generated column):
     * the lists' `q` is `search_text LIKE lower('%q%')`, which is what `ILIKE` computes, without
     * lower-casing every row's text again on every search
     * (docs/decisions/0028-stored-search-text.md). Never shown: not in any answer's fields.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${requestSearchText(staffingRequests)})`),
  },
  (t) => [
    // The admin list's head: open emergencies still waiting for a response, by time left.
    index("staffing_requests_emergency_open_idx")
      .on(t.respondBy)
      .where(sql`${t.emergencyReason} is not null and ${t.respondedAt} is null`),
    // Lists are paged by (created_at, id) (docs/decisions/0013): each list's equality filter
    // leads an index that ends with both, so any page of it is one index seek.
    index("staffing_requests_user_id_created_at_idx").on(t.userId, t.createdAt, t.id),
    // An account's status tab: one seek, however many requests the account or the status has.
    index("staffing_requests_user_id_status_idx").on(t.userId, t.status, t.createdAt, t.id),
    index("staffing_requests_property_id_idx").on(t.propertyId, t.createdAt, t.id),
    // An account's property filter, one seek in either plan. From its sixth run a prepared page
    // may run PostgreSQL's generic plan, which cannot see that the property holds 20 of the
    // account's 10,000 requests: with only the two indexes above it intersected both, reading
    // all 10,000 of the account's entries (up to 2.9 ms; 0.6 ms with this index, on the growth
    // benchmark's large client; docs/decisions/0033-generic-plans.md).
    index("staffing_requests_user_id_property_id_idx").on(
      t.userId,
      t.propertyId,
      t.createdAt,
      t.id,
    ),
    index("staffing_requests_created_at_idx").on(t.createdAt, t.id),
    index("staffing_requests_status_idx").on(t.status, t.createdAt, t.id),
    index("staffing_requests_staff_type_idx").on(t.staffType, t.createdAt, t.id),
    // The lists' `q`: a substring of this text, case-insensitive, found by trigrams (pg_trgm).
    index("staffing_requests_search_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The same search within one account's requests (the portal's `q`): user_id in the same GIN
    // index (btree_gin), so a large client's search reads only its own matches, and a small
    // client's no longer walks every account's matches to find its own few.
    index("staffing_requests_user_search_idx").using(
      "gin",
      t.userId,
      sql`${t.searchText} gin_trgm_ops`,
    ),
    check("staffing_requests_status_check", oneOf("status", staffingRequestStatuses)),
    check("staffing_requests_staff_type_check", oneOf("staff_type", staffTypes)),
    check("staffing_requests_headcount_check", sql`${t.headcount} between 1 and 50`),
    check(
      "staffing_requests_emergency_reason_check",
      sql`${t.emergencyReason} is null or ${oneOf("emergency_reason", emergencyReasons)}`,
    ),
    check(
      "staffing_requests_dates_check",
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

/**
 * Exact counts of staffing requests per status, kept by statement-level triggers on
 * staffing_requests (migration 0009, docs/decisions/0018-request-counts.md): the admin list's
 * X-Total-Count without filters or with a status only, and the admin overview, read these few
 * rows instead of counting every request. Each status is split over {@link REQUEST_COUNT_SHARDS}
 * rows (by request id), so concurrent inserts do not queue on one counter row.
 */
export const staffingRequestCounts = pgTable(
  "staffing_request_counts",
  {
    status: text("status", { enum: staffingRequestStatuses }).notNull(),
    shard: integer("shard").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.shard] })],
);

/** How many counter rows each status of {@link staffingRequestCounts} is split over. */
export const REQUEST_COUNT_SHARDS = 16;

/**
 * Exact counts of each user's staffing requests per status, kept by statement-level triggers on
 * staffing_requests (migration 0017, docs/decisions/0023-owner-counts.md): the portal list's
 * X-Total-Count without filters or with a status only, and the dashboard's requests by status,
 * read at most five rows instead of every request of the user. Requests without a user (a
 * visitor's public form, or an author whose user row was deleted) are not counted. Not sharded:
 * one account's writes are few. A status whose requests are all gone keeps its row with `n` 0.
 */
export const staffingRequestOwnerCounts = pgTable(
  "staffing_request_owner_counts",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: staffingRequestStatuses }).notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status] })],
);

/**
 * A version of each user's staffing requests, raised by a statement-level trigger whenever a
 * statement inserts, updates or deletes any of them (migration 0023): a filtered list's count,
 * cached in the server with the version it was read at, is still right while the version is the
 * same (docs/decisions/0042-versioned-list-counts.md). A user without a row is at version 0.
 */
export const staffingRequestOwnerVersions = pgTable("staffing_request_owner_versions", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * The timeline of a staffing request: one row when it is created (fromStatus null) and one per
 * status change, with who made it. The request's detail screen shows it.
 */
export const staffingRequestEvents = pgTable(
  "staffing_request_events",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => staffingRequests.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    fromStatus: text("from_status", { enum: staffingRequestStatuses }),
    toStatus: text("to_status", { enum: staffingRequestStatuses }).notNull(),
    /** Internal note of the agency, never shown to the requester. */
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("staffing_request_events_request_id_idx").on(t.requestId, t.createdAt),
    index("staffing_request_events_actor_id_idx").on(t.actorId),
    index("staffing_request_events_created_at_idx").on(t.createdAt),
    check("staffing_request_events_to_status_check", oneOf("to_status", staffingRequestStatuses)),
  ],
);

/**
 * A placement of a staff member at a property (docs/decisions/0017-placements.md). Offered by the
 * agency for a staffing request; the worker accepts (`confirmed`) or declines; `confirmed` turns
 * `active` on its start date and `completed` after its end date (or when the agency says so); an
 * open one may be cancelled with a reason; an offer unanswered by `expires_at` becomes `expired`.
 * `property_id` stays NOT NULL: a request without a property cannot be filled (409).
 */
export const staffAssignments = pgTable(
  "staff_assignments",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    managerId: integer("manager_id").references(() => users.id, { onDelete: "set null" }),
    requestId: integer("request_id").references(() => staffingRequests.id, {
      onDelete: "set null",
    }),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    status: text("status", { enum: staffAssignmentStatuses }).notNull().default("active"),
    notes: text("notes"),
    /** An offer's deadline (offer time + OFFER_EXPIRY_HOURS); null once answered or for direct placements. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Why it was cancelled (agency's words, shown to those concerned). */
    cancelReason: text("cancel_reason"),
    /** The manager's rating of completed work, 1–5, once. */
    rating: integer("rating"),
    /** The manager's note with the rating: visible to the agency only. */
    ratingNote: text("rating_note"),
    /** The manager wants this person again: they rank first among candidates. */
    requestAgain: boolean("request_again"),
    ratedAt: timestamp("rated_at", { withTimezone: true }),
    /** What the client pays per hour, in cents (agency sets it; the manager sees it, staff never). */
    billRateCents: integer("bill_rate_cents"),
    /** What the worker is paid per hour, in cents (agency only). */
    payRateCents: integer("pay_rate_cents"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("staff_assignments_staff_id_idx").on(t.staffId, t.createdAt, t.id),
    index("staff_assignments_property_id_idx").on(t.propertyId, t.createdAt, t.id),
    index("staff_assignments_manager_id_idx").on(t.managerId),
    index("staff_assignments_request_id_idx").on(t.requestId),
    index("staff_assignments_created_at_idx").on(t.createdAt, t.id),
    // The expiry job reads only open offers.
    index("staff_assignments_offer_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'offered'`),
    // The start and completion jobs read only placements still to start or end, a few among
    // the years of finished ones.
    index("staff_assignments_start_due_idx").on(t.startDate).where(sql`${t.status} = 'confirmed'`),
    index("staff_assignments_end_due_idx")
      .on(t.endDate)
      .where(sql`${t.status} in ('confirmed', 'active')`),
    check("staff_assignments_status_check", oneOf("status", staffAssignmentStatuses)),
    check(
      "staff_assignments_rating_check",
      sql`${t.rating} is null or ${t.rating} between 1 and 5`,
    ),
    check(
      "staff_assignments_rates_check",
      sql`(${t.billRateCents} is null or ${t.billRateCents} between 0 and 100000) and (${t.payRateCents} is null or ${t.payRateCents} between 0 and 100000)`,
    ),
    check(
      "staff_assignments_dates_check",
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

/**
 * The placement steps of a staffing request's timeline: each offer, answer, expiry, start,
 * completion, cancellation and rating, with who did it (null: the system's periodic job).
 */
export const assignmentEvents = pgTable(
  "assignment_events",
  {
    id: serial("id").primaryKey(),
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => staffAssignments.id, { onDelete: "cascade" }),
    requestId: integer("request_id").references(() => staffingRequests.id, {
      onDelete: "cascade",
    }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    fromStatus: text("from_status", { enum: staffAssignmentStatuses }),
    toStatus: text("to_status", { enum: staffAssignmentStatuses }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("assignment_events_assignment_id_idx").on(t.assignmentId, t.createdAt),
    index("assignment_events_request_id_idx").on(t.requestId, t.createdAt),
    index("assignment_events_actor_id_idx").on(t.actorId),
  ],
);

/**
 * A worker's hours on one assignment for one week (Monday to Sunday, America/New_York;
 * docs/decisions/0019-timesheets.md). One per assignment and week, made as a draft when the
 * worker first opens the week. `property_id` is the assignment's, kept here so the reports and
 * the manager's list read timesheets by property without the assignment. `total_minutes` is the
 * sum of its days, kept with them in the same transaction.
 */
export const timesheets = pgTable(
  "timesheets",
  {
    id: serial("id").primaryKey(),
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => staffAssignments.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    status: text("status", { enum: timesheetStatuses }).notNull().default("draft"),
    totalMinutes: integer("total_minutes").notNull().default(0),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedById: integer("approved_by_id").references(() => users.id, { onDelete: "set null" }),
    /** How it was approved: in the portal or from the mailed link. */
    approvedVia: text("approved_via", { enum: ["portal", "email"] }),
    /** The manager's or agency's note with a dispute (the worker and the agency read it). */
    disputeNote: text("dispute_note"),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedById: integer("locked_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("timesheets_assignment_week_idx").on(t.assignmentId, t.weekStart),
    index("timesheets_staff_id_idx").on(t.staffId, t.weekStart),
    index("timesheets_property_id_idx").on(t.propertyId, t.weekStart),
    index("timesheets_week_start_idx").on(t.weekStart, t.createdAt, t.id),
    index("timesheets_status_idx").on(t.status, t.weekStart),
    index("timesheets_created_at_idx").on(t.createdAt, t.id),
    check("timesheets_status_check", oneOf("status", timesheetStatuses)),
    check("timesheets_week_start_check", sql`extract(isodow from ${t.weekStart}) = 1`),
    check("timesheets_total_minutes_check", sql`${t.totalMinutes} >= 0`),
    check(
      "timesheets_approved_via_check",
      sql`${t.approvedVia} is null or ${t.approvedVia} in ('portal', 'email')`,
    ),
  ],
);

/**
 * The days of a timesheet that have hours: start and end as "HH:MM" wall-clock times (an end at
 * or before the start is the next morning), the unpaid break and the minutes worked (computed by
 * `shiftMinutes` of src/domain/timesheet.ts when saved). A day without a row was not worked.
 */
export const timesheetDays = pgTable(
  "timesheet_days",
  {
    timesheetId: integer("timesheet_id")
      .notNull()
      .references(() => timesheets.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    breakMinutes: integer("break_minutes").notNull().default(0),
    minutes: integer("minutes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.timesheetId, t.date] }),
    index("timesheet_days_date_idx").on(t.date),
    check(
      "timesheet_days_times_check",
      sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check(
      "timesheet_days_minutes_check",
      sql`${t.minutes} between 0 and 1500 and ${t.breakMinutes} between 0 and 720`,
    ),
  ],
);

/**
 * Approved minutes per assignment and calendar month (`month` is the month's first day), kept
 * exact by triggers on `timesheets` and `timesheet_days` (migration 0012,
 * docs/decisions/0019-timesheets.md point 11): a week's days count from its approval until it
 * leaves `approved`, and an approved day's edit or deletion moves its month's total. The reports
 * read whole months here instead of every day; staff type, property, client, city and bill rate
 * come from the assignment when read, so changing a rate or a request needs no upkeep. A row
 * goes with its assignment.
 */
export const timesheetMonthTotals = pgTable(
  "timesheet_month_totals",
  {
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => staffAssignments.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    minutes: integer("minutes").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.month] }),
    index("timesheet_month_totals_month_idx").on(t.month),
    check("timesheet_month_totals_month_check", sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * The history of a timesheet: every save, submission, approval, dispute and lock, with who did
 * it (null: someone whose account is gone) and, for a save, each changed day's old and new
 * values (`changes`, JSON: `[{ date, before, after }]`, a side null when the day had no hours).
 */
export const timesheetEvents = pgTable(
  "timesheet_events",
  {
    id: serial("id").primaryKey(),
    timesheetId: integer("timesheet_id")
      .notNull()
      .references(() => timesheets.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", { enum: timesheetActions }).notNull(),
    fromStatus: text("from_status", { enum: timesheetStatuses }),
    toStatus: text("to_status", { enum: timesheetStatuses }),
    note: text("note"),
    changes: jsonb("changes"),
    createdAt: createdAt(),
  },
  (t) => [
    index("timesheet_events_timesheet_id_idx").on(t.timesheetId, t.createdAt, t.id),
    index("timesheet_events_actor_id_idx").on(t.actorId),
    check("timesheet_events_action_check", oneOf("action", timesheetActions)),
  ],
);

/**
 * Single-use approval links mailed to a property's manager when a week is submitted. Only the
 * SHA-256 of the 32-byte random token is stored; it expires in 7 days and is used by one
 * `UPDATE … WHERE used_at IS NULL AND expires_at > now RETURNING` (the POST, never the GET).
 */
export const timesheetApprovalTokens = pgTable(
  "timesheet_approval_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    timesheetId: integer("timesheet_id")
      .notNull()
      .references(() => timesheets.id, { onDelete: "cascade" }),
    managerId: integer("manager_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("timesheet_approval_tokens_timesheet_id_idx").on(t.timesheetId),
    index("timesheet_approval_tokens_manager_id_idx").on(t.managerId),
  ],
);

/**
 * Single-use links to set a password (accounts the agency creates from a hired application). Only
 * the SHA-256 of the token is stored; a token is used once (`used_at`) and expires in 7 days.
 */
export const passwordTokens = pgTable(
  "password_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_tokens_user_id_idx").on(t.userId)],
);

/**
 * Single-use links that confirm a new e-mail address (POST /api/portal/profile/email). Only the
 * SHA-256 of the 32-byte random token is stored; it expires in 24 hours and is used by one
 * `UPDATE … WHERE used_at IS NULL AND expires_at > now RETURNING` (the POST, never the GET).
 */
export const emailChangeTokens = pgTable(
  "email_change_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_change_tokens_user_id_idx").on(t.userId)],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    position: text("position", { enum: staffTypes }).notNull(),
    experience: text("experience", { enum: experienceLevels }).notNull(),
    additionalInfo: text("additional_info"),
    status: text("status", { enum: jobApplicationStatuses }).notNull().default("submitted"),
    resumeUrl: text("resume_url"),
    interviewDate: timestamp("interview_date", { withTimezone: true }),
    reviewNotes: text("review_notes"),
    consent: boolean("consent").notNull().default(false),
    /** The staff account the agency made from this (hired) application. */
    staffUserId: integer("staff_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The job posting the visitor applied from, if any (decision 0020). */
    jobPostingId: integer("job_posting_id").references(() => jobPostings.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("job_applications_user_id_idx").on(t.userId),
    index("job_applications_job_posting_id_idx").on(t.jobPostingId, t.createdAt),
    index("job_applications_created_at_idx").on(t.createdAt, t.id),
    index("job_applications_status_idx").on(t.status, t.createdAt, t.id),
    check("job_applications_status_check", oneOf("status", jobApplicationStatuses)),
    check("job_applications_experience_check", oneOf("experience", experienceLevels)),
    check("job_applications_position_check", oneOf("position", staffTypes)),
    // One staff account per application (POST /api/admin/job-applications/{id}/account).
    uniqueIndex("job_applications_staff_user_id_idx").on(t.staffUserId),
  ],
);

/**
 * Job postings of the public job board (docs/decisions/0020-job-board.md): what the agency
 * publishes, optionally from a staffing request, without the client's or property's name. Open
 * while `closed_at` is null and `valid_through` (a day in America/New_York) has not passed.
 * Pay is kept in cents per hour.
 */
export const jobPostings = pgTable(
  "job_postings",
  {
    id: serial("id").primaryKey(),
    /** The request it was published from; the posting stays if the request goes. */
    requestId: integer("request_id").references(() => staffingRequests.id, {
      onDelete: "set null",
    }),
    title: text("title").notNull(),
    /** The address's words after the id (`/jobs/{id}-{slug}`), from the title and place. */
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    staffType: text("staff_type", { enum: staffTypes }).notNull(),
    /** A place's name: one of the nine cities or a nearby place (domain/job-posting.ts). */
    city: text("city").notNull(),
    employmentType: text("employment_type", { enum: employmentTypes }).notNull(),
    payMinCents: integer("pay_min_cents").notNull(),
    payMaxCents: integer("pay_max_cents").notNull(),
    schedule: text("schedule"),
    startDate: date("start_date", { mode: "string" }),
    validThrough: date("valid_through", { mode: "string" }).notNull(),
    /** The day it was published, in America/New_York. */
    datePosted: date("date_posted", { mode: "string" }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The public list: open postings (not closed) newest first, by role or alone.
    index("job_postings_open_idx").on(t.createdAt, t.id).where(sql`${t.closedAt} is null`),
    index("job_postings_created_at_idx").on(t.createdAt, t.id),
    index("job_postings_request_id_idx").on(t.requestId),
    check("job_postings_staff_type_check", oneOf("staff_type", staffTypes)),
    check("job_postings_employment_type_check", oneOf("employment_type", employmentTypes)),
    check(
      "job_postings_pay_check",
      sql`${t.payMinCents} > 0 and ${t.payMaxCents} >= ${t.payMinCents}`,
    ),
  ],
);

/**
 * A worker's "I'm interested" on a posting: one per posting and worker. Ranks them first among
 * the candidates for the request behind the posting (decision 0020).
 */
export const jobInterests = pgTable(
  "job_interests",
  {
    postingId: integer("posting_id")
      .notNull()
      .references(() => jobPostings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postingId, t.userId] }),
    index("job_interests_user_id_idx").on(t.userId),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type", { enum: notificationTypes }).notNull().default("info"),
    isRead: boolean("is_read").notNull().default(false),
    link: text("link"),
    createdAt: createdAt(),
    relatedId: integer("related_id"),
    relatedType: text("related_type"),
  },
  (t) => [
    index("notifications_user_id_created_at_idx").on(t.userId, t.createdAt, t.id),
    // Only unread rows are indexed: marking all of a user's notifications read finds them here.
    // (The bell's unread count reads notification_counts, decision 0023.)
    index("notifications_unread_user_id_idx").on(t.userId).where(sql`${t.isRead} = false`),
    index("notifications_created_at_idx").on(t.createdAt),
    index("notifications_related_idx").on(t.relatedType, t.relatedId),
    check("notifications_type_check", oneOf("type", notificationTypes)),
  ],
);

/**
 * How many notifications each user has and how many of them are unread, kept by statement-level
 * triggers on notifications (migration 0017, docs/decisions/0023-owner-counts.md): the list's
 * X-Total-Count, the bell's unread count polled by every signed-in screen and the dashboard read
 * this one row instead of counting the user's notifications. A user who never had one has no row.
 */
export const notificationCounts = pgTable("notification_counts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  total: integer("total").notNull().default(0),
  unread: integer("unread").notNull().default(0),
});

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: integer("receiver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_sender_id_idx").on(t.senderId),
    index("messages_receiver_id_created_at_idx").on(t.receiverId, t.createdAt),
    index("messages_created_at_idx").on(t.createdAt),
  ],
);

export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    fileName: text("file_name").notNull(),
    fileUrl: text("file_url").notNull(),
    fileType: text("file_type"),
    uploadedById: integer("uploaded_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("documents_property_id_idx").on(t.propertyId),
    index("documents_uploaded_by_id_idx").on(t.uploadedById),
    index("documents_created_at_idx").on(t.createdAt),
  ],
);

/**
 * A worker's certificates, licences and IDs (docs/decisions/0021-documents.md). The file lives
 * under `DATA_DIR/uploads/documents/<stored_name>` (a random name), never served publicly; its
 * SHA-256 is kept to prove what was reviewed. `status` is the review state; "expired" is derived
 * from `expires_on` on every read. `reminder_30_sent_at` and `reminder_7_sent_at` are claimed by
 * the periodic job so each expiry e-mail goes once. Deleted with the worker's account.
 */
export const workerDocuments = pgTable(
  "worker_documents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: documentKinds }).notNull(),
    number: text("number"),
    expiresOn: date("expires_on", { mode: "string" }),
    storedName: text("stored_name").notNull(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type", {
      enum: ["application/pdf", "image/jpeg", "image/png"],
    }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    status: text("status", { enum: documentReviewStatuses }).notNull().default("pending"),
    reviewedById: integer("reviewed_by_id").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** Why it was rejected (the worker reads it). */
    reason: text("reason"),
    reminder30SentAt: timestamp("reminder_30_sent_at", { withTimezone: true }),
    reminder7SentAt: timestamp("reminder_7_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("worker_documents_stored_name_idx").on(t.storedName),
    index("worker_documents_user_id_idx").on(t.userId, t.createdAt, t.id),
    index("worker_documents_status_idx").on(t.status, t.createdAt, t.id),
    index("worker_documents_created_at_idx").on(t.createdAt, t.id),
    index("worker_documents_expires_on_idx")
      .on(t.expiresOn)
      .where(sql`status = 'verified' and expires_on is not null`),
    check("worker_documents_kind_check", oneOf("kind", documentKinds)),
    check("worker_documents_status_check", oneOf("status", documentReviewStatuses)),
    check(
      "worker_documents_content_type_check",
      sql`content_type in ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
    check("worker_documents_size_bytes_check", sql`size_bytes > 0`),
    check("worker_documents_reason_check", sql`status <> 'rejected' or reason is not null`),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_lower_idx").on(sql`lower(${t.email})`),
    index("newsletter_subscribers_created_at_idx").on(t.createdAt, t.id),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
/** A staffing request as the API reads it: every column but the search's own copy of its text. */
export type StaffingRequestRow = Omit<typeof staffingRequests.$inferSelect, "searchText">;
/** The columns of {@link StaffingRequestRow}, for a SELECT or RETURNING of a whole request. */
export const staffingRequestColumns = (() => {
  const { searchText: _searchText, ...columns } = getTableColumns(staffingRequests);
  return columns;
})();
export type NotificationRow = typeof notifications.$inferSelect;
export type JobApplicationRow = typeof jobApplications.$inferSelect;
export type StaffAssignmentRow = typeof staffAssignments.$inferSelect;

/**
 * E-mail outbox (durable delivery): each message is written here in the same
 * transaction as the event that causes it; a background worker sends it with retries and
 * backoff and stamps `sent_at`, so an SMTP outage delays mail but never loses it.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** What caused it, e.g. "staffing_request.created:42:agency" (unique: an event mails once). */
    eventKey: text("event_key").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker is sending it, so two workers never send the same message. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_outbox_event_key_idx").on(t.eventKey),
    index("email_outbox_due_idx").on(t.sentAt, t.nextAttemptAt),
    index("email_outbox_created_at_idx").on(t.createdAt),
  ],
);
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Sign-in attempt counters (OWASP ASVS 6.3.1; docs/security.md "Sign-in lockout"). One row per
 * key: `pair:<username>|<address>` (attempts on one account from one address) or
 * `account:<username>` (attempts on one account from addresses it has never signed in from).
 * Usernames are lower-cased as typed, so unknown usernames behave exactly like real ones. An
 * attempt is counted before its password is checked, in one `INSERT … ON CONFLICT DO UPDATE …
 * RETURNING`, so concurrent attempts cannot all slip under the limit; a success takes its own
 * attempt back. A window starts at the first attempt and lasts LOGIN_LOCKOUT_MINUTES; the
 * housekeeping job deletes rows whose window is over.
 */
export const loginThrottles = pgTable(
  "login_throttles",
  {
    key: text("key").primaryKey(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(1),
  },
  (t) => [index("login_throttles_window_started_at_idx").on(t.windowStartedAt)],
);

/**
 * Addresses an account has signed in from successfully (docs/security.md "Sign-in lockout"):
 * attempts from them are limited per (account, address) only, never by the account-wide ceiling,
 * so guesses from elsewhere cannot lock the owner out. Rows unused for 90 days are deleted by the
 * housekeeping job; they go with the user.
 */
export const knownSignInAddresses = pgTable(
  "known_sign_in_addresses",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.address] }),
    index("known_sign_in_addresses_last_success_at_idx").on(t.lastSuccessAt),
  ],
);

/**
 * Résumé bytes stored per client address (OWASP ASVS 5.0 5.2.4, upload storage quota): one row
 * per stored upload, written in the transaction that stores the application, so the daily
 * quotas (`UPLOAD_QUOTA_MB_PER_ADDRESS_PER_DAY`, `UPLOAD_QUOTA_MB_PER_DAY`) hold across restarts
 * and instances. Rows older than the 24-hour window are deleted as new uploads arrive, so a
 * client address is kept no longer than the quota needs it.
 */
export const resumeUploads = pgTable(
  "resume_uploads",
  {
    id: serial("id").primaryKey(),
    /** The uploader's address as the server sees it (`request.ip`). */
    clientAddress: text("client_address").notNull(),
    /** Size of the stored file in bytes. */
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("resume_uploads_client_address_created_at_idx").on(t.clientAddress, t.createdAt),
    index("resume_uploads_created_at_idx").on(t.createdAt),
    check("resume_uploads_bytes_check", sql`bytes > 0`),
  ],
);
