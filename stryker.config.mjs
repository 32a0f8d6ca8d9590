/**
 * Mutation testing of the security-critical server modules (`npm run test:mutation`):
 * StrykerJS changes one thing at a time in these files (a condition, a comparison, a string, a
 * removed call) and runs the tests that cover that spot; a change no test notices ("survived") is
 * a control no test really checks. The score per file is printed at the end (clear-text
 * reporter); the HTML report is written to .tmp/mutation/index.html.
 *
 * One file: `npm run test:mutation -- --mutate src/server/features/admin/csv.ts`.
 * Fewer workers on a busy machine: `npm run test:mutation -- --concurrency 1`.
 * Reruns are incremental: results of unchanged code and unchanged tests are reused from
 * .tmp/stryker-incremental.json (delete it, or pass `--force`, for a full run). A surviving
 * "static" mutant (module-level code, run while the files are imported) is not retried when
 * tests are added: retry it with `--force` and a range, e.g.
 * `--mutate src/server/plugins/auth.ts:89:1-89:60 --force`.
 * Surviving mutants that cannot change behaviour (equivalent mutants) are listed in
 * docs/security.md, "Mutation testing".
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  vitest: {
    configFile: "vitest.mutation.config.ts",
    // The API tests reach the mutated code through buildApp and HTTP, not by importing it, so
    // "related tests" would be all of them anyway: run the configured list, filtered per mutant
    // by the per-test coverage below.
    related: false,
  },
  coverageAnalysis: "perTest",
  mutate: [
    "src/server/features/auth/passwords.ts",
    "src/server/features/auth/password-policy.ts",
    "src/server/features/auth/repository.ts",
    "src/server/features/auth/routes.ts",
    "src/server/features/auth/sign-in.ts",
    "src/server/features/auth/housekeeping.ts",
    "src/server/features/periodic.ts",
    "src/server/features/auth/native-login.ts",
    "src/server/plugins/auth.ts",
    "src/server/plugins/request-guards.ts",
    "src/server/features/admin/csv.ts",
    "src/server/features/admin/csv-sql.ts",
    "src/server/db/copy.ts",
    "src/server/features/job-applications/resume.ts",
    "src/server/features/job-applications/compound-file.ts",
    "src/server/features/public-forms/native-forms.ts",
  ],
  // Files the tests never read: not copied into the sandbox. tests/api/metrics.test.ts imports
  // `freePort` from the end-to-end fixtures: without them Vitest cannot load that file, and
  // StrykerJS, seeing no test fail, would silently run without it.
  ignorePatterns: [
    "/dist",
    "/data",
    "/.tmp",
    "/test-results",
    "/playwright-report",
    "/coverage",
    "/bench/results",
    "/tests/e2e/*",
    "!/tests/e2e/fixtures",
    "/tests/reliability",
  ],
  incremental: true,
  incrementalFile: ".tmp/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: ".tmp/mutation/index.html" },
  clearTextReporter: { allowEmojis: false, logTests: false, reportTests: false },
  // The machine is shared: two workers (each one Vitest thread and an in-memory database).
  concurrency: 2,
  // Argon2 hashing and a fresh database per test file make a mutant run take seconds, and a
  // static mutant runs the whole list (a minute or more on busy cores): a mutant is "timed out"
  // only well past that, so that a slow machine does not pass for a detected mutant.
  timeoutMS: 60_000,
  timeoutFactor: 2,
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
};
