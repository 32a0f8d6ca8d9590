/**
 * Load with autocannon (programmatically), in one run on the same connections: a warm-up that
 * lasts BENCH_WARMUP seconds and until every connection has had an answer, then the measured
 * seconds, in which every answer counts. (A busy Node server takes a while to start serving a
 * burst of 100 new connections: on PGlite the last ones waited up to 7 s for their first answer.
 * Counted, those first answers decided the p99; they are connection set-up, not the steady
 * state the budget is about.) Latencies are autocannon's per-request response times; throughput
 * is the answers counted divided by the measured seconds.
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
  /** Connection errors, timeouts (60 s) and answers other than 2xx in the measured seconds. */
  errors: number;
  non2xx: number;
  /**
   * The same during the warm-up: on a saturated machine a new connection can wait over 60 s for
   * its first answer (see above). Reported, not part of the steady state.
   */
  warmupErrors: number;
  statusCodes: Record<string, number>;
  /** CPU time of the server process per answered request, ms (when a cpuMs probe is given). */
  cpuMsPerRequest?: number;
  /** How long the warm-up lasted: until BENCH_WARMUP and every connection's first answer, ms. */
  warmupMs: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number;
}

/** Longest warm-up waiting for every connection's first answer before measuring anyway. */
const MAX_EXTRA_WARMUP_MS = 60_000;

/** Warms up, then measures `target`, in one run on the same connections. */
export async function measure(target: LoadTarget): Promise<LoadResult> {
  const warmMs = (target.warmup ?? warmup) * 1000;
  const measuredSeconds = target.duration ?? duration;
  const connectionCount = target.connections ?? defaultConnections;
  const paths = target.paths;
  let next = 0;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const answered = new Set<unknown>();
  let non2xx = 0;
  let errors = 0;
  let warmupErrors = 0;
  let measuring = false;
  let stopped = false;
  let cpuBefore: number | undefined;
  let cpuAfter: number | undefined;
  const started = performance.now();
  let warmupMs = 0;

  const options: autocannon.Options = {
    url: target.url,
    method: target.method ?? "GET",
    headers: target.headers ?? {},
    ...(target.body !== undefined ? { body: target.body } : {}),
    ...(paths && paths.length > 0
      ? {
          requests: [
            {
              setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
            },
          ],
        }
      : {}),
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
      cpuBefore = target.cpuMs?.();
      endTimer = setTimeout(() => {
        stopped = true;
        cpuAfter = target.cpuMs?.();
        instance.stop();
      }, measuredSeconds * 1000);
    };
    instance.on("reqError", () => {
      if (stopped) return;
      if (measuring) errors++;
      else warmupErrors++;
    });
    instance.on("response", (client, statusCode, _bytes, responseTime) => {
      if (stopped) return;
      if (statusCode < 200 || statusCode > 299) {
        if (measuring) non2xx++;
        else warmupErrors++;
      }
      if (measuring) {
        latencies.push(responseTime);
        statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
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
    ...(cpuBefore !== undefined && cpuAfter !== undefined && sorted.length > 0
      ? { cpuMsPerRequest: (cpuAfter - cpuBefore) / sorted.length }
      : {}),
  };
}
