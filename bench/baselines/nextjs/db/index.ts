/**
 * The app's database: one node-postgres Pool (pg's default size, 10 connections, as the product's
 * server) on DATABASE_URL, wrapped by Drizzle with the tables of ./schema. Kept on globalThis so
 * Next's module instances (route handlers are bundled separately) share one pool.
 */
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "./schema";

const globalForDb = globalThis as unknown as { db?: NodePgDatabase<typeof schema> };

function connect(): NodePgDatabase<typeof schema> {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  return drizzle(pool, { schema });
}

export const db = globalForDb.db ?? connect();
globalForDb.db = db;
