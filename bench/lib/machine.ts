/**
 * What the numbers were measured on: CPU, cores, memory, Node, OS and the load at the start;
 * the `machine` field of every bench/results/*.json.
 */
import fs from "node:fs";
import os from "node:os";

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
  loadAverage: number[];
}

function osName(): string {
  try {
    const release = fs.readFileSync("/etc/os-release", "utf8");
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1];
    if (pretty) return `${pretty}, ${os.type()} ${os.release()} ${os.arch()}`;
  } catch {
    // not Linux
  }
  return `${os.type()} ${os.release()} ${os.arch()}`;
}

/** The 1, 5 and 15 minute load averages now, two decimals. */
export function loadAverage(): number[] {
  return os.loadavg().map((l) => Math.round(l * 100) / 100);
}

/** Describes this machine now. */
export function describeMachine(): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: osName(),
    loadAverage: loadAverage(),
  };
}

/** One markdown line describing `machine`, for the notes under a table. */
export function machineLine(machine: Machine): string {
  return `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB RAM, Node ${machine.node}, ${machine.os}; load average at start ${machine.loadAverage.join(" / ")}`;
}
