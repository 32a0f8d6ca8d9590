/**
 * Health checks for load balancers and orchestrators:
 * - GET /healthz: the process is up (200, no database work).
 * - GET /readyz: the database answers, every migration is applied and the process is not
 *   overloaded (200), else 503 with the reason.
 * Both are answered while the overload guard turns other requests away (plugins/overload.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { migrationsFolder } from "../../db/client";
import { documentArea } from "../../plugins/openapi";
import { letThrough, OVERLOAD_RETRY_AFTER_SECONDS } from "../../plugins/overload";
import { healthRepository } from "./repository";

/** How many migrations the code ships (drizzle/meta/_journal.json), read once. */
function expectedMigrations(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

const unavailableSchema = z.object({
  status: z.literal("unavailable"),
  reason: z
    .string()
    .describe(
      "Why: the database is unreachable, migrations are pending, or the server is overloaded",
    ),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const expected = expectedMigrations();
  const health = healthRepository(app.db);
  documentArea(app, { tag: "health" });

  app.get(
    "/healthz",
    {
      config: { pressureHandler: letThrough },
      schema: {
        summary: "Liveness: the process is up",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    },
  );

  app.get(
    "/readyz",
    {
      config: { pressureHandler: letThrough },
      schema: {
        summary:
          "Readiness: the database answers, every migration is applied and the server is not overloaded",
        response: {
          200: z.object({
            status: z.literal("ready"),
            migrations: z.number().int().describe("How many migrations are applied"),
          }),
          503: unavailableSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const overloaded = app.overloadReason();
      if (overloaded) {
        return reply
          .status(503)
          .header("retry-after", String(OVERLOAD_RETRY_AFTER_SECONDS))
          .send({ status: "unavailable", reason: `overloaded: ${overloaded}` });
      }
      try {
        const applied = await Promise.race([
          health.appliedMigrations(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error("database did not answer within 2 s")), 2000).unref(),
          ),
        ]);
        if (applied < expected) {
          return reply.status(503).send({
            status: "unavailable",
            reason: `migrations pending: ${applied} of ${expected} applied`,
          });
        }
        return { status: "ready" as const, migrations: applied };
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed");
        return reply.status(503).send({ status: "unavailable", reason: "database unreachable" });
      }
    },
  );
};
