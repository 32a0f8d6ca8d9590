/**
 * Drizzle table definitions: the part of the product's tables this peer reads and writes (the
 * same names and columns as the product's src/server/db/schema.ts; the product's migrations
 * create them), and the peer's own `peer_express.credentials` (scrypt hashes, written by
 * setup.mjs) and `peer_express.session` (connect-pg-simple's, created by it).
 */
import {
  boolean,
  date,
  integer,
  pgSchema,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull(),
  email: text("email").notNull(),
  fullName: text("full_name").notNull(),
  role: text("role").notNull(),
  companyName: text("company_name"),
  phone: text("phone"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
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
  type: text("type").notNull(),
  link: text("link"),
  relatedId: integer("related_id"),
  relatedType: text("related_type"),
});

export const peerSchema = pgSchema("peer_express");

/** One scrypt hash per user (`<hex key>.<hex salt>`, as the original app stored them). */
export const credentials = peerSchema.table("credentials", {
  userId: integer("user_id").primaryKey(),
  passwordHash: text("password_hash").notNull(),
});
