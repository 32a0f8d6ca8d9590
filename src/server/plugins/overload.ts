/**
 * The overload guard (`@fastify/under-pressure`): while the event loop lags, or the heap or the
 * resident memory is above its ceiling (config `overload`), new requests answer 503 with
 * `Retry-After` at once instead of queueing behind the work already in progress, so a proxy or
 * a client retries later (or elsewhere) and the process can catch up rather than fall over.
 * Measured every second by under-pressure (the event-loop delay is the mean over that second).
 *
 * Let through under pressure: `/healthz` (the process is alive: a supervisor must not restart
 * it for being busy), `/readyz` (which answers 503 itself, saying which ceiling is exceeded, so a
 * load balancer takes the instance out of rotation) and `/metrics`.
 */
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ApiError } from "../../domain/api/error";
import { inExpectedStall } from "../expected-stalls";

/** Seconds a refused client is asked to wait (`Retry-After`). */
export const OVERLOAD_RETRY_AFTER_SECONDS = 10;

/** The answer's message while overloaded (the API's `{ message }` error shape). */
export const OVERLOAD_MESSAGE = "The server is busy. Please try again in a few seconds.";

/** under-pressure's handler: a value it sends as the answer, or undefined to let the request on. */
type PressureHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  value: number | undefined,
) => ApiError | undefined;

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route's own answer under pressure (under-pressure reads it); {@link letThrough}. */
    pressureHandler?: PressureHandler;
  }
  interface FastifyInstance {
    /**
     * Why the server is over a ceiling of the overload guard (e.g. `event loop delay 1234 ms
     * over 1000 ms`), or undefined when it is not.
     */
    overloadReason(): string | undefined;
  }
}

/** A route's `pressureHandler` that serves the route under pressure as at any other time. */
export const letThrough: PressureHandler = () => undefined;

const MEGABYTE = 1024 * 1024;

/** The overload plugin; register it before the routes (its hook must see them all). */
export const overloadPlugin = fp(
  async (app: FastifyInstance) => {
    const { maxEventLoopDelayMs, maxHeapBytes, maxRssBytes } = app.config.overload;
    let lastWarning = 0;
    const refuse: PressureHandler = (request, reply, type, value) => {
      // A backup's copy of the embedded database held the loop: the requests it delayed are
      // served now, there is no queue to shed (expected-stalls.ts).
      if (type === "eventLoopDelay" && inExpectedStall()) return undefined;
      // One warning per Retry-After period, not one per refused request.
      if (Date.now() - lastWarning > OVERLOAD_RETRY_AFTER_SECONDS * 1000) {
        lastWarning = Date.now();
        request.log.warn({ type, value }, "overloaded: answering 503");
      }
      reply.status(503).header("retry-after", String(OVERLOAD_RETRY_AFTER_SECONDS));
      return { message: OVERLOAD_MESSAGE };
    };
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      maxHeapUsedBytes: maxHeapBytes,
      maxRssBytes,
      retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
      // under-pressure sends whatever the handler returns; its types say void.
      pressureHandler: refuse as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
    });

    app.decorate("overloadReason", () => {
      const usage = app.memoryUsage();
      if (maxEventLoopDelayMs > 0 && usage.eventLoopDelay > maxEventLoopDelayMs) {
        // under-pressure reports Infinity when the loop never ran its timer in the last second.
        return Number.isFinite(usage.eventLoopDelay)
          ? `event loop delay ${Math.round(usage.eventLoopDelay)} ms over ${maxEventLoopDelayMs} ms`
          : `event loop stalled for the whole last second (limit ${maxEventLoopDelayMs} ms)`;
      }
      if (maxHeapBytes > 0 && usage.heapUsed > maxHeapBytes) {
        return `heap used ${Math.round(usage.heapUsed / MEGABYTE)} MB over ${Math.round(maxHeapBytes / MEGABYTE)} MB`;
      }
      if (maxRssBytes > 0 && usage.rssBytes > maxRssBytes) {
        return `resident memory ${Math.round(usage.rssBytes / MEGABYTE)} MB over ${Math.round(maxRssBytes / MEGABYTE)} MB`;
      }
      return undefined;
    });
  },
  { name: "overload" },
);
