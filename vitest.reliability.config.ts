import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:reliability`: the fault and load checks (tests/reliability; the rules are in
 * docs/security.md, "Faults and load"): no malformed request answers 5xx or stores anything
 * (fuzzing through app.inject), and no acknowledged write is lost when the built server
 * (dist/server, run as child processes) is killed, stopped, backed up and restored, run twice on
 * one PostgreSQL or cut off from its database. Files run one at a time: they start servers and
 * measure time, and must not compete for the two cores. postgres.test.ts needs TEST_DATABASE_URL
 * (see that file).
 */
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    environment: "node",
    // The migrated test database (as vitest.config.ts), and a fresh build for the server checks.
    globalSetup: ["tests/setup/global-setup.ts", "tests/e2e/global-setup.ts"],
    testTimeout: 240_000,
    hookTimeout: 240_000,
    pool: "forks",
    fileParallelism: false,
  },
});
