/**
 * Prometheus metrics (prom-client), never public (docs/security.md "Metrics"):
 * - `http_requests_total` and `http_request_duration_seconds`, by method, route pattern (as
 *   registered, e.g. `/api/portal/properties/:id`; `/assets/*` for the hashed build files;
 *   `(not found)` for no route; never the raw URL, whose ids and query strings would make one
 *   series per request and could leak data) and status code;
 * - `login_failures_total{reason}`: sign-ins refused for a wrong password or unknown username
 *   (`invalid`) or by the lockout (`locked`), counted by features/auth/sign-in.ts;
 * - `mail_outbox_unsent_messages` and `mail_outbox_oldest_unsent_age_seconds`, read from the
 *   outbox table at each scrape (several instances on one database report the same figures);
 * - the process's metrics (metrics.ts): Node's defaults, database statement timings, backups.
 *
 * Where it is served (config `metrics`): with `METRICS_PORT`, on that port of its own (bound to
 * `METRICS_HOST`, loopback by default), and never on the main port; otherwise on the main port
 * only with `METRICS_TOKEN` as a bearer token; with neither, `/metrics` answers the site's 404
 * everywhere. A token, when set, is required on the metrics port too.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { outboxRepository } from "../mail/outbox";
import { collectProcessMetrics, processRegistry } from "../metrics";
import { HttpError } from "./error-handler";
import { letThrough } from "./overload";

/** Why a sign-in was refused, as counted by `login_failures_total`. */
export type LoginFailureReason = "invalid" | "locked";

/** One app's metrics, decorated on the instance as `app.metrics`. */
export interface AppMetrics {
  /** Counts a refused sign-in (features/auth/sign-in.ts). */
  loginFailed(reason: LoginFailureReason): void;
  /** The Prometheus text exposition of every metric, the outbox gauges read just now. */
  render(): Promise<string>;
  /** The Content-Type of {@link AppMetrics.render}'s text. */
  contentType: string;
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The label of a request that matched no route. */
const NOT_FOUND_ROUTE = "(not found)";

/**
 * The `route` label of a request: its route pattern; one label for all the build's hashed assets
 * (each file is a route of its own, and their names change with every build, so per-file series
 * would pile up at each deploy); `(not found)` when no route matched.
 */
export function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined) return NOT_FOUND_ROUTE;
  return pattern.startsWith("/assets/") ? "/assets/*" : pattern;
}

/**
 * True when an `Authorization` header carries `Bearer <token>`; compared in constant time (both
 * sides hashed first, so their lengths do not show either).
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? "");
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

const UNAUTHORISED_MESSAGE = "Metrics need the bearer token (METRICS_TOKEN)";

/**
 * The metrics plugin: the app's metrics, the hooks that count requests, `GET /metrics` on the
 * main port (see the module comment for when it answers), and the separate listener.
 * Register it before the routes it should count (a hook sees the routes registered after it and
 * the 404s).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    collectProcessMetrics();
    const registry = new Registry();
    const requests = new Counter({
      name: "http_requests_total",
      help: "Requests answered, by method, route pattern and status code",
      labelNames: ["method", "route", "status_code"] as const,
      registers: [registry],
    });
    const duration = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from receiving a request to sending its answer, by method, route pattern and status code",
      labelNames: ["method", "route", "status_code"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const loginFailures = new Counter({
      name: "login_failures_total",
      help: "Sign-ins refused: invalid (unknown username or wrong password) or locked (lockout)",
      labelNames: ["reason"] as const,
      registers: [registry],
    });
    for (const reason of ["invalid", "locked"] as const) loginFailures.inc({ reason }, 0);
    const outboxDepth = new Gauge({
      name: "mail_outbox_unsent_messages",
      help: "E-mails in the outbox not sent yet (due, waiting to retry, or being sent)",
      registers: [registry],
    });
    const outboxAge = new Gauge({
      name: "mail_outbox_oldest_unsent_age_seconds",
      help: "Age of the oldest e-mail not sent yet (0 when all are sent)",
      registers: [registry],
    });
    const outbox = outboxRepository(app.db);

    /** Reads the outbox gauges; NaN (and a warning) when the database does not answer. */
    const readOutbox = async () => {
      try {
        const backlog = await outbox.backlog();
        outboxDepth.set(backlog.unsent);
        outboxAge.set(backlog.oldestAgeSeconds);
      } catch (error) {
        app.log.warn({ err: error }, "metrics: the outbox could not be read");
        outboxDepth.set(Number.NaN);
        outboxAge.set(Number.NaN);
      }
    };

    const render = async () => {
      await readOutbox();
      return `${await processRegistry.metrics()}\n${await registry.metrics()}`;
    };

    const { port, host, token } = app.config.metrics;
    app.decorate("metrics", {
      loginFailed: (reason: LoginFailureReason) => loginFailures.inc({ reason }),
      render,
      contentType: registry.contentType,
    } satisfies AppMetrics);

    app.addHook("onResponse", async (request: FastifyRequest, reply) => {
      const labels = {
        method: request.method,
        route: routeLabel(request.routeOptions.url),
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    app.get(
      "/metrics",
      {
        // Prometheus's text format, not part of the JSON API: left out of the API document.
        schema: { hide: true },
        // Still answered under overload: that is when the figures matter most.
        config: { pressureHandler: letThrough },
      },
      async (request, reply) => {
        if (port !== undefined || token === undefined) return reply.callNotFound();
        if (!bearerMatches(request.headers.authorization, token)) {
          reply.header("www-authenticate", 'Bearer realm="metrics"');
          throw new HttpError(401, UNAUTHORISED_MESSAGE);
        }
        reply.header("content-type", registry.contentType).header("cache-control", "no-store");
        return render();
      },
    );

    if (port === undefined) return;
    const server = http.createServer((request, response) => {
      const path = (request.url ?? "").split("?")[0];
      if (request.method !== "GET" || path !== "/metrics") {
        response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found\n");
        return;
      }
      if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
        response
          .writeHead(401, {
            "content-type": "text/plain; charset=utf-8",
            "www-authenticate": 'Bearer realm="metrics"',
          })
          .end(`${UNAUTHORISED_MESSAGE}\n`);
        return;
      }
      render().then(
        (text) => {
          response
            .writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" })
            .end(text);
        },
        (error: unknown) => {
          app.log.error({ err: error }, "metrics: rendering failed");
          response.writeHead(500).end();
        },
      );
    });
    app.addHook("onReady", async () => {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          resolve();
        });
      });
      app.log.info({ host, port }, "metrics listening");
    });
    app.addHook("onClose", async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  },
  { name: "metrics" },
);
