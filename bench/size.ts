/**
 * `npx tsx bench/size.ts`: the byte weight of every prerendered public page against the budgets in bench/lib/page-bytes.ts,
 * measured on the build in dist/ (built first when missing or stale). Writes
 * bench/results/size.json (per page: HTML raw/gzip/brotli, JS at start gzip and its files, CSS
 * gzip) with a markdown `table` for BENCHMARKS.md. Deterministic: one run is enough.
 */
import fs from "node:fs";
import path from "node:path";
// @ts-expect-error plain JavaScript helper without types
import { ensureBuild } from "../scripts/ensure-build.mjs";
import { describeMachine } from "./lib/machine";
import {
  byteBudgets,
  enforcedBudgets,
  kb,
  measureAllPages,
  type PageBytes,
} from "./lib/page-bytes";

const root = path.resolve(import.meta.dirname, "..");

/** Markdown table of the pages with their budgets. */
export function sizeTable(pages: PageBytes[]): string {
  const mark = (value: number, limit: number) => (value <= limit ? "✅" : "❌");
  const rows = pages.map(
    (page) =>
      `| \`${page.path}\` | ${kb(page.htmlRaw)} | ${kb(page.htmlGzip)} | ${kb(page.htmlBrotli)} ${mark(page.htmlBrotli, byteBudgets.htmlCompressed)} | ${kb(page.jsStartGzip)} (${page.jsFiles.length} files) ${mark(page.jsStartGzip, byteBudgets.jsStartGzip)} | ${kb(page.cssGzip)} ${mark(page.cssGzip, byteBudgets.cssGzip)} |`,
  );
  return [
    "### Bytes per public page",
    "",
    `Budgets: HTML ≤ ${kb(byteBudgets.htmlCompressed)} compressed (brotli, as served to browsers), JavaScript loaded at start ≤ ${kb(byteBudgets.jsStartGzip)} gzip, CSS ≤ ${kb(byteBudgets.cssGzip)} gzip. CI enforces HTML ≤ ${kb(enforcedBudgets.htmlCompressed)}, JS ≤ ${kb(enforcedBudgets.jsStartGzip)}, CSS ≤ ${kb(enforcedBudgets.cssGzip)} (tests/e2e/page-bytes.spec.ts).`,
    "",
    "| Page | HTML raw | HTML gzip | HTML brotli | JS at start (gzip) | CSS (gzip) |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

async function main() {
  ensureBuild();
  const pages = await measureAllPages(path.join(root, "dist"));
  const worst = (key: "htmlBrotli" | "jsStartGzip" | "cssGzip") =>
    Math.max(...pages.map((page) => page[key]));
  const result = {
    suite: "size",
    generatedAt: new Date().toISOString(),
    machine: describeMachine(),
    runs: 1,
    pages,
    budgets: [
      {
        name: "HTML compressed (largest page, brotli)",
        limit: kb(byteBudgets.htmlCompressed),
        measured: kb(worst("htmlBrotli")),
        ok: worst("htmlBrotli") <= byteBudgets.htmlCompressed,
      },
      {
        name: "JavaScript at start (largest page, gzip)",
        limit: kb(byteBudgets.jsStartGzip),
        measured: kb(worst("jsStartGzip")),
        ok: worst("jsStartGzip") <= byteBudgets.jsStartGzip,
      },
      {
        name: "CSS (largest page, gzip)",
        limit: kb(byteBudgets.cssGzip),
        measured: kb(worst("cssGzip")),
        ok: worst("cssGzip") <= byteBudgets.cssGzip,
      },
    ],
    table: sizeTable(pages),
  };
  fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "bench/results/size.json"),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  for (const budget of result.budgets) {
    console.log(
      `${budget.ok ? "ok  " : "OVER"} ${budget.name}: ${budget.measured} (≤ ${budget.limit})`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
