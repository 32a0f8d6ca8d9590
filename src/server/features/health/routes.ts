/**
 * Health checks for load balancers and orchestrators (issue 7):
 * - GET /healthz: the process is up (200, no database work).
 * - GET /readyz: the database answers and every migration is applied (200), else 503.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { migrationsFolder } from "../../db/client";

/** How many migrations the code ships (drizzle/meta/_journal.json), read once. */
function expectedMigrations(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const expected = expectedMigrations();

  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" };
  });

  app.get("/readyz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      const result = await Promise.race([
        app.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error("database did not answer within 2 s")), 2000).unref(),
        ),
      ]);
      const applied = (result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0;
      if (applied < expected) {
        return reply.status(503).send({
          status: "unavailable",
          reason: `migrations pending: ${applied} of ${expected} applied`,
        });
      }
      return { status: "ready", migrations: applied };
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed");
      return reply.status(503).send({ status: "unavailable", reason: "database unreachable" });
    }
  });
};
