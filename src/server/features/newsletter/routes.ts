/**
 * POST /api/newsletter `{ email }` (the footer's Subscribe; spec section 7 says its submission
 * "is not shown", so we store it ourselves). 201 for a new address, 200 when already subscribed;
 * either way the answer reads the same, so it does not reveal who is subscribed.
 *
 * The footer form also posts natively without JavaScript (form-encoded, decision 0005): the same
 * schema, then 303 back to the page it came from with `#newsletter-subscribed`, which the footer
 * shows as a confirmation; a 400 HTML page lists the message otherwise. A filled honeypot gets
 * the same success answer and nothing is stored. Limited per address.
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { newsletterSchema, subscribedResponseSchema } from "../../../domain/api/newsletter";
import { documentArea } from "../../plugins/openapi";
import {
  formFieldsHook,
  isNativeFormPost,
  type NativeFormTarget,
  nativeFormErrorHandler,
  publicFormRateLimit,
  refererPath,
} from "../public-forms/native-forms";
import { newsletterRepository } from "./repository";

const SUBSCRIBED_MESSAGE = "Thanks for subscribing! Watch your inbox for staffing insights.";

/** The page the footer form was on, with the footer's confirmation as the fragment. */
function newsletterSuccessLocation(request: FastifyRequest): string {
  return `${refererPath(request)}?subscribed=1#newsletter-subscribed`;
}

const newsletterFormTarget: NativeFormTarget = {
  successLocation: newsletterSuccessLocation,
  backHref: (request) => `${refererPath(request)}#newsletter`,
  errorTitle: "We could not subscribe you",
};

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = newsletterRepository(app.db);
  documentArea(app, { tag: "publicForms" });
  app.post(
    "/api/newsletter",
    {
      config: { rateLimit: publicFormRateLimit(app.config) },
      preValidation: formFieldsHook({
        target: newsletterFormTarget,
        successBody: { message: SUBSCRIBED_MESSAGE },
      }),
      errorHandler: nativeFormErrorHandler(newsletterFormTarget),
      schema: {
        summary: "Subscribe to the newsletter (201 new, 200 already subscribed)",
        body: newsletterSchema,
        response: {
          200: subscribedResponseSchema,
          201: subscribedResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const isNew = await repo.subscribe(request.body.email);
      if (isNativeFormPost(request)) {
        return reply.redirect(newsletterSuccessLocation(request), 303);
      }
      return reply.status(isNew ? 201 : 200).send({ message: SUBSCRIBED_MESSAGE });
    },
  );
};
