/**
 * Load with autocannon (programmatically): a warm-up that is not counted, then the measured run.
 * Latencies are autocannon's (HdrHistogram, 1 ms resolution); throughput is requests per second
 * averaged over the measured run.
 */
import autocannon from "autocannon";
import { connections as defaultConnections, duration, warmup } from "./env";

export interface LoadTarget {
  url: string;
  /** Paths to cycle through (each request takes the next), instead of the URL's own path. */
  paths?: string[];
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Connections (default BENCH_CONNECTIONS, 100). */
  connections?: number;
  /** Seconds (default BENCH_DURATION). */
  duration?: number;
  /** Seconds of warm-up (default BENCH_WARMUP); 0 for none. */
  warmup?: number;
  /** Reads the server's CPU time (ms), to report CPU per request: robust on a busy machine. */
  cpuMs?: () => number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  /** Connection errors (timeouts included) plus answers other than 2xx. */
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** CPU time of the server process per answered request, ms (when a cpuMs probe is given). */
  cpuMsPerRequest?: number;
}

function fire(target: LoadTarget, seconds: number): Promise<autocannon.Result> {
  const paths = target.paths;
  let next = 0;
  return autocannon({
    ...(paths && paths.length > 0
      ? {
          requests: [
            {
              setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
            },
          ],
        }
      : {}),
    url: target.url,
    method: target.method ?? "GET",
    headers: target.headers ?? {},
    ...(target.body !== undefined ? { body: target.body } : {}),
    connections: target.connections ?? defaultConnections,
    duration: seconds,
    // Latencies and throughput of every answer, errors counted separately.
    skipAggregateResult: false,
  });
}

/** Warms up, then measures `target`. */
export async function measure(target: LoadTarget): Promise<LoadResult> {
  const warm = target.warmup ?? warmup;
  if (warm > 0) await fire(target, warm);
  const cpuBefore = target.cpuMs?.();
  const r = await fire(target, target.duration ?? duration);
  const cpuAfter = target.cpuMs?.();
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) {
    statusCodes[code] = stat?.count ?? 0;
  }
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    errors: r.errors + r.non2xx,
    non2xx: r.non2xx,
    statusCodes,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && r.requests.total > 0
      ? { cpuMsPerRequest: (cpuAfter - cpuBefore) / r.requests.total }
      : {}),
  };
}
