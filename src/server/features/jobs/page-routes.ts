/**
 * The public job board's pages, rendered on each request (docs/decisions/0020-job-board.md):
 * - `/jobs`: open postings, filtered by the native GET form (`staffType`, `city`), paged;
 * - `/jobs/{id}-{slug}`: one posting with its JobPosting JSON-LD; another slug answers 301 to
 *   the canonical address, a closed or expired posting 410 with links to open ones, an unknown
 *   one 404.
 * Pages are `no-cache` (revalidated each time), so a closed posting is never served from a cache.
 */
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jobListQuerySchema } from "../../../domain/api/job";
import { jobPath } from "../../../domain/job-posting";
import { encodeCursor } from "../../db/keyset";
import { readPageFrame } from "../../plugins/pages";
import { cursorOf } from "../../plugins/paging";
import { jobPostingJsonLd } from "./json-ld";
import { BARE_FRAME, renderJobBoard, renderJobMessagePage, renderJobPostingPage } from "./pages";
import { presentPosting } from "./present";
import { jobsRepository } from "./repository";

/** Postings on one page of /jobs. */
export const JOB_BOARD_PAGE_SIZE = 20;

const POSTING_PATH = /^(\d{1,10})(?:-([a-z0-9-]*))?$/;

interface JobPageOptions {
  /** The built client (dist/client), for the site's frame; undefined without a build. */
  clientDir: string | undefined;
}

/** The job board's HTML pages. */
export const jobPageRoutes: FastifyPluginAsyncZod<JobPageOptions> = async (app, options) => {
  const repo = jobsRepository(app.db);
  const origin = app.config.publicUrl;
  const frame = readPageFrame(options.clientDir, origin) ?? BARE_FRAME;
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .headers({ "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" })
      .send(html);
  const message = (
    reply: FastifyReply,
    status: number,
    title: string,
    text: string,
    city?: string,
  ) => send(reply, status, renderJobMessagePage(frame, origin, { title, text, city }));

  app.get("/jobs", { schema: { hide: true } }, async (request, reply) => {
    const parsed = jobListQuerySchema.safeParse(request.query);
    if (!parsed.success) {
      return message(
        reply,
        400,
        "These filters are not valid",
        "Choose a role and a city from the lists, or see every open job.",
      );
    }
    const query = { ...parsed.data, limit: JOB_BOARD_PAGE_SIZE };
    let cursor: ReturnType<typeof cursorOf>;
    try {
      cursor = cursorOf(query);
    } catch {
      return message(reply, 400, "This page link is not valid", "Start again from the first page.");
    }
    const [page, total] = await Promise.all([
      repo.pageOpen(query, query, cursor),
      repo.countOpen(query),
    ]);
    let next: string | null = null;
    if (page.next) {
      const url = new URL(request.url, "http://localhost");
      url.searchParams.set("cursor", encodeCursor(page.next));
      next = `${url.pathname}${url.search}`;
    }
    return send(
      reply,
      200,
      renderJobBoard(frame, origin, {
        filters: query,
        postings: page.items.map(presentPosting),
        total,
        next,
        laterPage: cursor !== undefined,
      }),
    );
  });

  app.get<{ Params: { posting: string } }>(
    "/jobs/:posting",
    { schema: { hide: true } },
    async (request, reply) => {
      const match = POSTING_PATH.exec(request.params.posting);
      const id = Number(match?.[1]);
      const row = match && id <= 2_147_483_647 ? await repo.findById(id) : undefined;
      if (!row) {
        return message(
          reply,
          404,
          "There is no such job posting",
          "The link may be mistyped. Our open jobs are all on the job board.",
        );
      }
      if (!row.open) {
        return message(
          reply,
          410,
          "This job is no longer open",
          `“${row.title}” in ${row.city} has been filled or has closed. Other jobs are open now.`,
          row.city,
        );
      }
      const canonical = jobPath(row.id, row.slug);
      if (request.url.split("?")[0] !== canonical) return reply.redirect(canonical, 301);
      const posting = presentPosting(row);
      return send(
        reply,
        200,
        renderJobPostingPage(frame, origin, posting, jobPostingJsonLd(posting, origin)),
      );
    },
  );
};
