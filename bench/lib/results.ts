/** The JSON each benchmark writes to bench/results/<suite>.json, and markdown helpers. */
import fs from "node:fs";
import path from "node:path";
import { root } from "./env";
import type { Machine } from "./machine";

export interface Budget {
  name: string;
  limit: string;
  measured: string;
  ok: boolean;
}

export interface SuiteResult {
  suite: string;
  generatedAt: string;
  machine: Machine;
  runs: number;
  budgets: Budget[];
  /** Markdown (### headings, tables, notes) pasted into BENCHMARKS.md. */
  table: string;
  [key: string]: unknown;
}

/** Writes bench/results/<suite>.json and returns its path. */
export function writeResult(result: SuiteResult): string {
  const dir = path.join(root, "bench", "results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${result.suite}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

/** A markdown table; cells are stringified, `|` escaped. */
export function markdownTable(headers: string[], rows: (string | number)[][]): string {
  const cell = (v: string | number) => String(v).replaceAll("|", "\\|");
  return [
    `| ${headers.map(cell).join(" | ")} |`,
    `| ${headers.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`),
  ].join("\n");
}

/** Budget lines as a markdown list (✅ / ❌). */
export function budgetList(budgets: Budget[]): string {
  return budgets
    .map((b) => `- ${b.ok ? "✅" : "❌"} ${b.name}: ${b.measured} (budget ${b.limit})`)
    .join("\n");
}

/** `ms` with one decimal and the unit. */
export const ms = (value: number) => `${Math.round(value * 10) / 10} ms`;
