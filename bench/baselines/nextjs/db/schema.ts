/**
 * Drizzle tables of this app: the product's tables it reads and writes (a subset of their columns
 * is enough for Drizzle; the product's migrations own them), and Auth.js's tables as the Drizzle
 * adapter documents them for PostgreSQL (user, account, session, verificationToken), placed in
 * the PostgreSQL schema `peer_authjs` so they never meet the product's own `sessions` table.
 * setup.mjs creates the Auth.js tables with the same columns.
 */
import {
  boolean,
  date,
  integer,
  pgSchema,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { AdapterAccountType } from "next-auth/adapters";

// --- The product's tables (read, and written by the create endpoint) ---

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull(),
  email: text("email").notNull(),
  fullName: text("full_name").notNull(),
  role: text("role").notNull(),
  companyName: text("company_name"),
  phone: text("phone"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastLogin: timestamp("last_login", { withTimezone: true }),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
});

export const properties = pgTable("properties", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull(),
  name: text("name").notNull(),
});

export const staffingRequests = pgTable("staffing_requests", {
  id: serial("id").primaryKey(),
  userId: integer("user_id"),
  propertyId: integer("property_id"),
  companyName: text("company_name").notNull(),
  contactName: text("contact_name").notNull(),
  email: text("email").notNull(),
  staffType: text("staff_type").notNull(),
  details: text("details"),
  startDate: date("start_date", { mode: "string" }),
  endDate: date("end_date", { mode: "string" }),
  status: text("status").notNull().default("pending"),
  consent: boolean("consent").notNull().default(false),
  headcount: integer("headcount").notNull().default(1),
  emergencyReason: text("emergency_reason"),
  respondBy: timestamp("respond_by", { withTimezone: true }),
  respondedAt: timestamp("responded_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const staffingRequestEvents = pgTable("staffing_request_events", {
  id: serial("id").primaryKey(),
  requestId: integer("request_id").notNull(),
  actorId: integer("actor_id"),
  fromStatus: text("from_status"),
  toStatus: text("to_status").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const staffAssignments = pgTable("staff_assignments", {
  id: serial("id").primaryKey(),
  requestId: integer("request_id"),
  status: text("status").notNull(),
});

export const notifications = pgTable("notifications", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull(),
  title: text("title").notNull(),
  message: text("message").notNull(),
  type: text("type").notNull().default("info"),
  link: text("link"),
  relatedId: integer("related_id"),
  relatedType: text("related_type"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// --- Auth.js (the Drizzle adapter's PostgreSQL schema, in its own PostgreSQL schema) ---

export const authSchema = pgSchema("peer_authjs");

/**
 * Auth.js's user. Its id is the product user's id as text (`"12"`), so a session's user leads
 * straight to the product's `users` row by primary key.
 */
export const authUsers = authSchema.table("user", {
  id: text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  name: text("name"),
  email: text("email").unique(),
  emailVerified: timestamp("emailVerified", { mode: "date" }),
  image: text("image"),
});

export const authAccounts = authSchema.table(
  "account",
  {
    userId: text("userId")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    type: text("type").$type<AdapterAccountType>().notNull(),
    provider: text("provider").notNull(),
    providerAccountId: text("providerAccountId").notNull(),
    refresh_token: text("refresh_token"),
    access_token: text("access_token"),
    expires_at: integer("expires_at"),
    token_type: text("token_type"),
    scope: text("scope"),
    id_token: text("id_token"),
    session_state: text("session_state"),
  },
  (account) => [primaryKey({ columns: [account.provider, account.providerAccountId] })],
);

export const authSessions = authSchema.table("session", {
  sessionToken: text("sessionToken").primaryKey(),
  userId: text("userId")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  expires: timestamp("expires", { mode: "date" }).notNull(),
});

export const authVerificationTokens = authSchema.table(
  "verificationToken",
  {
    identifier: text("identifier").notNull(),
    token: text("token").notNull(),
    expires: timestamp("expires", { mode: "date" }).notNull(),
  },
  (verificationToken) => [
    primaryKey({ columns: [verificationToken.identifier, verificationToken.token] }),
  ],
);
