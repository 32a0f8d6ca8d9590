/**
 * Load with autocannon (programmatically), in one run on the same connections: a warm-up that
 * lasts BENCH_WARMUP seconds and until every connection has had an answer, then the measured
 * seconds, in which every answer counts. (A busy Node server takes a while to start serving a
 * burst of 100 new connections: on PGlite the last ones waited up to 7 s for their first answer.
 * Counted, those first answers decided the p99; they are connection set-up, not the steady
 * state the budget is about.) Latencies are autocannon's per-request response times; throughput
 * is the answers counted divided by the measured seconds.
 *
 * Besides one URL with one set of headers (`measure`, in this process, for the growth and reports
 * suites), `runLoad` takes what the API comparison needs:
 * - `sessions`: one set of headers (and a body) per connection, cycled over the connections, so
 *   each connection is its own signed-in user (autocannon's `setupClient`);
 * - `mix`: each request picks its method and path from a fixed cycle of 20 shuffled with a fixed
 *   seed, so the shares are exact (e.g. 14 × GET /api/user, 5 × the list, 1 × POST), each
 *   connection with its own session and body; answers are counted per kind;
 * - `rate`: a fixed overall rate (open loop). autocannon's own `overallRate` gives each
 *   connection a quota per second, and every connection's quota is released at the same instant,
 *   so each second starts with a burst of the whole second's requests at full speed: a p99 under
 *   that measures the burst, not the rate. By default ("paced") the requests are sent on a fixed
 *   schedule instead, one every 1/rate s, each taken by whichever connection is free;
 *   `rateMode: "autocannon"` uses `overallRate` as it is. How late the schedule ran is reported.
 * CPU probes (server, database) are read when the measured seconds start and end.
 */
import autocannon from "autocannon";
import { connections as defaultConnections, duration, warmup } from "./env";

/** One connection's identity: its headers (a session cookie) and, for writes, its body. */
export interface Session {
  headers: Record<string, string>;
  body?: string;
}

/** One kind of request in a mixed workload: its share out of 20, method and path. */
export interface MixEntry {
  name: string;
  /** Requests of this kind in every cycle of 20. */
  per20: number;
  method: "GET" | "POST";
  path: string;
}

export interface LoadSpec {
  url: string;
  /** Paths to cycle through (each request takes the next), instead of the URL's own path. */
  paths?: string[];
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Per-connection headers and body, cycled over the connections. */
  sessions?: Session[];
  /** A mixed workload instead of the URL's path and method (needs `sessions`). */
  mix?: MixEntry[];
  /** A fixed overall rate, requests per second (default: as fast as the server answers). */
  rate?: number;
  /** "paced" (default: a fixed schedule) or "autocannon" (its overallRate, see above). */
  rateMode?: "paced" | "autocannon";
  /** Count the measured answers slower than this many ms (`slowAnswers` in the result). */
  countSlowerThanMs?: number;
  /** Connections (default BENCH_CONNECTIONS, 100). */
  connections?: number;
  /** Seconds (default BENCH_DURATION). */
  duration?: number;
  /** Seconds of warm-up (default BENCH_WARMUP); 0 for none. */
  warmup?: number;
}

/** The old single-URL target with an in-process CPU probe (growth and reports suites). */
export interface LoadTarget extends Omit<LoadSpec, "sessions" | "mix" | "rate" | "rateMode"> {
  /** Reads the server's CPU time (ms), to report CPU per request: robust on a busy machine. */
  cpuMs?: () => number;
}

/** Reads a CPU time in ms (undefined when it cannot). */
export type CpuProbe = () => number | undefined;

export interface LoadResult {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  /** Connection errors, timeouts (60 s) and answers other than 2xx in the measured seconds. */
  errors: number;
  non2xx: number;
  /**
   * The same during the warm-up: on a saturated machine a new connection can wait over 60 s for
   * its first answer (see above). Reported, not part of the steady state.
   */
  warmupErrors: number;
  statusCodes: Record<string, number>;
  /** CPU time of the server process tree plus the database's, per answered request, ms. */
  cpuMsPerRequest?: number;
  /** The two parts of cpuMsPerRequest (database: PostgreSQL's processes; absent for PGlite). */
  cpu?: { serverMsPerRequest?: number; databaseMsPerRequest?: number };
  /** How long the warm-up lasted: until BENCH_WARMUP and every connection's first answer, ms. */
  warmupMs: number;
  /** Mixed workload: answers and errors per kind in the measured seconds. */
  byKind?: Record<string, { requests: number; errors: number }>;
  /** Fixed rate: the target, and how late requests left against the schedule (paced). */
  rate?: { target: number; mode: "paced" | "autocannon"; lateP99Ms?: number; lateMaxMs?: number };
  /** Body bytes received per answer (as sent: compressed when the server compressed). */
  bytesPerAnswer?: number;
  /** With `countSlowerThanMs`: the measured answers slower than that. */
  slowAnswers?: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number;
}

/** Longest warm-up waiting for every connection's first answer before measuring anyway. */
const MAX_EXTRA_WARMUP_MS = 60_000;

/** A small seeded PRNG (mulberry32), so a mixed workload's order is the same in every run. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The cycle of 20 kinds of a mix, shuffled with a fixed seed. */
export function mixCycle(mix: MixEntry[]): MixEntry[] {
  const cycle = mix.flatMap((entry) => Array.from({ length: entry.per20 }, () => entry));
  if (cycle.length !== 20) throw new Error("a mix's shares must add up to 20");
  const random = seededRandom(18);
  for (let i = cycle.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cycle[i], cycle[j]] = [cycle[j] as MixEntry, cycle[i] as MixEntry];
  }
  return cycle;
}

/** The parts of autocannon's client this module uses (not in its types). */
interface Client {
  setHeaders(headers: Record<string, string>): void;
  setHeadersAndBody(headers: Record<string, string>, body: string): void;
  setRequests(requests: autocannon.Request[]): void;
  _doRequest(): void;
  destroyed: boolean;
}

/** Warms up, then measures `spec`, in one run on the same connections. */
export async function runLoad(
  spec: LoadSpec,
  probes: { server?: CpuProbe; database?: CpuProbe } = {},
): Promise<LoadResult> {
  const warmMs = (spec.warmup ?? warmup) * 1000;
  const measuredSeconds = spec.duration ?? duration;
  const connectionCount = spec.connections ?? defaultConnections;
  const paths = spec.paths;
  const sessions = spec.sessions ?? [];
  const cycle = spec.mix ? mixCycle(spec.mix) : undefined;
  if (cycle && sessions.length === 0) throw new Error("a mixed workload needs sessions");
  const rateMode = spec.rateMode ?? "paced";
  let next = 0;
  let nextMix = 0;
  let nextClient = 0;
  const latencies: number[] = [];
  const lateness: number[] = [];
  const statusCodes: Record<string, number> = {};
  const answered = new Set<unknown>();
  const kindOf = new Map<unknown, string>();
  const byKind: Record<string, { requests: number; errors: number }> = {};
  let non2xx = 0;
  let errors = 0;
  let warmupErrors = 0;
  let bytes = 0;
  let measuring = false;
  let stopped = false;
  const cpuBefore = {
    server: undefined as number | undefined,
    database: undefined as number | undefined,
  };
  const cpuAfter = { ...cpuBefore };
  const started = performance.now();
  let warmupMs = 0;

  // Paced fixed rate: request k leaves at start + k / rate, on whichever connection asks next.
  const interval = spec.rate && rateMode === "paced" ? 1000 / spec.rate : undefined;
  let slot = 0;
  let scheduleStart: number | undefined;

  const setupClient = (raw: unknown) => {
    const client = raw as Client;
    const session = sessions[nextClient++ % Math.max(1, sessions.length)];
    if (session) {
      if (cycle) {
        client.setHeaders(session.headers);
        client.setRequests([
          {
            setupRequest: (request) => {
              const kind = cycle[nextMix++ % cycle.length] as MixEntry;
              kindOf.set(client, kind.name);
              // A new headers object each time: autocannon adds Content-Length to it.
              const headers = { ...request.headers } as Record<string, string>;
              if (kind.method === "POST") headers["content-type"] = "application/json";
              return {
                ...request,
                method: kind.method,
                path: kind.path,
                headers,
                body: kind.method === "POST" ? (session.body ?? "") : "",
              };
            },
          },
        ]);
      } else if (session.body !== undefined) {
        client.setHeadersAndBody(session.headers, session.body);
      } else {
        client.setHeaders(session.headers);
      }
    }
    if (interval !== undefined) {
      const send = client._doRequest;
      client._doRequest = function paced(this: Client) {
        const now = performance.now();
        scheduleStart ??= now;
        const due = scheduleStart + slot++ * interval;
        if (due <= now) {
          if (measuring) lateness.push(now - due);
          send.call(this);
        } else {
          setTimeout(() => {
            if (this.destroyed || stopped) return;
            if (measuring) lateness.push(performance.now() - due);
            send.call(this);
          }, due - now);
        }
      };
    }
  };

  const options: autocannon.Options = {
    url: spec.url,
    method: spec.method ?? "GET",
    headers: spec.headers ?? {},
    ...(spec.body !== undefined ? { body: spec.body } : {}),
    ...(paths && paths.length > 0
      ? {
          requests: [
            {
              setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
            },
          ],
        }
      : {}),
    ...(sessions.length > 0 || interval !== undefined
      ? { setupClient: setupClient as unknown as autocannon.Options["setupClient"] }
      : {}),
    ...(spec.rate && rateMode === "autocannon" ? { overallRate: spec.rate } : {}),
    connections: connectionCount,
    // Stopped by hand once the measured seconds are over.
    duration: 3600,
    // A first answer on a new connection can wait seconds while the server is saturated (see
    // above): that is a wait, not a failure. Any request that waits longer is an error.
    timeout: 60,
  };
  let endTimer: NodeJS.Timeout | undefined;
  await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, r) => (error ? reject(error) : resolve(r)));
    const startMeasuring = () => {
      measuring = true;
      warmupMs = performance.now() - started;
      cpuBefore.server = probes.server?.();
      cpuBefore.database = probes.database?.();
      endTimer = setTimeout(() => {
        stopped = true;
        cpuAfter.server = probes.server?.();
        cpuAfter.database = probes.database?.();
        instance.stop();
      }, measuredSeconds * 1000);
    };
    instance.on("reqError", () => {
      if (stopped) return;
      if (measuring) errors++;
      else warmupErrors++;
    });
    instance.on("response", (client, statusCode, resBytes, responseTime) => {
      if (stopped) return;
      const failed = statusCode < 200 || statusCode > 299;
      if (failed) {
        if (measuring) non2xx++;
        else warmupErrors++;
      }
      if (measuring) {
        latencies.push(responseTime);
        bytes += resBytes;
        statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
        const kind = kindOf.get(client);
        if (kind) {
          const counts = byKind[kind] ?? { requests: 0, errors: 0 };
          byKind[kind] = counts;
          counts.requests++;
          if (failed) counts.errors++;
        }
        return;
      }
      answered.add(client);
      const elapsed = performance.now() - started;
      if (
        elapsed >= warmMs &&
        (answered.size >= connectionCount || elapsed >= warmMs + MAX_EXTRA_WARMUP_MS)
      ) {
        startMeasuring();
      }
    });
  });
  clearTimeout(endTimer);
  const sorted = latencies.sort((a, b) => a - b);
  const per = (before: number | undefined, after: number | undefined) =>
    before !== undefined && after !== undefined && sorted.length > 0
      ? (after - before) / sorted.length
      : undefined;
  const serverCpu = per(cpuBefore.server, cpuAfter.server);
  const databaseCpu = per(cpuBefore.database, cpuAfter.database);
  const lateSorted = lateness.sort((a, b) => a - b);
  const slowerThanMs = spec.countSlowerThanMs;
  return {
    rps: sorted.length / measuredSeconds,
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    requests: sorted.length,
    errors: errors + non2xx,
    non2xx,
    warmupErrors,
    statusCodes,
    warmupMs,
    ...(sorted.length > 0 ? { bytesPerAnswer: bytes / sorted.length } : {}),
    ...(slowerThanMs !== undefined
      ? { slowAnswers: sorted.filter((latency) => latency > slowerThanMs).length }
      : {}),
    ...(serverCpu !== undefined
      ? {
          cpuMsPerRequest: serverCpu + (databaseCpu ?? 0),
          cpu: {
            serverMsPerRequest: serverCpu,
            ...(databaseCpu !== undefined ? { databaseMsPerRequest: databaseCpu } : {}),
          },
        }
      : {}),
    ...(cycle ? { byKind } : {}),
    ...(spec.rate
      ? {
          rate: {
            target: spec.rate,
            mode: rateMode,
            ...(interval !== undefined
              ? {
                  lateP99Ms: percentile(lateSorted, 0.99),
                  lateMaxMs: lateSorted.at(-1) ?? 0,
                }
              : {}),
          },
        }
      : {}),
  };
}

/** Warms up, then measures `target` in this process, in one run on the same connections. */
export function measure(target: LoadTarget): Promise<LoadResult> {
  const { cpuMs, ...spec } = target;
  return runLoad(spec, cpuMs ? { server: cpuMs } : {});
}
