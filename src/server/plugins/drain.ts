/**
 * Refusing an upload over its size limit without resetting the connection under the client's
 * feet (the résumé and document uploads). An answer sent while the client still sends, then the
 * connection closed, makes the kernel reset the connection (RFC 9112 9.6 asks for a "lingering
 * close" for this reason): the client may never read the answer, and a reverse proxy then shows
 * its own 502 instead of the message.
 */
import type { IncomingMessage } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The largest refused body read to its end before the answer (deploy/Caddyfile lets 12 MB
 * through), and the most read and dropped after the answer when the body has no length; a
 * larger one is answered at once and its connection closed.
 */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/** How long a refused body is read and dropped at most, before its connection is closed. */
const DRAIN_MAX_MS = 10_000;

/**
 * Reads and drops the rest of `request`'s body when its Content-Length is at most `max` bytes,
 * within 10 s.
 * @returns true when the body was read to its end (the connection can stay open)
 */
function drained(request: FastifyRequest, max: number): Promise<boolean> {
  const length = Number(request.headers["content-length"]);
  const raw = request.raw;
  if (!Number.isFinite(length) || length > max || raw.readableEnded) {
    return Promise.resolve(raw.readableEnded);
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), DRAIN_MAX_MS);
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

/**
 * Prepares the answer to a body refused for its size (Fastify's FST_ERR_CTP_BODY_TOO_LARGE),
 * to be called before the answer is sent:
 * - with a Content-Length up to `max`: the body is read and dropped first ({@link drained}),
 *   and the connection stays open;
 * - with a larger Content-Length: the answer goes at once and the connection is closed
 *   (Fastify's `Connection: close`);
 * - without a length (chunked): the answer goes at once, and the connection stays open while
 *   up to `max` more bytes are read and dropped within 10 s, so a client still sending reads
 *   the answer before the connection is closed past that.
 */
export async function beforeRefusingBody(
  request: FastifyRequest,
  reply: FastifyReply,
  max: number = DRAIN_MAX_BYTES,
): Promise<void> {
  if (Number.isFinite(Number(request.headers["content-length"]))) {
    if (await drained(request, max)) reply.removeHeader("connection");
    return;
  }
  reply.removeHeader("connection");
  dropUpTo(request.raw, max, DRAIN_MAX_MS);
}

/**
 * Reads and drops `raw`'s body until it ends; past `max` bytes or `ms` milliseconds, destroys
 * its connection instead.
 */
function dropUpTo(raw: IncomingMessage, max: number, ms: number): void {
  let read = 0;
  const socket = raw.socket;
  const finish = () => {
    clearTimeout(timer);
    raw.off("data", onData);
    raw.off("end", finish);
    socket.off("close", finish);
  };
  const close = () => {
    finish();
    socket.destroy();
  };
  const onData = (chunk: Buffer) => {
    read += chunk.length;
    if (read > max) close();
  };
  const timer = setTimeout(close, ms);
  timer.unref();
  raw.on("data", onData);
  raw.on("end", finish);
  socket.on("close", finish);
  raw.resume();
}
