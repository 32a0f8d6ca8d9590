/**
 * `npm test`: every suite, then one line of totals.
 * 1. Vitest: unit and API tests on PGlite.
 * 2. Vitest: the API tests again on PostgreSQL, when TEST_DATABASE_URL is set.
 * 3. Playwright: the browser journeys in Chromium (CHROME_PATH or /usr/bin/chromium).
 * 4. Vitest: the reliability checks (tests/reliability: fuzzing, crash, graceful stop; the
 *    PostgreSQL outage and two-instance checks when TEST_DATABASE_URL is set; the server behind
 *    Caddy with deploy/Caddyfile when `caddy` is installed; docs/deploy.md followed in Linux
 *    namespaces when run as root with caddy, unshare and setpriv).
 * A suite that cannot run (no PostgreSQL URL: the PostgreSQL API run and the PostgreSQL
 * reliability file; no Chromium: the browser tests; no caddy: the Caddy file and the deployment
 * rehearsal) is counted as one
 * skipped and named; with REQUIRE_POSTGRES=1 / REQUIRE_BROWSER=1 / REQUIRE_CADDY=1 (CI) it is a
 * failure instead. Any skipped test fails the run.
 * Every failed test is named again after the suites (FAILED: suite › file › test), since CI
 * shows only the end of the output.
 * Last line, also written to .tmp/test-totals.txt (which .ci/run reads):
 * `N passed, N failed, N skipped`, skipped counting skipped tests and skipped suites, so a run
 * that tested less says so.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const tmp = path.join(root, ".tmp");
fs.mkdirSync(tmp, { recursive: true });
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

interface Totals {
  passed: number;
  failed: number;
  /** Tests reported as skipped (or todo) by the runners. */
  skipped: number;
}
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const problems: string[] = [];
/** Every failed test, named by suite, file and title, repeated at the end of the output. */
const failures: string[] = [];
/** Suites that did not run because a prerequisite is missing, each with the reason. */
const skippedSuites: string[] = [];

/**
 * A suite whose prerequisite is missing: a failure when `required` (CI), otherwise one skipped.
 * @param suite what did not run
 * @param reason why not, and how to make it run
 */
function missingSuite(suite: string, reason: string, required: boolean): void {
  if (required) {
    problems.push(`${suite} required but ${reason}`);
    totals.failed += 1;
  } else {
    skippedSuites.push(`${suite}: ${reason}`);
    console.log(`\n${suite} skipped: ${reason}.`);
  }
}

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/** The first line of a runner's error message, for the recap of failures. */
function firstLine(message: unknown): string {
  const [first = ""] = String(message ?? "").split("\n");
  return first.slice(0, 300);
}

/**
 * The failed tests in a Playwright JSON report (suites nest; a test failed when its last result
 * did not pass and it was not expected to fail).
 */
function playwrightFailures(suite: PlaywrightSuite, trail: string[]): void {
  const here = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === "unexpected") {
        const last = test.results?.at(-1);
        failures.push(
          `Playwright › ${[...here, spec.title].join(" › ")}: ${firstLine(last?.error?.message)}`,
        );
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}
interface PlaywrightSuite {
  title?: string;
  specs?: {
    title: string;
    tests?: { status: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

function vitest(label: string, reportName: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const report = path.join(tmp, reportName);
  fs.rmSync(report, { force: true });
  const code = run(
    label,
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...args],
    env,
  );
  if (!fs.existsSync(report)) {
    problems.push(`${label}: no report (exit code ${code})`);
    totals.failed += 1;
    return;
  }
  const json = JSON.parse(fs.readFileSync(report, "utf8"));
  for (const file of json.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") {
        failures.push(
          `${label} › ${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        );
      }
    }
    // A file that failed to load has no tests but a message.
    if (file.status === "failed" && (file.assertionResults ?? []).length === 0) {
      failures.push(`${label} › ${path.relative(root, file.name)}: ${firstLine(file.message)}`);
    }
  }
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  const skipped = json.numPendingTests + json.numTodoTests;
  totals.skipped += skipped;
  if (code !== 0 && json.numFailedTests === 0) {
    problems.push(`${label}: exit code ${code} (a suite failed to load?)`);
    totals.failed += 1;
  }
  console.log(
    `${label}: ${json.numPassedTests} passed, ${json.numFailedTests} failed, ${skipped} skipped`,
  );
}

vitest("Unit and API tests (PGlite)", "vitest-pglite.json", []);

if (process.env.TEST_DATABASE_URL) {
  vitest("API tests (PostgreSQL)", "vitest-postgres.json", ["tests/api"], {
    TEST_DB_DRIVER: "postgres",
  });
} else {
  missingSuite(
    "PostgreSQL API tests",
    "TEST_DATABASE_URL is not set",
    process.env.REQUIRE_POSTGRES === "1",
  );
}

const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
if (fs.existsSync(chrome)) {
  const report = path.join(tmp, "playwright.json");
  fs.rmSync(report, { force: true });
  const code = run("Browser tests (Playwright, Chromium)", bin("playwright"), ["test"], {
    CHROME_PATH: chrome,
  });
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, "utf8"));
    const stats = json.stats;
    for (const suite of json.suites ?? []) playwrightFailures(suite, []);
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (code !== 0 && stats.unexpected === 0) {
      problems.push(`Playwright: exit code ${code}`);
      totals.failed += 1;
    }
    console.log(
      `Playwright: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`,
    );
  } else {
    problems.push(`Playwright: no report (exit code ${code})`);
    totals.failed += 1;
  }
} else {
  missingSuite(
    "Browser tests",
    `no Chromium at ${chrome} (apt-get install chromium, or set CHROME_PATH)`,
    process.env.REQUIRE_BROWSER === "1",
  );
}

// 4. Reliability. Without a PostgreSQL URL its PostgreSQL file is left out: a skipped suite.
const reliabilityArgs = ["-c", "vitest.reliability.config.ts"];
if (!process.env.TEST_DATABASE_URL) {
  reliabilityArgs.push("--exclude", "tests/reliability/postgres.test.ts");
  missingSuite(
    "PostgreSQL reliability checks (tests/reliability/postgres.test.ts)",
    "TEST_DATABASE_URL is not set",
    process.env.REQUIRE_POSTGRES === "1",
  );
}
// Without Caddy its file is left out the same way (the file itself fails without it).
if (spawnSync("caddy", ["version"], { stdio: "ignore" }).status !== 0) {
  reliabilityArgs.push("--exclude", "tests/reliability/caddy.test.ts");
  missingSuite(
    "Caddy reliability check (tests/reliability/caddy.test.ts)",
    "no caddy on PATH (apt-get install caddy)",
    process.env.REQUIRE_CADDY === "1",
  );
}
// The deployment guide's rehearsal (docs/deploy.md, run in Linux namespaces as root) needs root,
// unshare, setpriv, git, curl and caddy; without them its file is left out the same way.
const rehearsalProbe = spawnSync(
  "bash",
  [
    "-c",
    "[ $(id -u) = 0 ] && command -v caddy git curl setpriv ip >/dev/null && unshare --mount --net --pid --fork --mount-proc true",
  ],
  { stdio: "ignore" },
);
if (rehearsalProbe.status !== 0) {
  reliabilityArgs.push("--exclude", "tests/reliability/deploy.test.ts");
  missingSuite(
    "Deployment guide rehearsal (tests/reliability/deploy.test.ts)",
    "needs root, unshare, setpriv, ip, git, curl and caddy",
    process.env.REQUIRE_CADDY === "1",
  );
}
vitest("Reliability checks", "vitest-reliability.json", reliabilityArgs);

if (totals.skipped > 0) problems.push(`${totals.skipped} test(s) skipped`);
console.log("");
for (const suite of skippedSuites) console.log(`SKIPPED SUITE: ${suite}`);
for (const problem of problems) console.log(`PROBLEM: ${problem}`);
// Named again here because CI shows only the end of the output.
for (const failure of failures) console.log(`FAILED: ${failure}`);
const failed = totals.failed + (totals.failed === 0 && problems.length > 0 ? 1 : 0);
const line = `${totals.passed} passed, ${failed} failed, ${totals.skipped + skippedSuites.length} skipped`;
fs.writeFileSync(path.join(tmp, "test-totals.txt"), line);
console.log(line);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
