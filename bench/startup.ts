/**
 * Start-up benchmark (`npx tsx bench/startup.ts`): how long the built server
 * (`node dist/server/index.js`) takes from spawn to its first successful answer of GET /readyz
 * (database reachable, migrations applied) on an existing, seeded data directory (PGlite) or
 * database (PostgreSQL); the median of several starts. Also: the first page answer after start
 * (GET / with brotli) and the resident memory right after start. Writes
 * bench/results/startup.json.
 */
import fs from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../src/server/node-flags";
import { root, runs } from "./lib/env";
import { describeMachine, machineLine } from "./lib/machine";
import { type PostgresServer, startPostgres } from "./lib/postgres";
import { type Budget, budgetList, markdownTable, ms, writeResult } from "./lib/results";
import { openBenchDatabase, seed } from "./lib/seed";
import { ensureBuild, startOurServer, tempDir } from "./lib/server";
import { median, round } from "./lib/stats";

const LIMIT_MS = 2000;
/** Starts per database: several, so one slow start on a busy machine does not decide. */
const starts = Math.max(5, runs * 3);

interface Start {
  readyMs: number;
  /** CPU time (user + system) the process had used when it was ready: robust to a busy machine. */
  cpuMsToReady: number;
  firstPageMs: number;
  rssMiB: number;
}

async function measureStarts(db: { dataDir: string; databaseUrl?: string }): Promise<Start[]> {
  const results: Start[] = [];
  for (let i = 0; i < starts; i++) {
    const server = await startOurServer(db, { pollMs: 5 });
    const cpuMsToReady = server.cpuMs();
    try {
      const t0 = performance.now();
      const page = await fetch(`${server.url}/`, { headers: { "accept-encoding": "br, gzip" } });
      await page.arrayBuffer();
      if (!page.ok) throw new Error(`GET / answered ${page.status}`);
      results.push({
        readyMs: server.startupMs,
        cpuMsToReady,
        firstPageMs: performance.now() - t0,
        rssMiB: server.memory().rssMiB,
      });
    } finally {
      await server.stop();
    }
  }
  return results;
}

async function main(): Promise<void> {
  ensureBuild();
  const machine = describeMachine();
  const pg: PostgresServer = await startPostgres();
  const data: Record<string, unknown> = {};
  const rows: (string | number)[][] = [];
  const budgets: Budget[] = [];
  try {
    for (const kind of ["pglite", "postgres"] as const) {
      const dataDir = tempDir("bench-startup-");
      const dbName = "bench_startup";
      const databaseUrl = kind === "postgres" ? await pg.createDatabase(dbName) : undefined;
      try {
        // An existing data directory: migrated and seeded once, then started again and again.
        const db = await openBenchDatabase({ dataDir, databaseUrl });
        await seed(db.query, { measuredRequests: 50, otherManagers: 20, requestsPerOther: 50 });
        await db.close();
        const list = await measureStarts({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
        const label = kind === "pglite" ? "PGlite (embedded)" : pg.version;
        const ready = round(median(list.map((s) => s.readyMs)), 0);
        const firstPage = round(median(list.map((s) => s.firstPageMs)), 1);
        const rss = round(median(list.map((s) => s.rssMiB)), 0);
        const cpu = round(median(list.map((s) => s.cpuMsToReady)), 0);
        console.log(`startup ${kind}: ${list.map((s) => Math.round(s.readyMs)).join(", ")} ms`);
        data[kind] = {
          starts: list,
          medianReadyMs: ready,
          medianFirstPageMs: firstPage,
          rssMiB: rss,
        };
        rows.push([
          label,
          ms(ready),
          `${ms(Math.min(...list.map((s) => s.readyMs)))} – ${ms(Math.max(...list.map((s) => s.readyMs)))}`,
          ms(cpu),
          ms(firstPage),
          `${rss} MiB`,
        ]);
        budgets.push({
          name: `${label}: cold start to first successful /readyz (median of ${starts})`,
          limit: `< ${LIMIT_MS} ms`,
          measured: ms(ready),
          ok: ready < LIMIT_MS,
        });
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
        if (databaseUrl) await pg.dropDatabase(dbName);
      }
    }
  } finally {
    await pg.stop();
  }
  const table = [
    "### Cold start",
    "",
    markdownTable(
      [
        "database",
        "spawn → first 200 of /readyz (median)",
        "range",
        "CPU time used by then",
        "then first GET / (br)",
        "RSS after start",
      ],
      rows,
    ),
    "",
    budgetList(budgets),
    "",
    `${starts} starts per database of the built server (\`node ${SERVER_NODE_FLAGS.join(" ")} dist/server/index.js\`, production defaults) on an existing data directory / database (migrated, seeded with 1,050 staffing requests): from \`spawn\` to the first 200 of \`GET /readyz\`, polled every 5 ms. The CPU time the server process had used when it answered (user + system, from /proc) is what start-up costs whatever else runs on the machine: on a busy 2-core machine the wall time stretches well beyond it. The first page request after start shows what the visitor who comes first waits (pages are compressed when first asked for, not at start-up).`,
    "",
    `Machine: ${machineLine(machine)}.`,
  ].join("\n");
  const file = writeResult({
    suite: "startup",
    generatedAt: new Date().toISOString(),
    machine,
    runs,
    starts,
    ...data,
    budgets,
    table,
  });
  console.log(`\n${table}\n\nwrote ${path.relative(root, file)}`);
}

await main();
