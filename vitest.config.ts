import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Unit tests sit next to the code (src/**\/*.test.ts); API tests in tests/api run against a real
 * database: PGlite by default, PostgreSQL when TEST_DB_DRIVER=postgres and TEST_DATABASE_URL is set.
 */
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/api/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
