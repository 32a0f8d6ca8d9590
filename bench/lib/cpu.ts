/**
 * CPU time of process trees from /proc (Linux): a server and everything it started (npm → sh →
 * node, a framework's worker processes), or a PostgreSQL cluster (the postmaster and every
 * backend, autovacuum and background writer it forked).
 *
 * The rule: a tree's CPU is the sum over its live processes of utime + stime + cutime + cstime.
 * A child that exits is reaped by its parent, which adds the child's whole CPU time to its own
 * cutime/cstime, so time used by a backend that ended during a measurement is still counted, and
 * the difference of two readings is the CPU the tree used between them. Returns undefined when
 * /proc cannot be read (not Linux, or the process is gone).
 */
import fs from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

interface Stat {
  ppid: number;
  /** utime + stime: the process's own CPU, ticks. */
  own: number;
  /** utime + stime + cutime + cstime, ticks. */
  ticks: number;
}

function readStat(pid: number): Stat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: fields start after the last ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    // Fields after the name, 0-based: 1 ppid, 11 utime, 12 stime, 13 cutime, 14 cstime.
    const own = Number(fields[11]) + Number(fields[12]);
    return { ppid: Number(fields[1]), own, ticks: own + Number(fields[13]) + Number(fields[14]) };
  } catch {
    return undefined;
  }
}

/**
 * CPU time used so far by `pid` itself (utime + stime, its children not counted), ms.
 * @throws Error when /proc/<pid>/stat cannot be read (not Linux, or the process is gone)
 */
export function processCpuMs(pid: number): number {
  const stat = readStat(pid);
  if (!stat) throw new Error(`cannot read /proc/${pid}/stat`);
  return stat.own * TICK_MS;
}

/** The parent of `pid`, or undefined. */
export function parentPid(pid: number): number | undefined {
  return readStat(pid)?.ppid;
}

/** CPU time used so far by `pid` and all its live descendants (see the module comment), ms. */
export function treeCpuMs(pid: number): number | undefined {
  const root = readStat(pid);
  if (!root) return undefined;
  const children = new Map<number, number[]>();
  const stats = new Map<number, Stat>();
  for (const entry of fs.readdirSync("/proc")) {
    const child = Number(entry);
    if (!Number.isInteger(child) || child <= 0) continue;
    const stat = readStat(child);
    if (!stat) continue;
    stats.set(child, stat);
    const list = children.get(stat.ppid);
    if (list) list.push(child);
    else children.set(stat.ppid, [child]);
  }
  let ticks = 0;
  const pending = [pid];
  const seen = new Set<number>();
  while (pending.length > 0) {
    const current = pending.pop() as number;
    if (seen.has(current)) continue;
    seen.add(current);
    ticks += (current === pid ? root : stats.get(current))?.ticks ?? 0;
    pending.push(...(children.get(current) ?? []));
  }
  return ticks * TICK_MS;
}
