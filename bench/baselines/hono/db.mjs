/**
 * The database: one `pg` Pool (pg's default of 10 connections, as the product's server) behind
 * Drizzle, and the product's tables this peer reads or writes, declared the Drizzle way (only the
 * columns it uses). The product's migrations own these tables; the peer never changes their shape.
 * Env: DATABASE_URL (PostgreSQL). Exports `pool`, `db` and the tables.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { boolean, date, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import pg from "pg";
import * as authSchema from "./auth-schema.mjs";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is required (PostgreSQL)");

export const pool = new pg.Pool({ connectionString: databaseUrl });

const timestamptz = (name) => timestamp(name, { withTimezone: true });

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull(),
  email: text("email").notNull(),
  fullName: text("full_name").notNull(),
  role: text("role").notNull(),
  companyName: text("company_name"),
  phone: text("phone"),
  createdAt: timestamptz("created_at").notNull(),
  lastLogin: timestamptz("last_login"),
  deletedAt: timestamptz("deleted_at"),
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
  respondBy: timestamptz("respond_by"),
  respondedAt: timestamptz("responded_at"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export const staffingRequestEvents = pgTable("staffing_request_events", {
  id: serial("id").primaryKey(),
  requestId: integer("request_id").notNull(),
  actorId: integer("actor_id"),
  fromStatus: text("from_status"),
  toStatus: text("to_status").notNull(),
  note: text("note"),
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

export const db = drizzle({ client: pool, schema: authSchema });
