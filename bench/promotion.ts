/**
 * Not a suite (no result file): how many bytes V8 promotes to its old generation per PGlite
 * statement, by way in. Promoted garbage stays until a full collection (`Mark-Compact`), which
 * on the thread that serves HTTP is what stalled the PGlite server's answers
 * (docs/decisions/0039-pglite-query-path.md).
 *
 * Each variant runs in a child process of its own (`node` with `SERVER_NODE_FLAGS` and
 * `--trace-gc-nvp`), on an in-memory PGlite with 1,000 rows. It warms up with
 * `BENCH_PROMOTION_WARMUP` statements (default 5,000), then runs `BENCH_PROMOTION_STATEMENTS`
 * (default 20,000) one after another, and prints between two markers. This process sums V8's
 * `promoted=` over the scavenges between the markers (bytes a statement), counts the full
 * collections there, and prints the time a statement took (µs). Rounds: `BENCH_RUNS` (default 3),
 * variants in turn within a round; the table gives each round's figures.
 *
 * The variants, each with a one-row read (`one`) and a 50-row read (`fifty`):
 * - `pglite`: PGlite's own `query()` (it parses and plans every time);
 * - `prepared`: our wrapper, `withPreparedStatements` as the server opens it (db/client.ts);
 * - `in-transaction`: our wrapper inside one `transaction()` per 100 statements (PGlite's query
 *   lock, taken there as PGlite's own queries take it).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "../src/server/node-flags";

const VARIANTS = ["pglite", "prepared", "in-transaction"] as const;
const SHAPES = {
  one: "select id, name, email, created from t where id = $1",
  fifty: "select id, name, email, created from t where id between $1 and $1 + 49 order by id",
} as const;
type Variant = (typeof VARIANTS)[number];
type Shape = keyof typeof SHAPES;

const MEASURE_FROM = "PROMOTION_MEASURE_FROM";
const MEASURE_TO = "PROMOTION_MEASURE_TO";

/**
 * The child: runs one variant and prints the markers, in `performance.now()` ms (from the
 * process's start, within a few ms of the isolate's, which V8's trace lines count from).
 */
async function child(variant: Variant, shape: Shape): Promise<void> {
  const pglite = await import("@electric-sql/pglite");
  const { withPreparedStatements } = await import("../src/server/db/pglite-statements");
  const raw = await pglite.PGlite.create();
  await raw.exec(`create table t (id int primary key, name text not null, email text not null,
      created timestamptz not null default now());
    insert into t (id, name, email)
      select g, 'Resident ' || g, 'resident' || g || '@example.com' from generate_series(1, 1000) g;`);
  const db = variant === "pglite" ? raw : withPreparedStatements(raw, pglite, { syncToFs: false });
  const text = SHAPES[shape];
  const warmup = Number(process.env.BENCH_PROMOTION_WARMUP ?? 5000);
  const statements = Number(process.env.BENCH_PROMOTION_STATEMENTS ?? 20000);
  const expectedRows = shape === "one" ? 1 : 50;
  let i = 0;
  const one = async (on: Pick<typeof raw, "query">) => {
    const result = await on.query(text, [1 + (i++ % 900)]);
    if (result.rows.length !== expectedRows) throw new Error(`${result.rows.length} rows`);
  };
  const batch = async (count: number) => {
    if (variant !== "in-transaction") {
      for (let n = 0; n < count; n++) await one(db);
      return;
    }
    for (let n = 0; n < count; n += 100) {
      await db.transaction(async (tx) => {
        for (let k = 0; k < Math.min(100, count - n); k++) await one(tx);
      });
    }
  };
  await batch(warmup);
  const from = performance.now();
  console.log(`${MEASURE_FROM} ${from}`);
  await batch(statements);
  const to = performance.now();
  console.log(`${MEASURE_TO} ${to}`);
  await raw.close();
}

interface Measured {
  promotedPerStatement: number;
  fullCollections: number;
  microsPerStatement: number;
}

/** Reads a child's `--trace-gc-nvp` output between its markers. */
function measured(output: string, statements: number): Measured {
  let from = Number.NaN;
  let to = Number.NaN;
  let promoted = 0;
  let fullCollections = 0;
  for (const line of output.split("\n")) {
    if (line.startsWith(MEASURE_FROM)) from = Number(line.split(" ")[1]);
    else if (line.startsWith(MEASURE_TO)) to = Number(line.split(" ")[1]);
    const gc = /\s([\d.]+) ms: pause=.* gc=(\w+) .*\bpromoted=(\d+)/.exec(line);
    if (!gc || !(Number(gc[1]) > from) || Number(gc[1]) > to) continue;
    if (gc[2] === "s") promoted += Number(gc[3]);
    else fullCollections++;
  }
  if (Number.isNaN(from) || Number.isNaN(to)) throw new Error(`no markers in:\n${output}`);
  return {
    promotedPerStatement: promoted / statements,
    fullCollections,
    microsPerStatement: ((to - from) * 1000) / statements,
  };
}

const [, , childVariant, childShape] = process.argv;
if (childVariant) {
  await child(childVariant as Variant, childShape as Shape);
} else {
  const rounds = Number(process.env.BENCH_RUNS ?? 3);
  const statements = Number(process.env.BENCH_PROMOTION_STATEMENTS ?? 20000);
  const self = fileURLToPath(import.meta.url);
  const rows: Record<string, Measured[]> = {};
  for (let round = 1; round <= rounds; round++) {
    for (const shape of Object.keys(SHAPES) as Shape[]) {
      for (const variant of VARIANTS) {
        const run = spawnSync(
          process.execPath,
          [...SERVER_NODE_FLAGS, "--trace-gc-nvp", "--import", "tsx", self, variant, shape],
          { encoding: "utf8", env: process.env, maxBuffer: 256 * 1024 * 1024 },
        );
        if (run.status !== 0) throw new Error(`${variant} ${shape}: ${run.stderr}`);
        const name = `${variant} ${shape}`;
        rows[name] = [...(rows[name] ?? []), measured(run.stdout, statements)];
      }
    }
  }
  console.log(
    `${statements} statements a run after the warm-up, Node flags ${SERVER_NODE_FLAGS.join(" ")}`,
  );
  console.log("| way in, read | bytes promoted a statement | full collections | µs a statement |");
  console.log("| --- | --- | --- | --- |");
  for (const [name, runs] of Object.entries(rows)) {
    const list = (pick: (m: Measured) => number, digits: number) =>
      runs.map((m) => pick(m).toFixed(digits)).join(", ");
    console.log(
      `| ${name} | ${list((m) => m.promotedPerStatement, 0)} | ${list((m) => m.fullCollections, 0)} | ${list((m) => m.microsPerStatement, 1)} |`,
    );
  }
}
