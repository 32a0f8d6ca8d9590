/**
 * better-auth's tables as Drizzle tables, in the PostgreSQL schema `peer_betterauth`: the output
 * of the Drizzle adapter's own schema generator (what `npx auth generate` writes for
 * `provider: "pg"`, `schemaName: "peer_betterauth"` and the `appUserId` additional field), less
 * its `defineRelationsPart` block, which needs drizzle-orm 1.x (the adapter reads relations only
 * with `experimental.joins`, which stays off as shipped). setup.mjs creates the same tables in SQL.
 */
import { boolean, index, integer, pgSchema, text, timestamp } from "drizzle-orm/pg-core";

export const peerBetterauthSchema = pgSchema("peer_betterauth");

export const user = peerBetterauthSchema.table("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").default(false).notNull(),
  image: text("image"),
  createdAt: timestamp("created_at").defaultNow().notNull(),
  updatedAt: timestamp("updated_at")
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
  appUserId: integer("app_user_id").notNull().unique(),
});

export const session = peerBetterauthSchema.table(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at").defaultNow().notNull(),
    updatedAt: timestamp("updated_at")
      .$onUpdate(() => new Date())
      .notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [index("session_userId_idx").on(table.userId)],
);

export const account = peerBetterauthSchema.table(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at"),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at").defaultNow().notNull(),
    updatedAt: timestamp("updated_at")
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [index("account_userId_idx").on(table.userId)],
);

export const verification = peerBetterauthSchema.table(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: timestamp("created_at").defaultNow().notNull(),
    updatedAt: timestamp("updated_at")
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/**
 * The same tables in SQL (what drizzle-kit generates from the definitions above), run by
 * setup.mjs: each benchmark run gets a fresh database, so no migration history is kept.
 */
export const createAuthTablesSql = `
create schema if not exists "peer_betterauth";
create table "peer_betterauth"."user" (
  "id" text primary key,
  "name" text not null,
  "email" text not null unique,
  "email_verified" boolean default false not null,
  "image" text,
  "created_at" timestamp default now() not null,
  "updated_at" timestamp default now() not null,
  "app_user_id" integer not null unique
);
create table "peer_betterauth"."session" (
  "id" text primary key,
  "expires_at" timestamp not null,
  "token" text not null unique,
  "created_at" timestamp default now() not null,
  "updated_at" timestamp not null,
  "ip_address" text,
  "user_agent" text,
  "user_id" text not null references "peer_betterauth"."user"("id") on delete cascade
);
create index "session_userId_idx" on "peer_betterauth"."session" ("user_id");
create table "peer_betterauth"."account" (
  "id" text primary key,
  "account_id" text not null,
  "provider_id" text not null,
  "user_id" text not null references "peer_betterauth"."user"("id") on delete cascade,
  "access_token" text,
  "refresh_token" text,
  "id_token" text,
  "access_token_expires_at" timestamp,
  "refresh_token_expires_at" timestamp,
  "scope" text,
  "password" text,
  "created_at" timestamp default now() not null,
  "updated_at" timestamp not null
);
create index "account_userId_idx" on "peer_betterauth"."account" ("user_id");
create table "peer_betterauth"."verification" (
  "id" text primary key,
  "identifier" text not null,
  "value" text not null,
  "expires_at" timestamp not null,
  "created_at" timestamp default now() not null,
  "updated_at" timestamp default now() not null
);
create index "verification_identifier_idx" on "peer_betterauth"."verification" ("identifier");
`;
