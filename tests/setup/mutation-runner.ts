/**
 * Vitest runner for `npm run test:mutation` only (vitest.mutation.config.ts), so that a mutant
 * costs the few tests that can see it instead of the whole mutation test list.
 *
 * StrykerJS's per-test coverage records which test was running when a mutated line executed.
 * Code executed in a `beforeAll` hook (every API test file builds its app and signs users up
 * there, so the session and request-guard hooks run before any test) is recorded under no test:
 * StrykerJS then calls the mutant "static" and runs every test for it, about a minute each on
 * two shared cores, which made a run of four files take hours.
 *
 * Here, just before a suite's `beforeAll` hooks run in Stryker's initial (dry) run, the coverage
 * is credited to the first test of that suite: running that test again runs the same hooks with
 * the mutant active, so a mutant that breaks the set-up still fails a test and is killed. Code run
 * while the test files are imported is left alone (truly static: every test is run for it).
 * The one thing this gives up: a mutant whose only effect is on data a hook prepared, seen only by
 * a later test that does not itself run the mutated line, can be reported as surviving although
 * the full list would kill it; surviving mutants are checked by hand anyway (docs/security.md).
 *
 * It relies on the Vitest runner of StrykerJS 9.6 (its global namespace and `currentTestId`);
 * when those are absent it changes nothing, and StrykerJS falls back to running every test.
 */
import type { RunnerTestSuite as Suite, RunnerTask as Task } from "vitest";
import { VitestTestRunner } from "vitest/runners";

interface StrykerNamespace {
  currentTestId?: string;
}

/** The test's name as StrykerJS's Vitest setup file builds it (suite names, then the test's). */
function fullName(task: Task): string {
  const parts = [task.name];
  for (let suite = task.suite; suite; suite = suite.suite) parts.unshift(suite.name);
  return parts.join(" ").trim();
}

/** The first test of `suite` that will run, depth first. */
function firstTest(suite: Suite): Task | undefined {
  for (const task of suite.tasks) {
    if (task.mode === "skip" || task.mode === "todo") continue;
    if (task.type === "test") return task;
    if (task.type === "suite") {
      const inner = firstTest(task);
      if (inner) return inner;
    }
  }
  return undefined;
}

export default class MutationCoverageRunner extends VitestTestRunner {
  override async onBeforeRunSuite(suite: Suite): Promise<void> {
    await super.onBeforeRunSuite(suite);
    if (this.injectValue("mode") !== "dry-run") return;
    const name = this.injectValue("globalNamespace");
    const ns = typeof name === "string" ? (globalThis as Record<string, unknown>)[name] : undefined;
    if (!ns || typeof ns !== "object") return;
    const test = firstTest(suite);
    if (!test) return;
    (ns as StrykerNamespace).currentTestId =
      `${test.file?.filepath ?? "unknown.js"}#${fullName(test)}`;
  }
}
