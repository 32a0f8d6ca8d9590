/**
 * Page weight (BENCHMARKS.md, "Bytes per public page"): every prerendered public page within its byte budgets, read from the build
 * that the global setup made (no browser needed). The figures come from bench/lib/page-bytes.ts,
 * the same code `npm run bench` reports with, so CI and BENCHMARKS.md cannot disagree.
 * - HTML document ≤ 14 KB compressed (brotli, as the server sends it to browsers; it fits the
 *   first round trip),
 * - JavaScript loaded at start ≤ 90 KB gzip (what the boot script loads after the first paint
 *   included),
 * - CSS ≤ 15 KB gzip,
 * - no portal or admin code among the files loaded at start.
 */
import fs from "node:fs";
import path from "node:path";
import { enforcedBudgets, kb, measurePage, prerenderedPageFiles } from "../../bench/lib/page-bytes";
import { expect, test } from "./fixtures/test";

const dist = path.resolve(import.meta.dirname, "../../dist");

// Words only portal and admin screens show (spec sections 2, 8, the admin console, the portal frame).
const portalOnlyTexts = [
  "Error loading properties. Please try again.",
  "Failed to load staffing requests",
  "Mark all as read",
  "Failed to load the overview",
  "No job applications match these filters",
  // The portal frame's footer (app/layout/portal-frame.tsx): the frame loads with portal pages.
  "Questions about a placement?",
];

for (const file of prerenderedPageFiles(dist)) {
  test(`page bytes within budget: ${file}`, async () => {
    const page = await measurePage(dist, file);
    expect
      .soft(page.htmlBrotli, `HTML ${kb(page.htmlBrotli)} brotli`)
      .toBeLessThanOrEqual(enforcedBudgets.htmlCompressed);
    expect
      .soft(page.jsStartGzip, `JS at start ${kb(page.jsStartGzip)} gzip`)
      .toBeLessThanOrEqual(enforcedBudgets.jsStartGzip);
    expect
      .soft(page.cssGzip, `CSS ${kb(page.cssGzip)} gzip`)
      .toBeLessThanOrEqual(enforcedBudgets.cssGzip);
    expect(page.jsFiles.length).toBeGreaterThan(0);
    const code = page.jsFiles
      .map((asset) => fs.readFileSync(path.join(dist, "client", asset), "utf8"))
      .join("\n");
    for (const text of portalOnlyTexts) expect(code, `portal text "${text}"`).not.toContain(text);
  });
}
