/**
 * POST /api/newsletter `{ email }` (the footer's Subscribe; spec section 7 says its submission
 * "is not shown", so we store it ourselves). 201 for a new address, 200 when already subscribed;
 * either way the answer reads the same, so it does not reveal who is subscribed.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { newsletterSchema } from "../../../domain/newsletter";
import { newsletterRepository } from "./repository";

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = newsletterRepository(app.db);
  app.post(
    "/api/newsletter",
    {
      schema: {
        body: newsletterSchema,
        response: {
          200: z.object({ message: z.string() }),
          201: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const isNew = await repo.subscribe(request.body.email);
      return reply
        .status(isNew ? 201 : 200)
        .send({ message: "Thanks for subscribing! Watch your inbox for staffing insights." });
    },
  );
};
