/**
 * The load generator's own process (started by lib/load-process.ts, pinned to its own core):
 * receives `{ id, spec, serverPid, databasePid }` over IPC, runs lib/load.ts `runLoad` with CPU
 * probes of those process trees (lib/cpu.ts, read here at the measured window's exact start and
 * end), and answers `{ id, result }` or `{ id, error }`. Exits when the parent disconnects.
 */
import { treeCpuMs } from "./cpu";
import { type LoadSpec, runLoad } from "./load";

interface Job {
  id: number;
  spec: LoadSpec;
  serverPid?: number;
  databasePid?: number;
}

process.on("message", (message: Job) => {
  const { id, spec, serverPid, databasePid } = message;
  const probes = {
    ...(serverPid ? { server: () => treeCpuMs(serverPid) } : {}),
    ...(databasePid ? { database: () => treeCpuMs(databasePid) } : {}),
  };
  runLoad(spec, probes).then(
    (result) => process.send?.({ id, result }),
    (error: unknown) => process.send?.({ id, error: (error as Error).stack ?? String(error) }),
  );
});
process.on("disconnect", () => process.exit(0));
