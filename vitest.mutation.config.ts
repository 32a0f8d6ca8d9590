import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The tests StrykerJS runs against each mutant (`npm run test:mutation`, stryker.config.mjs):
 * only the files that exercise the security-critical modules it mutates, so a mutant costs
 * seconds, not a whole suite. Stryker replaces the pool (one worker thread per Stryker process)
 * and adds its own setup file; the runner below is the only other difference from
 * vitest.config.ts.
 */
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  test: {
    include: [
      // Unit tests next to the mutated code (plugins, features).
      "src/server/plugins/**/*.test.ts",
      "src/server/db/copy.test.ts",
      "src/server/features/**/*.test.ts",
      // Sign-in, sessions, lockout, per-address limits, password policy.
      "tests/api/auth.test.ts",
      "tests/api/security.test.ts",
      "tests/api/sign-in-lockout.test.ts",
      "tests/api/sign-in-unknown-user.test.ts",
      "tests/api/session-expiry.test.ts",
      "tests/api/native-login.test.ts",
      // Failed sign-ins counted by reason (locked, invalid) in the metrics.
      "tests/api/metrics.test.ts",
      "tests/api/public-forms-resume.test.ts",
      // Same-origin writes, content types, role checks on every endpoint.
      "tests/api/request-guards.test.ts",
      "tests/api/access-matrix.test.ts",
      // Every route's documented schema, summary and session requirement (route options).
      "tests/api/openapi.test.ts",
      // CSV export; résumé checks; native and JSON public forms and their rate limit.
      "tests/api/admin.test.ts",
      "tests/api/csv-export.test.ts",
      "tests/api/public-forms.test.ts",
      "tests/api/public-forms-native.test.ts",
      // Tests written to kill surviving mutants.
      "tests/api/mutation-*.test.ts",
    ],
    environment: "node",
    // Credits set-up hooks' coverage to the suite's first test (see the file).
    runner: "./tests/setup/mutation-runner.ts",
    globalSetup: ["tests/setup/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
