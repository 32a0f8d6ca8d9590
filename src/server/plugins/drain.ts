/**
 * Reading a refused upload to its end before answering (the résumé and document uploads): an
 * answer sent while the client still sends, then the connection closed, makes the kernel reset
 * the connection with the answer possibly unread, and a reverse proxy then shows its own 502
 * instead of the message.
 */
import type { FastifyRequest } from "fastify";

/**
 * The largest refused body read to its end before the answer (deploy/Caddyfile lets 12 MB
 * through); a larger one is answered at once and its connection closed.
 */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Reads and drops the rest of `request`'s body when its Content-Length is at most `max` bytes,
 * within 10 s.
 * @returns true when the body was read to its end (the connection can stay open)
 */
export function drained(request: FastifyRequest, max: number): Promise<boolean> {
  const length = Number(request.headers["content-length"]);
  const raw = request.raw;
  if (!Number.isFinite(length) || length > max || raw.readableEnded) {
    return Promise.resolve(raw.readableEnded);
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), 10_000);
    const done = (ended: boolean) => {
      clearTimeout(timer);
      raw.off("end", onEnd);
      raw.off("error", onError);
      resolve(ended);
    };
    const onEnd = () => done(true);
    const onError = () => done(false);
    raw.on("end", onEnd);
    raw.on("error", onError);
    raw.resume();
  });
}
