/**
 * The job board over HTTP (docs/decisions/0020-job-board.md):
 * - everyone: open postings (`GET /api/jobs`, filters `staffType` and `city`, paged) and one
 *   posting (`GET /api/jobs/{id}`: 404 when there is none, 410 once closed or expired);
 * - staff: the open postings with their own interest, "I'm interested" and its withdrawal
 *   (others 403);
 * - admins: publish, edit and close postings; every posting with its interested workers and
 *   the applications sent from its page.
 * No answer names the client or the property behind a posting.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminJobListQuerySchema,
  adminJobPostingDetailSchema,
  adminJobPostingSchema,
  type JobMatchMode,
  jobListQuerySchema,
  jobPostingInputSchema,
  jobPostingSchema,
  portalJobListQuerySchema,
  portalJobPostingSchema,
} from "../../../domain/api/job";
import { idPathParamsSchema } from "../../../domain/api/path-params";
import type { StaffType } from "../../../domain/enums";
import { type JobPostingInput, placesNearWorker } from "../../../domain/job-posting";
import { currentUser, requireRole } from "../../plugins/auth";
import { HttpError, notFound } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import { cursorOf, pageHeadersDescription, sendPage } from "../../plugins/paging";
import { jobApplicationsRepository } from "../job-applications/repository";
import { profilesRepository } from "../profiles/repository";
import { presentAdminPosting, presentPosting } from "./present";
import { jobsRepository, type ProfileMatch } from "./repository";

const NOT_FOUND = "There is no such job posting";
const GONE = "This job posting is closed. See the open ones at /jobs";

/**
 * The open posting `id`.
 * @throws HttpError 404 when there is none, 410 once it is closed or expired
 */
async function openPosting(repo: ReturnType<typeof jobsRepository>, id: number) {
  const row = await repo.findById(id);
  if (!row) throw notFound(NOT_FOUND);
  if (!row.open) throw new HttpError(410, GONE);
  return row;
}

/**
 * Which list a worker gets: their roles and places (`profile`, the default when they have
 * either) or every open posting (`all`, also when `profile` is asked of an empty profile: nothing
 * narrows it). Places are matched by `placesNearWorker`.
 */
function profileMatch(
  preferences: { staffTypes: readonly StaffType[]; workCities: readonly string[] },
  asked: JobMatchMode | undefined,
): { match: JobMatchMode; profile?: ProfileMatch } {
  const profile = {
    staffTypes: preferences.staffTypes,
    places: placesNearWorker(preferences.workCities),
  };
  const empty = profile.staffTypes.length === 0 && preferences.workCities.length === 0;
  if (asked === "all" || empty) return { match: "all" };
  return { match: "profile", profile };
}

/** Open postings and one posting, for everyone. */
export const publicJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = jobsRepository(app.db);
  documentArea(app, { tag: "jobs" });

  app.get(
    "/api/jobs",
    {
      schema: {
        summary:
          "Open job postings (not closed, last day not passed), newest first; `city` is a place's name or slug, and a city includes the nearby places its team covers",
        description: pageHeadersDescription,
        querystring: jobListQuerySchema,
        response: { 200: z.array(jobPostingSchema) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const [page, total] = await Promise.all([
        repo.pageOpen(query, query, cursorOf(query)),
        repo.countOpen(query),
      ]);
      return sendPage(
        request,
        reply,
        { items: page.items.map(presentPosting), next: page.next },
        total,
      );
    },
  );

  app.get(
    "/api/jobs/:id",
    {
      schema: {
        summary: "One open job posting (410 once it is closed or past its last day)",
        params: idPathParamsSchema,
        response: { 200: jobPostingSchema },
      },
    },
    async (request) => presentPosting(await openPosting(repo, request.params.id)),
  );
};

/** A worker's view of the board and their interest (staff only). */
export const portalJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = jobsRepository(app.db);
  const profiles = profilesRepository(app.db);
  app.addHook("preHandler", requireRole("staff"));
  documentArea(app, { tag: "jobs", signedIn: true });

  app.get(
    "/api/portal/jobs",
    {
      schema: {
        summary:
          "Open job postings with whether I marked interest in each (staff); `match=profile` (the default when my profile has roles or places) keeps those of my roles in my places, a city with its nearby places and a nearby place with its city; `X-Job-Match` says which applied",
        description: `${pageHeadersDescription} \`X-Job-Match\`: \`profile\` when the list is narrowed to my roles and places, \`all\` when it is not.`,
        querystring: portalJobListQuerySchema,
        response: { 200: z.array(portalJobPostingSchema) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const userId = currentUser(request).id;
      const { match, profile } = profileMatch(await profiles.workPreferences(userId), query.match);
      const filters = { ...query, profile };
      const [page, total] = await Promise.all([
        repo.pageOpen(filters, query, cursorOf(query)),
        repo.countOpen(filters),
      ]);
      reply.header("x-job-match", match);
      const mine = await repo.interestedIn(
        userId,
        page.items.map((row) => row.id),
      );
      const items = page.items.map((row) => ({
        ...presentPosting(row),
        interested: mine.has(row.id),
      }));
      return sendPage(request, reply, { items, next: page.next }, total);
    },
  );

  app.post(
    "/api/portal/jobs/:id/interest",
    {
      schema: {
        summary:
          "I'm interested: the agency sees it on the posting and ranks me first for its request (open postings; again: no change)",
        params: idPathParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const row = await openPosting(repo, request.params.id);
      await repo.addInterest(row.id, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/api/portal/jobs/:id/interest",
    {
      schema: {
        summary: "Withdraw my interest in a posting (none: no change)",
        params: idPathParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const row = await repo.findById(request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      await repo.removeInterest(row.id, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );
};

/** The agency's side: publish, edit, close, and every posting with its interest. */
export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = jobsRepository(app.db);
  const applications = jobApplicationsRepository(app.db);
  app.addHook("preHandler", requireRole("admin"));
  documentArea(app, { tag: "jobs", signedIn: true });

  /** @throws HttpError 400 on `requestId` when it names no staffing request */
  const checkRequest = async (input: JobPostingInput) => {
    if (input.requestId !== null && !(await repo.requestExists(input.requestId))) {
      const message = "There is no staffing request with this id";
      throw new HttpError(400, message, { requestId: message });
    }
  };
  const adminPosting = async (id: number) => {
    const row = await repo.findAdmin(id);
    if (!row) throw notFound(NOT_FOUND);
    return presentAdminPosting(row);
  };

  app.get(
    "/api/admin/jobs",
    {
      schema: {
        summary:
          "Every job posting, newest first, with its state and how many workers are interested",
        description: pageHeadersDescription,
        querystring: adminJobListQuerySchema,
        response: { 200: z.array(adminJobPostingSchema) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const [page, total] = await Promise.all([
        repo.pageAdmin(query, cursorOf(query)),
        repo.countAdmin(query),
      ]);
      return sendPage(
        request,
        reply,
        { items: page.items.map(presentAdminPosting), next: page.next },
        total,
      );
    },
  );

  app.get(
    "/api/admin/jobs/:id",
    {
      schema: {
        summary:
          "One job posting with the workers interested in it and the applications sent from its page",
        params: idPathParamsSchema,
        response: { 200: adminJobPostingDetailSchema },
      },
    },
    async (request) => {
      const posting = await adminPosting(request.params.id);
      const [interested, applicants] = await Promise.all([
        repo.interestedWorkers(posting.id),
        applications.forPosting(posting.id),
      ]);
      return { ...posting, interested, applicants };
    },
  );

  app.post(
    "/api/admin/jobs",
    {
      schema: {
        summary:
          "Publish a job posting (optionally from a staffing request); dated today; public at once",
        body: jobPostingInputSchema,
        response: { 201: adminJobPostingSchema },
      },
    },
    async (request, reply) => {
      await checkRequest(request.body);
      const id = await repo.insert(request.body);
      return reply.status(201).send(await adminPosting(id));
    },
  );

  app.put(
    "/api/admin/jobs/:id",
    {
      schema: {
        summary:
          "Edit a job posting (its address follows a new title or place; the old one redirects)",
        params: idPathParamsSchema,
        body: jobPostingInputSchema,
        response: { 200: adminJobPostingSchema },
      },
    },
    async (request) => {
      await checkRequest(request.body);
      if (!(await repo.update(request.params.id, request.body))) throw notFound(NOT_FOUND);
      return adminPosting(request.params.id);
    },
  );

  app.post(
    "/api/admin/jobs/:id/close",
    {
      schema: {
        summary:
          "Close a job posting: its page answers 410 and it leaves the board and the sitemap",
        params: idPathParamsSchema,
        response: { 200: adminJobPostingSchema },
      },
    },
    async (request) => {
      if (!(await repo.close(request.params.id))) throw notFound(NOT_FOUND);
      return adminPosting(request.params.id);
    },
  );
};
