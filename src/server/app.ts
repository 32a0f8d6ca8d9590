/**
 * buildApp(deps) -> a ready Fastify instance. Wiring in layers (style guide, fastify/demo):
 * external plugins first (cookie, helmet, compression, form bodies), then our own (error handler,
 * sessions), then the routes of each feature, then static files and pages.
 * Tests call it with their own database and configuration; index.ts calls it to serve.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import helmet from "helmet";
import { loginErrorMessage } from "../domain/login-errors";
import type { BackupStatus } from "./backup/schedule";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { adminRoutes } from "./features/admin/routes";
import {
  adminPlacementRoutes,
  portalPlacementRoutes,
  setPasswordRoutes,
} from "./features/assignments/routes";
import { authRoutes } from "./features/auth/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { adminDocumentRoutes, portalDocumentRoutes } from "./features/documents/routes";
import { createDomainEvents, type DomainEvents } from "./features/events";
import { healthRoutes } from "./features/health/routes";
import { jobApplicationRoutes } from "./features/job-applications/routes";
import { jobLivePages } from "./features/jobs/live-pages";
import { jobPageRoutes } from "./features/jobs/page-routes";
import { adminJobRoutes, portalJobRoutes, publicJobRoutes } from "./features/jobs/routes";
import { newsletterRoutes } from "./features/newsletter/routes";
import { notificationRoutes } from "./features/notifications/routes";
import { emailConfirmationPageRoutes, profileRoutes } from "./features/profiles/routes";
import { propertyRoutes } from "./features/properties/routes";
import { reportRoutes } from "./features/reports/routes";
import {
  publicStaffingRequestRoutes,
  staffingRequestRoutes,
} from "./features/staffing-requests/routes";
import {
  adminTimesheetRoutes,
  portalTimesheetRoutes,
  timesheetApprovalPageRoutes,
} from "./features/timesheets/routes";
import { serializeRequest } from "./logging";
import { authPlugin } from "./plugins/auth";
import { registerErrorHandler } from "./plugins/error-handler";
import { metricsPlugin } from "./plugins/metrics";
import { openApiPlugin } from "./plugins/openapi";
import { overloadPlugin } from "./plugins/overload";
import { pagesPlugin } from "./plugins/pages";
import { requestGuardsPlugin } from "./plugins/request-guards";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** Side effects of domain events (admin notifications, e-mail outbox). */
    events: DomainEvents;
    /** The scheduled backups' status for the admin overview, or null when they are off. */
    backupStatus: () => BackupStatus | null;
  }
}

interface AppDeps {
  db: Database;
  config: Config;
  /**
   * false for no logs (tests), or where to write them (a stream; tests read it). Logs go to
   * stdout at the configured level otherwise; secrets are always redacted.
   */
  logger?: false | { stream: NodeJS.WritableStream };
  /** Folder of the built client (index.html and assets); absent in API-only tests. */
  clientDir?: string | undefined;
  /** The scheduled backups' status (backup/schedule.ts); absent or null when they are off. */
  backupStatus?: () => BackupStatus | null;
}

/** Where `npm run build` puts the client, or undefined when there is no build yet. */
export function defaultClientDir(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, "dist", "client");
    if (fs.existsSync(path.join(candidate, "index.html"))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

/**
 * Builds the application without listening.
 * @returns the Fastify instance, ready (all plugins loaded)
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const { trustProxy } = config;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(deps.logger?.stream ? { stream: deps.logger.stream } : {}),
            // Never log credentials, tokens or cookies (ASVS 16.2.5), nor what a query string
            // of /auth or /api carries (logging.ts).
            serializers: { req: serializeRequest },
            redact: {
              paths: [
                "req.headers.cookie",
                "req.headers.authorization",
                'res.headers["set-cookie"]',
                "*.password",
                "*.passwordHash",
                "*.token",
              ],
              censor: "[redacted]",
            },
          },
    // A hop count as a function: Fastify accepts a number at run time but not in its types;
    // `hop < n` is what it does with one (the n addresses nearest the server are proxies).
    trustProxy:
      typeof trustProxy === "number"
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    bodyLimit: 100 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", deps.db);
  app.decorate("config", config);
  app.decorate("backupStatus", deps.backupStatus ?? (() => null));
  app.decorate(
    "events",
    createDomainEvents(deps.db, {
      publicUrl: config.publicUrl,
      agencyEmail: config.agencyNotifyEmail,
    }),
  );

  const https = config.secureCookies;
  // Security headers (OWASP Secure Headers; ASVS 3.4), from helmet's middleware built once:
  // @fastify/helmet built a new one from these options on every request (a tenth of what an
  // answer allocated; BENCHMARKS.md, p99 section).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "script-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "frame-ancestors": ["'none'"],
        "upgrade-insecure-requests": https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  await app.register(cookie);
  // A JSON answer up to 64 KB (a page of 100 list rows is under 60 KB) is compressed in one call
  // and sent with its Content-Length in one write; the plugin's default on two cores (8 KB)
  // streamed a 50-row page through a zlib stream in chunks, a third of the list's CPU time
  // (docs/decisions/0007-server-performance.md). Bigger bodies (CSV exports) still stream.
  // Brotli at the plugin's quality 4 with a 256 KB window (`lgwin` 18) instead of brotli's 4 MB
  // (22): a streamed CSV export of 1,000,000 requests grew the server by 40.6–42.7 MiB instead
  // of 54.8–58.2 (the encoder's window and tables), compressed as well (7.90× against 7.88× on
  // 30 MB of the export) and faster; a page of JSON compresses to the same bytes.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 64 * 1024,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  await app.register(formbody, { bodyLimit: 100 * 1024 });
  // Before the routes, so their hooks see every route and the 404s: requests counted and timed
  // for /metrics, and turned away with 503 while the process is overloaded.
  await app.register(metricsPlugin);
  await app.register(overloadPlugin);
  // Limits are set per route (sign-in, registration, public forms); nothing is limited globally.
  await app.register(rateLimit, { global: false });
  registerErrorHandler(app);
  await app.register(authPlugin);
  await app.register(requestGuardsPlugin);

  // Graceful stop: Fastify closes the idle keep-alive connections once, when closing starts, and
  // the server then waits for the others. A request still being answered by then ends its
  // connection with its answer, so the stop does not wait for that connection's keep-alive
  // timeout (72 s). Requests that arrive while closing get Fastify's 503, which closes too.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // API answers carry personal data: never cache them (ASVS 14.3.2).
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
    if (closing) reply.header("connection", "close");
  });

  // The OpenAPI document and reference page (plugins/openapi.ts): registered before the routes,
  // whose registration it watches to describe them.
  await app.register(openApiPlugin, { config });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(adminRoutes);
  await app.register(adminPlacementRoutes);
  await app.register(portalPlacementRoutes);
  await app.register(setPasswordRoutes);
  await app.register(portalTimesheetRoutes);
  await app.register(adminTimesheetRoutes);
  await app.register(timesheetApprovalPageRoutes);
  await app.register(profileRoutes);
  await app.register(emailConfirmationPageRoutes);
  await app.register(portalDocumentRoutes);
  await app.register(adminDocumentRoutes);
  await app.register(reportRoutes);
  await app.register(propertyRoutes);
  await app.register(staffingRequestRoutes);
  await app.register(notificationRoutes);
  await app.register(dashboardRoutes);
  await app.register(newsletterRoutes);
  await app.register(publicStaffingRequestRoutes);
  await app.register(jobApplicationRoutes);
  await app.register(publicJobRoutes);
  await app.register(portalJobRoutes);
  await app.register(adminJobRoutes);

  // Static files and pages (docs/decisions/0004-prerendering.md): hashed assets cached for a
  // year; other files revalidated; prerendered pages, the app shell and the 404 page from
  // plugins/pages.ts, which also answers unknown API paths with JSON 404s.
  const clientDir = deps.clientDir;
  if (clientDir) {
    // Nothing under DATA_DIR (the embedded database, the mail outbox, résumé and document uploads) is ever a
    // static file, even when DATA_DIR is set inside the client folder: résumés reach only admins,
    // through their own route (ASVS 5.3.1, 8.2.1).
    const dataDir = path.resolve(config.dataDir);
    const inDataDir = (file: string) =>
      file === dataDir || file.startsWith(`${dataDir}${path.sep}`);
    await app.register(fastifyStatic, {
      root: clientDir,
      allowedPath: (pathName, root) => !inDataDir(path.resolve(root ?? clientDir, `.${pathName}`)),
      wildcard: false,
      index: false,
      // The shell is served by the pages plugin (with PUBLIC_URL filled in), never as a file.
      // The build writes .br and .gz copies beside the static files (scripts/precompress.ts):
      // they are sent as they are to clients that accept them, not as files of their own.
      globIgnore: ["index.html", "**/*.br", "**/*.gz"],
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "public, max-age=0, must-revalidate",
        );
      },
    });
  }
  // /auth?error=… shows why a sign-in without JavaScript failed (docs/decisions/0005).
  // The job board's pages, rendered on request in the site's frame (docs/decisions/0020).
  await app.register(jobPageRoutes, { clientDir });
  await app.register(pagesPlugin, {
    clientDir,
    pageMessages: { "/auth": loginErrorMessage },
    // City pages list their open jobs and the sitemap the open postings, without a rebuild.
    live: jobLivePages(deps.db),
  });

  await app.ready();
  return app;
}
