/**
 * `npx tsx bench/profile-list.ts`: where our server's CPU goes on the manager's list
 * (`GET /api/portal/staffing-requests`, 50 requests, browser-like `Accept-Encoding: br, gzip`),
 * the read the API comparison finds the most expensive per request. On a throwaway PostgreSQL
 * with the API benchmark's seed, it runs the built server under V8's sampling profiler
 * (`--cpu-prof`) while autocannon sends BENCH_DURATION seconds of that read at 10 connections,
 * then prints the self time of each of the server's threads by area (serialisation and response
 * validation, compression, PostgreSQL driver, logging, Fastify, …) and the top functions.
 * BENCH_PROFILE_PATH profiles another read of the same user (e.g. `/api/user`);
 * BENCH_PROFILE_KIND=pglite runs it on PGlite instead (the database then runs in a thread of
 * its own, profiled too, its WebAssembly counted as "PGlite (WebAssembly)").
 * Informs BENCHMARKS.md's prose; writes no result file.
 */
import fs from "node:fs";
import path from "node:path";
import { duration } from "./lib/env";
import { measure } from "./lib/load";
import { signIn } from "./lib/net";
import { startPostgres } from "./lib/postgres";
import { API_SEED, MEASURED_USER, openBenchDatabase, PASSWORD, seed } from "./lib/seed";
import { ensureBuild, startOurServer, tempDir } from "./lib/server";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The area a frame belongs to, from its script's path. */
function area(url: string, name: string): string {
  if (name === "(garbage collector)") return "garbage collection";
  if (name === "(idle)" || name === "(program)") return name;
  if (url.startsWith("wasm://")) return "PGlite (WebAssembly)";
  if (/@electric-sql\/pglite/.test(url)) return "PGlite (JavaScript)";
  if (/zod|type-provider-zod/.test(url)) return "zod (request and response schemas)";
  if (/zlib|brotli/.test(url) || /Brotli|Zlib|deflate/i.test(name)) return "compression";
  if (/node_modules\/(pg|pg-protocol|pg-pool|postgres-array|pg-types)\//.test(url))
    return "PostgreSQL driver";
  if (/drizzle-orm/.test(url)) return "Drizzle";
  if (/pino|sonic-boom|thread-stream/.test(url)) return "logging (pino)";
  if (/fastify|find-my-way|avvio|light-my-request|@fastify/.test(url)) return "Fastify";
  if (/dist\/server/.test(url)) return "our code";
  if (url.startsWith("node:") || url === "") return `Node built-ins / native (${name || "?"})`;
  return `other: ${url.replace(/.*node_modules\//, "").split("/")[0]}`;
}

/** The read profiled: BENCH_PROFILE_PATH, by default the manager's request list. */
const profiledPath = process.env.BENCH_PROFILE_PATH || "/api/portal/staffing-requests";
/** The database: PostgreSQL (default) or PGlite (BENCH_PROFILE_KIND=pglite). */
const onPglite = process.env.BENCH_PROFILE_KIND === "pglite";

/**
 * Prints `profile`'s self time by area and its top functions, and its busy time per answer
 * (`answers` in all, measured and warm-up alike being in the profile, so an upper bound).
 */
function summarise(profile: Profile, label: string, answers: number): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const where = area(frame.url, frame.functionName);
    if (where === "(idle)") continue;
    busy += ms;
    areas.set(where, (areas.get(where) ?? 0) + ms);
    const key = `${frame.functionName || "(anonymous)"} ${frame.url.replace(/.*node_modules\//, "")}:${frame.lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + ms);
  }
  const show = (map: Map<string, number>, limit: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, ms]) => `  ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${name}`)
      .join("\n");
  console.log(
    `\n${label}, busy ${Math.round(busy)} ms (${(busy / answers).toFixed(3)} ms per measured answer), self time by area:\n${show(areas, 15)}`,
  );
  console.log(`\nTop functions by self time:\n${show(functions, 25)}`);
}

async function main() {
  ensureBuild();
  const pg = onPglite ? undefined : await startPostgres();
  const dataDir = tempDir("bench-profile-");
  const profDir = tempDir("bench-cpuprof-");
  try {
    const databaseUrl = pg ? await pg.createDatabase("bench_profile") : undefined;
    const db = await openBenchDatabase({ dataDir, databaseUrl });
    await seed(db.query, API_SEED);
    await db.query("VACUUM ANALYZE");
    await db.close();
    const server = await startOurServer(
      { dataDir, databaseUrl },
      { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profDir}`] },
    );
    let result: Awaited<ReturnType<typeof measure>>;
    try {
      const cookie = await signIn(`${server.url}/api/login`, MEASURED_USER, PASSWORD);
      result = await measure({
        url: `${server.url}${profiledPath}`,
        headers: { cookie, "accept-encoding": "br, gzip", accept: "application/json" },
        connections: 10,
        cpuMs: server.cpuMs,
      });
      console.log(
        `${profiledPath}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, CPU ${result.cpuMsPerRequest?.toFixed(3)} ms/req, ${result.requests} answers in ${duration} s`,
      );
    } finally {
      await server.stop();
    }
    // One profile per thread: CPU.<date>.<time>.<pid>.<thread id>.<n>.cpuprofile, the main
    // thread's id 0 (on PGlite the database's thread is another, decision 0040).
    const files = fs
      .readdirSync(profDir)
      .filter((name) => name.endsWith(".cpuprofile"))
      .map((name) => ({ name, thread: Number(name.split(".")[4]) }))
      .sort((a, b) => a.thread - b.thread);
    if (files.length === 0) throw new Error("no .cpuprofile written");
    for (const { name, thread } of files) {
      const profile = JSON.parse(fs.readFileSync(path.join(profDir, name), "utf8")) as Profile;
      summarise(profile, thread === 0 ? "Main thread" : `Thread ${thread}`, result.requests);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profDir, { recursive: true, force: true });
    await pg?.stop();
  }
}

await main();
