/**
 * The periodic background task behind housekeeping (OWASP ASVS 7.3.1, 7.3.2: expired sessions
 * deleted) and the placement job: run at once, then every `everyMs`; counts logged only when
 * something happened; a failure logged and retried, never thrown; `stop()` ends the timer for
 * good and waits for a run in progress; the timer never keeps the process alive.
 */
import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startPeriodic } from "./periodic";

/** A logger that records its info and error calls. */
function fakeLog() {
  const info = vi.fn();
  const error = vi.fn();
  return { log: { info, error } as unknown as FastifyBaseLogger, info, error };
}

const names = { logKey: "chores", message: "chores done", failure: "chores failed; will retry" };

/** Lets the promise callbacks that are already due run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("startPeriodic", () => {
  it("does nothing at all when everyMs is 0 or less", async () => {
    for (const everyMs of [0, -1]) {
      const run = vi.fn(async () => ({ done: 1 }));
      const { log, info } = fakeLog();
      const timer = startPeriodic({ run, everyMs, log, ...names });
      await timer.stop();
      await settle();
      expect(run).not.toHaveBeenCalled();
      expect(info).not.toHaveBeenCalled();
    }
  });

  it("runs at once, then every everyMs, and logs the counts under logKey when one is not 0", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const run = vi.fn(async () => ({ deleted: 0, expired: 2 }));
    const { log, info, error } = fakeLog();
    const timer = startPeriodic({ run, everyMs: 1_000, log, ...names });
    expect(run).toHaveBeenCalledTimes(1);
    await settle();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith({ chores: { deleted: 0, expired: 2 } }, "chores done");
    vi.advanceTimersByTime(999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(3);
    await timer.stop();
    expect(info).toHaveBeenCalledTimes(3);
    expect(error).not.toHaveBeenCalled();
  });

  it("logs nothing when every count is 0, or there are none", async () => {
    const results: Record<string, number>[] = [{ deleted: 0, expired: 0 }, {}];
    for (const result of results) {
      const { log, info, error } = fakeLog();
      await startPeriodic({ run: async () => result, everyMs: 60_000, log, ...names }).stop();
      expect(info).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    }
  });

  it("logs a failed run as an error with its cause, never throws, and tries again at the next tick", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const failure = new Error("database gone");
    const run = vi
      .fn<() => Promise<Record<string, number>>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue({ deleted: 1 });
    const { log, info, error } = fakeLog();
    const timer = startPeriodic({ run, everyMs: 1_000, log, ...names });
    await settle();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith({ err: failure }, "chores failed; will retry");
    expect(info).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    await timer.stop();
    expect(run).toHaveBeenCalledTimes(2);
    expect(info).toHaveBeenCalledWith({ chores: { deleted: 1 } }, "chores done");
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("stop() waits for the run in progress, and no run starts after it", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let finish: (value: Record<string, number>) => void = () => {};
    const run = vi.fn(
      () =>
        new Promise<Record<string, number>>((resolve) => {
          finish = resolve;
        }),
    );
    const { log, info } = fakeLog();
    const timer = startPeriodic({ run, everyMs: 1_000, log, ...names });
    let stopped = false;
    const stopping = timer.stop().then(() => {
      stopped = true;
    });
    await settle();
    expect(stopped).toBe(false);
    finish({ deleted: 3 });
    await stopping;
    // The run's result was logged before stop() returned.
    expect(info).toHaveBeenCalledWith({ chores: { deleted: 3 } }, "chores done");
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("does not keep the process alive: its timer is unref'd", async () => {
    const intervals: NodeJS.Timeout[] = [];
    const realSetInterval = globalThis.setInterval;
    vi.spyOn(globalThis, "setInterval").mockImplementation(((
      ...args: Parameters<typeof setInterval>
    ) => {
      const timer = realSetInterval(...args);
      intervals.push(timer);
      return timer;
    }) as typeof setInterval);
    const { log } = fakeLog();
    const timer = startPeriodic({ run: async () => ({}), everyMs: 60_000, log, ...names });
    expect(intervals).toHaveLength(1);
    expect(intervals[0]?.hasRef()).toBe(false);
    await timer.stop();
  });
});
