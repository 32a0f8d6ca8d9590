/**
 * `npx tsx bench/lighthouse.ts`: Lighthouse (its default mobile emulation and simulated
 * throttling) on the public pages — home, /locations, the nine city pages, a legal page, /auth,
 * the job board and a job posting — in Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium), against the built server on a fresh data directory holding one job
 * posting. BENCH_RUNS runs per page (default 3); medians per page.
 * Writes bench/results/lighthouse.json with a markdown `table` for BENCHMARKS.md.
 * Budgets: Performance ≥ 98; Accessibility, Best Practices, SEO = 100; LCP ≤ 1.5 s;
 * TBT ≤ 50 ms; CLS ≤ 0.01.
 * Then, in the same Chromium, our home page against the same page built as a Next.js static page
 * (bench/baselines/nextjs, installed, built and started per its peer.json on a free port with an
 * empty PostgreSQL database for its /readyz), BENCH_RUNS runs each in alternating order: bytes
 * transferred (HTML, JS, CSS, all), FCP, LCP, TBT and the scores side by side. Skipped with a
 * line saying so when that directory has no peer.json.
 */
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
// @ts-expect-error plain JavaScript helper without types
import { ensureBuild } from "../scripts/ensure-build.mjs";
import { cities } from "../src/content/site";
import { type JobPostingInput, jobPath, jobSlug } from "../src/domain/job-posting";
import { openDatabase } from "../src/server/db/client";
import { jobsRepository } from "../src/server/features/jobs/repository";
import { freePort, startServer, tempDataDir } from "../tests/e2e/fixtures/server";
import { describeMachine } from "./lib/machine";
import { discoverPeers, hasPeer, preparePeer, startPeer } from "./lib/peers";
import { startPostgres } from "./lib/postgres";

const root = path.resolve(import.meta.dirname, "..");
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const runs = Number(process.env.BENCH_RUNS || 3);

/** The job posting the measured server holds (the first on its fresh database: id 1). */
const benchPosting: JobPostingInput = {
  requestId: null,
  title: "Maintenance Technician",
  description:
    "Keep a 280-home garden-style community comfortable and safe: HVAC, plumbing and appliance repairs, make-ready support and a shared on-call rotation.\n\nTwo years of apartment maintenance experience and an EPA 608 certification are expected.",
  staffType: "maintenance",
  city: "Tampa",
  employmentType: "FULL_TIME",
  payMin: 24,
  payMax: 29,
  schedule: "Monday to Friday, 8:00 to 4:30",
  startDate: null,
  validThrough: "2099-12-31",
};

/**
 * The public pages measured: the home page, the locations hub and every city page, a legal page,
 * sign-in, the job board and its one posting.
 */
export const lighthousePaths = [
  "/",
  "/locations",
  ...cities.map((city) => `/locations/${city.slug}`),
  "/legal/privacy-policy",
  "/auth",
  "/jobs",
  jobPath(1, jobSlug(benchPosting.title, benchPosting.city)),
];

/** Publishes {@link benchPosting} on the database in `dataDir` (migrated first). */
async function seedJobPosting(dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await database.migrate();
    await jobsRepository(database.db).insert(benchPosting);
  } finally {
    await database.close();
  }
}

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface LighthouseRun {
  scores: Record<(typeof categories)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes of JavaScript transferred (as served: compressed). */
  scriptBytes: number;
  /** Bytes transferred (as served) by resource type: the HTML document, JS, CSS, everything. */
  bytes: { html: number; js: number; css: number; total: number };
  /** Audits below a full score, outside performance (why a category is not 100). */
  failing: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

async function runOnce(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as LighthouseRun["scores"];
  const failing: string[] = [];
  for (const id of ["accessibility", "best-practices", "seo"] as const) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (ref.weight > 0 && item && item.score !== null && item.score < 1) failing.push(ref.id);
    }
  }
  const summary = lhr.audits["resource-summary"]?.details as
    | { items?: Array<{ resourceType: string; transferSize: number }> }
    | undefined;
  const transferred = (type: string) =>
    summary?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    scores,
    bytes: {
      html: transferred("document"),
      js: transferred("script"),
      css: transferred("stylesheet"),
      total: transferred("total"),
    },
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    speedIndexMs: audit("speed-index"),
    scriptBytes: summary?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0,
    failing,
  };
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: retry. */
async function runWithRetry(url: string, port: number, attempts = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, port);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`retrying ${url}: ${(error as Error).message}`);
    }
  }
}

export interface LighthousePageResult {
  path: string;
  runs: LighthouseRun[];
  median: Omit<LighthouseRun, "failing" | "bytes">;
  failing: string[];
}

function medianOf(pageRuns: LighthouseRun[]): LighthousePageResult["median"] {
  const pick = (get: (run: LighthouseRun) => number) => median(pageRuns.map(get));
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, pick((run) => run.scores[id])]),
    ) as LighthouseRun["scores"],
    fcpMs: pick((run) => run.fcpMs),
    lcpMs: pick((run) => run.lcpMs),
    tbtMs: pick((run) => run.tbtMs),
    cls: pick((run) => run.cls),
    speedIndexMs: pick((run) => run.speedIndexMs),
    scriptBytes: pick((run) => run.scriptBytes),
  };
}

function table(pages: LighthousePageResult[]): string {
  const ok = (pass: boolean) => (pass ? "" : " ❌");
  const rows = pages.map(({ path: page, median: m }) => {
    const s = m.scores;
    return `| \`${page}\` | ${s.performance}${ok(s.performance >= 98)} | ${s.accessibility}${ok(s.accessibility === 100)} | ${s["best-practices"]}${ok(s["best-practices"] === 100)} | ${s.seo}${ok(s.seo === 100)} | ${Math.round(m.fcpMs)} ms | ${Math.round(m.lcpMs)} ms${ok(m.lcpMs <= 1500)} | ${Math.round(m.tbtMs)} ms${ok(m.tbtMs <= 50)} | ${m.cls.toFixed(3)}${ok(m.cls <= 0.01)} | ${(m.scriptBytes / 1024).toFixed(1)} KB |`;
  });
  const failing = pages
    .filter((page) => page.failing.length > 0)
    .map((page) => `- \`${page.path}\`: ${page.failing.join(", ")}`);
  return [
    "### Lighthouse (mobile, simulated throttling)",
    "",
    `Lighthouse ${lighthouseVersion()}, its default mobile configuration (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown), Chromium at \`${chromePath}\`, median of ${runs} run(s) per page. Budgets: Performance ≥ 98; Accessibility, Best Practices, SEO 100; LCP ≤ 1500 ms; TBT ≤ 50 ms; CLS ≤ 0.01 (❌ marks a miss). "JS" is the script bytes transferred (compressed as served).`,
    "",
    "| Page | Perf. | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | JS |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    ...(failing.length > 0
      ? ["", "Audits below full score (outside performance), any run:", "", ...failing]
      : []),
  ].join("\n");
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8"),
  ) as { version: string };
  return pkg.version;
}

/** Our home page beside the Next.js peer's, from the same Chromium, runs interleaved. */
interface HomeComparison {
  label: string;
  runs: { ours: LighthouseRun[]; next: LighthouseRun[] };
}

function comparisonTable(comparison: HomeComparison): string {
  const row = (name: string, pageRuns: LighthouseRun[]) => {
    const pick = (get: (run: LighthouseRun) => number) => median(pageRuns.map(get));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const s = (id: (typeof categories)[number]) => pick((run) => run.scores[id]);
    return `| ${name} | ${kb(pick((r) => r.bytes.html))} | ${kb(pick((r) => r.bytes.js))} | ${kb(pick((r) => r.bytes.css))} | ${kb(pick((r) => r.bytes.total))} | ${Math.round(pick((r) => r.fcpMs))} ms | ${Math.round(pick((r) => r.lcpMs))} ms | ${Math.round(pick((r) => r.tbtMs))} ms | ${pick((r) => r.cls).toFixed(3)} | ${s("performance")} / ${s("accessibility")} / ${s("best-practices")} / ${s("seo")} |`;
  };
  return [
    "### Home page: ours against the same page as a Next.js static page",
    "",
    `The same home page built as a statically prerendered Next.js page (bench/baselines/nextjs: ${comparison.label}), served by \`next start\`, measured in the same Chromium and Lighthouse configuration as ours, ${comparison.runs.ours.length} run(s) each, interleaved (ours, Next.js, Next.js, ours, …); medians. Bytes are as transferred (compressed as each server sends them).`,
    "",
    "| Server | HTML | JS | CSS | All | FCP | LCP | TBT | CLS | Perf. / A11y / BP / SEO |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    row("ours", comparison.runs.ours),
    row("Next.js", comparison.runs.next),
  ].join("\n");
}

/**
 * Starts the Next.js peer (installed and built first) on an empty PostgreSQL database and runs
 * Lighthouse on both home pages, interleaved; undefined (with a line) when there is no peer.
 */
async function compareHome(
  oursUrl: string,
  chromePort: number,
): Promise<HomeComparison | undefined> {
  if (!hasPeer("nextjs")) {
    console.log(
      "lighthouse: no bench/baselines/nextjs/peer.json yet: the Next.js home page is skipped",
    );
    return undefined;
  }
  const [peer] = discoverPeers("nextjs");
  if (!peer) return undefined;
  preparePeer(peer);
  const pg = await startPostgres();
  try {
    const databaseUrl = await pg.createDatabase("bench_lighthouse_nextjs");
    const next = await startPeer(peer, { databaseUrl });
    try {
      await fetch(`${next.url}/`, { headers: { "accept-encoding": "br, gzip" } });
      const measured: HomeComparison["runs"] = { ours: [], next: [] };
      for (let i = 0; i < runs; i++) {
        const order = i % 2 === 0 ? (["ours", "next"] as const) : (["next", "ours"] as const);
        for (const who of order) {
          measured[who].push(
            await runWithRetry(`${who === "ours" ? oursUrl : next.url}/`, chromePort),
          );
        }
      }
      return { label: peer.label, runs: measured };
    } finally {
      await next.stop();
    }
  } finally {
    await pg.stop();
  }
}

async function main() {
  if (!fs.existsSync(chromePath)) {
    throw new Error(`No Chromium at ${chromePath}: apt-get install chromium, or set CHROME_PATH`);
  }
  ensureBuild();
  const only = process.env.BENCH_PAGES?.split(",").filter(Boolean);
  const paths = only?.length ? only : lighthousePaths;
  const dataDir = tempDataDir();
  await seedJobPosting(dataDir);
  const server = await startServer({ port: await freePort(), dataDir });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const pages: LighthousePageResult[] = [];
  let comparison: HomeComparison | undefined;
  try {
    // One unmeasured visit warms the server (brotli versions of pages are made after start).
    await fetch(`${server.url}/`, { headers: { "accept-encoding": "br" } });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const page of paths) {
      const pageRuns: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++)
        pageRuns.push(await runWithRetry(`${server.url}${page}`, chrome.port));
      const result: LighthousePageResult = {
        path: page,
        runs: pageRuns,
        median: medianOf(pageRuns),
        failing: [...new Set(pageRuns.flatMap((run) => run.failing))],
      };
      pages.push(result);
      const m = result.median;
      console.log(
        `${page}: perf ${m.scores.performance} a11y ${m.scores.accessibility} bp ${m.scores["best-practices"]} seo ${m.scores.seo} LCP ${Math.round(m.lcpMs)} ms TBT ${Math.round(m.tbtMs)} ms CLS ${m.cls.toFixed(3)}${result.failing.length ? ` failing: ${result.failing.join(", ")}` : ""}`,
      );
    }
    if (process.env.BENCH_LIGHTHOUSE_NEXT !== "0") {
      comparison = await compareHome(server.url, chrome.port);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  const all = pages.map((page) => page.median);
  const worst = {
    performance: Math.min(...all.map((m) => m.scores.performance)),
    accessibility: Math.min(...all.map((m) => m.scores.accessibility)),
    bestPractices: Math.min(...all.map((m) => m.scores["best-practices"])),
    seo: Math.min(...all.map((m) => m.scores.seo)),
    lcpMs: Math.max(...all.map((m) => m.lcpMs)),
    tbtMs: Math.max(...all.map((m) => m.tbtMs)),
    cls: Math.max(...all.map((m) => m.cls)),
  };
  const result = {
    suite: "lighthouse",
    generatedAt: new Date().toISOString(),
    machine: describeMachine(),
    runs,
    lighthouse: lighthouseVersion(),
    chromium: chromePath,
    pages,
    budgets: [
      {
        name: "Performance (lowest page)",
        limit: "≥ 98",
        measured: String(worst.performance),
        ok: worst.performance >= 98,
      },
      {
        name: "Accessibility (lowest page)",
        limit: "100",
        measured: String(worst.accessibility),
        ok: worst.accessibility === 100,
      },
      {
        name: "Best Practices (lowest page)",
        limit: "100",
        measured: String(worst.bestPractices),
        ok: worst.bestPractices === 100,
      },
      {
        name: "SEO (lowest page)",
        limit: "100",
        measured: String(worst.seo),
        ok: worst.seo === 100,
      },
      {
        name: "LCP (slowest page)",
        limit: "≤ 1500 ms",
        measured: `${Math.round(worst.lcpMs)} ms`,
        ok: worst.lcpMs <= 1500,
      },
      {
        name: "TBT (highest page)",
        limit: "≤ 50 ms",
        measured: `${Math.round(worst.tbtMs)} ms`,
        ok: worst.tbtMs <= 50,
      },
      {
        name: "CLS (highest page)",
        limit: "≤ 0.01",
        measured: worst.cls.toFixed(3),
        ok: worst.cls <= 0.01,
      },
    ],
    ...(comparison ? { homeComparison: comparison } : {}),
    table: [
      table(pages),
      comparison
        ? comparisonTable(comparison)
        : "The Next.js home page (bench/baselines/nextjs) was not measured: no peer.json there yet.",
    ].join("\n\n"),
  };
  fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "bench/results/lighthouse.json"),
    `${JSON.stringify(result, null, 2)}\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
