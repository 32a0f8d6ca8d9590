/**
 * POST /api/job-applications (spec section 7): a job seeker applies to work with us. Open to
 * visitors; a signed-in applicant's account is linked. The answer confirms receipt with the id
 * and never echoes personal data back.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { jobApplicationSchema } from "../../../domain/job-application";
import { jobApplicationsRepository } from "./repository";

export const jobApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = jobApplicationsRepository(app.db, app.events);
  app.post(
    "/api/job-applications",
    {
      schema: {
        body: jobApplicationSchema,
        response: { 201: z.object({ id: z.number(), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const created = await repo.create({ ...input, userId: request.user?.id ?? null });
      return reply.status(201).send({
        id: created.id,
        message: "Thank you for your interest. We'll review your application soon.",
      });
    },
  );
};
