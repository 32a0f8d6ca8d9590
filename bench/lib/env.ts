/**
 * Settings shared by every benchmark script, read from the environment once:
 * - BENCH_RUNS (default 3): how many times each measurement is repeated; tables show medians.
 * - BENCH_DURATION (seconds, default 20): how long each measured load lasts.
 * - BENCH_WARMUP (seconds, default min(5, BENCH_DURATION)): load before each measurement, not counted.
 * - BENCH_CONNECTIONS (default 100): concurrent connections of the load generator.
 * - BENCH_DATABASE_URL: an existing PostgreSQL server (a superuser URL) to create the benchmark
 *   databases in, instead of starting a throwaway cluster.
 */
import path from "node:path";

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

export const root = path.resolve(import.meta.dirname, "../..");
export const runs = Math.round(positive("BENCH_RUNS", 3));
export const duration = positive("BENCH_DURATION", 20);
export const warmup = positive("BENCH_WARMUP", Math.min(5, duration));
export const connections = Math.round(positive("BENCH_CONNECTIONS", 100));
export const benchDatabaseUrl = process.env.BENCH_DATABASE_URL || undefined;
