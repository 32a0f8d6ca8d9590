import { defineConfig } from "drizzle-kit";

/** drizzle-kit reads the table definitions and writes SQL migrations to drizzle/ (`npm run db:generate`). */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
  casing: "snake_case",
});
