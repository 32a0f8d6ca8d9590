/**
 * The CSP watch of every browser test (fixtures/test.ts) can fail: an inline script added to a
 * page our server served is blocked by the CSP, and the watch records it from the console and
 * from the `securitypolicyviolation` event, in the default page and in a context the test makes
 * itself; left on the list, it fails the test at teardown with a report listing each violation
 * (seen in a Playwright run of its own, fixtures/csp-leftover.ts).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { freePort, type RunningServer, startServer, tempDataDir } from "./fixtures/server";
import { cspViolationReport, expect, isCspConsoleMessage, test } from "./fixtures/test";

let server: RunningServer;

const root = path.resolve(import.meta.dirname, "../..");

/**
 * This process's environment without the variables Playwright sets for its own workers, so a
 * Playwright run started from a test is a run of its own.
 */
function playwrightFreeEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(PW_|PLAYWRIGHT_|TEST_)/.test(name)),
  );
}

interface JsonSuite {
  specs?: {
    title: string;
    tests: { results: { status: string; errors?: { message?: string }[] }[] }[];
  }[];
  suites?: JsonSuite[];
}

/** Each test of a Playwright JSON report by title: its last result's status and error text. */
function testResults(report: {
  suites: JsonSuite[];
}): Map<string, { status: string; error: string }> {
  const results = new Map<string, { status: string; error: string }>();
  const walk = (suite: JsonSuite) => {
    for (const spec of suite.specs ?? []) {
      const result = spec.tests.at(-1)?.results.at(-1);
      results.set(spec.title, {
        status: result?.status ?? "missing",
        error: (result?.errors ?? []).map((error) => error.message ?? "").join("\n"),
      });
    }
    for (const inner of suite.suites ?? []) walk(inner);
  };
  for (const suite of report.suites) walk(suite);
  return results;
}

test.beforeAll(async () => {
  server = await startServer({ port: await freePort(), dataDir: tempDataDir() });
});

test.afterAll(async () => {
  await server?.stop();
});

/**
 * Opens a served page and adds an inline script to it, which `script-src 'self'` must block.
 * @returns whether the script ran (it must not)
 */
async function injectInlineScript(page: Page): Promise<boolean> {
  const response = await page.goto(`${server.url}/legal/privacy-policy`);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  return page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__inlineScriptRan = true;";
    document.body.append(script);
    return (window as unknown as { __inlineScriptRan?: boolean }).__inlineScriptRan === true;
  });
}

/** Expects both kinds of record of a blocked inline script among `violations`. */
async function expectInlineScriptRecorded(violations: readonly string[]) {
  await expect
    .poll(() => violations.some((line) => line.startsWith("securitypolicyviolation:")))
    .toBe(true);
  await expect.poll(() => violations.some((line) => line.startsWith("console "))).toBe(true);
  expect(violations.join("\n")).toMatch(/script-src-elem blocked inline on http:\/\/127\.0\.0\.1/);
  // Chromium's words: "Executing inline script violates the following Content Security Policy…"
  expect(violations.join("\n")).toMatch(/inline script violates .*Content Security Policy/);
}

test("records an inline script the CSP blocks on the test's page", async ({ page, cspWatch }) => {
  expect(await injectInlineScript(page)).toBe(false);
  await expectInlineScriptRecorded(cspWatch.violations);
  expect(cspWatch.take().length).toBeGreaterThanOrEqual(2);
  expect(cspWatch.violations).toEqual([]);
});

test("watches contexts the test creates itself", async ({ browser, cspWatch }) => {
  const context = await browser.newContext();
  try {
    expect(await injectInlineScript(await context.newPage())).toBe(false);
    await expectInlineScriptRecorded(cspWatch.violations);
    cspWatch.take();
  } finally {
    await context.close();
  }
});

test("fails the test at teardown, listing every violation, when one is left on the list", () => {
  // fixtures/csp-leftover.ts, in a Playwright process of its own: the same violation left on the
  // list in one test, taken off in the other.
  test.setTimeout(180_000);
  const run = spawnSync(
    path.join(root, "node_modules", ".bin", "playwright"),
    ["test", "--config", path.join(root, "tests/e2e/fixtures/csp-leftover.config.ts")],
    { cwd: root, encoding: "utf8", env: playwrightFreeEnv(), timeout: 170_000 },
  );
  expect(run.stdout, run.stderr).toMatch(/^\{/);
  const results = testResults(JSON.parse(run.stdout));
  expect(results.get("takes its violation off the list")).toEqual({ status: "passed", error: "" });
  const left = results.get("leaves a violation on the list");
  expect(left?.status).toBe("failed");
  expect(left?.error).toMatch(
    /^Error: \d+ Content-Security-Policy violation\(s\) in this test; fix the page, never the policy:\n/,
  );
  expect(left?.error).toContain(
    "\n  - securitypolicyviolation: script-src-elem blocked inline on http://csp-watch.test/",
  );
  expect(left?.error).toMatch(
    /\n {2}- console error \(http:\/\/csp-watch\.test\/\): Executing inline script violates the following Content Security Policy directive/,
  );
  expect(run.status).toBe(1);
});

test("a clean page leaves nothing on the list", async ({ page, cspWatch }) => {
  await page.goto(`${server.url}/legal/privacy-policy`);
  await expect(page.locator("h1").first()).toBeVisible();
  expect(cspWatch.violations).toEqual([]);
});

test("recognises CSP console messages and lists every violation in the failure", () => {
  expect(
    isCspConsoleMessage(
      "Executing inline script violates the following Content Security Policy directive 'script-src 'self''.",
    ),
  ).toBe(true);
  expect(isCspConsoleMessage("[Report Only] Content-Security-Policy: blocked")).toBe(true);
  expect(isCspConsoleMessage("Failed to load resource: the server responded with 401")).toBe(false);
  expect(cspViolationReport([])).toBeNull();
  const report = cspViolationReport(["first line", "second line"]);
  expect(report).toContain("2 Content-Security-Policy violation(s)");
  expect(report).toContain("  - first line\n  - second line");
});
