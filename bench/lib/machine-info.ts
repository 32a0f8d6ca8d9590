/**
 * The machine a benchmark ran on, for the `machine` field of every bench/results/*.json:
 * CPU model and count, memory, Node.js and OS versions.
 */
import os from "node:os";

export interface MachineDescription {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
}

/** Describes this machine. */
export function machineDescription(): MachineDescription {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  };
}
