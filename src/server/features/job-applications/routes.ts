/**
 * POST /api/job-applications (spec section 7): a job seeker applies to work with us. Open to
 * visitors; a signed-in applicant's account is linked. The answer confirms receipt with the id
 * and never echoes personal data back.
 *
 * Three body types, one schema (`jobApplicationSchema`) and one set of messages:
 * - JSON (the API as the spec describes it; `resumeUrl` may be a link);
 * - `application/x-www-form-urlencoded` and `multipart/form-data`, the form's native post and
 *   the script's FormData post, with an optional résumé file (`resume`: PDF, DOC or DOCX, at most
 *   5 MB, checked by content). A native post is answered with 303 to the home page's confirmation
 *   or a 400 HTML page listing the messages (docs/decisions/0005-no-js-forms.md).
 * An optional `jobPostingId` links the application to a job posting: 400 when there is no such
 * posting, 410 once it is closed or expired (decision 0020).
 * The application row is written only after every check passed; the résumé file is written just
 * before it and deleted again if the row cannot be stored, so nothing partial is left. Résumé
 * storage is capped per client address and for everyone per 24 hours
 * (`UPLOAD_QUOTA_MB_PER_ADDRESS_PER_DAY`, `UPLOAD_QUOTA_MB_PER_DAY`): past either, 429 with a
 * message saying to try tomorrow or send the résumé by e-mail, checked before the file is written.
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { formReceiptSchema, jobApplicationSchema } from "../../../domain/api/job-application";
import { beforeRefusingBody } from "../../plugins/drain";
import { HttpError } from "../../plugins/error-handler";
import { documentArea } from "../../plugins/openapi";
import { jobsRepository } from "../jobs/repository";
import {
  formFieldsHook,
  isNativeFormPost,
  type NativeFormTarget,
  nativeFormErrorHandler,
  publicFormRateLimit,
  refererPath,
} from "../public-forms/native-forms";
import type { ResumeUpload } from "./repository";
import {
  APPLICATION_MULTIPART_MAX_BYTES,
  assertWithinQuota,
  checkResume,
  parseMultipart,
  RESUME_SIZE_MESSAGE,
  storeResume,
  type UploadedFile,
  type UploadQuota,
} from "./resume";
import { jobApplicationsService } from "./service";

/** Where a native application post lands: the home page's confirmation (decision 0005). */
const APPLICATION_SUBMITTED_LOCATION = "/?submitted=application#application-submitted";
const APPLICATION_SUBMITTED_MESSAGE =
  "Thank you for your interest. We'll review your application soon.";

/** A posting whose id is not known (400), and one that no longer takes applications (410). */
export const UNKNOWN_POSTING_MESSAGE =
  "There is no such job posting. Apply without one, or choose an open job at /jobs";
export const CLOSED_POSTING_MESSAGE = "This job is no longer open; see the open jobs at /jobs";

const applicationFormTarget: NativeFormTarget = {
  successLocation: APPLICATION_SUBMITTED_LOCATION,
  // A posting page's form goes back to that posting's form; any other to the home page's.
  backHref: (request) => {
    const path = refererPath(request);
    return path.startsWith("/jobs/") ? `${path}#apply` : "/#job-application";
  },
  errorTitle: "We could not send your application",
};

const nativeApplicationErrors = nativeFormErrorHandler(applicationFormTarget);

/** The résumé of each multipart request, set by the content-type parser. */
const uploadedResumes = new WeakMap<FastifyRequest, UploadedFile>();

export const jobApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const applications = jobApplicationsService(app.db, app.events);
  const postings = jobsRepository(app.db);

  /**
   * Checks the posting an application names, before anything is stored.
   * @throws HttpError 400 when there is no such posting, 410 when it is closed or expired
   */
  async function assertPostingOpen(id: number | undefined): Promise<void> {
    if (id === undefined) return;
    const posting = await postings.findById(id);
    if (!posting) {
      throw new HttpError(400, UNKNOWN_POSTING_MESSAGE, { jobPostingId: UNKNOWN_POSTING_MESSAGE });
    }
    if (!posting.open) throw new HttpError(410, CLOSED_POSTING_MESSAGE);
  }
  documentArea(app, { tag: "publicForms" });
  const uploadQuota: UploadQuota = {
    perAddress: app.config.uploadQuotaBytesPerAddressPerDay,
    total: app.config.uploadQuotaBytesPerDay,
  };

  // Only this plugin's routes accept multipart bodies, and only up to one résumé's size.
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer", bodyLimit: APPLICATION_MULTIPART_MAX_BYTES },
    async (request: FastifyRequest, body: Buffer) => {
      const { fields, file } = await parseMultipart(
        body,
        String(request.headers["content-type"] ?? ""),
      );
      if (file) uploadedResumes.set(request, file);
      return fields;
    },
  );

  app.post(
    "/api/job-applications",
    {
      config: { rateLimit: publicFormRateLimit(app.config) },
      preValidation: formFieldsHook({
        booleans: ["consent"],
        target: applicationFormTarget,
        successBody: { message: APPLICATION_SUBMITTED_MESSAGE },
      }),
      async errorHandler(error, request, reply) {
        // Fastify refuses a body over the parser's limit before reading it: say why in words.
        if (error.code !== "FST_ERR_CTP_BODY_TOO_LARGE") {
          return nativeApplicationErrors.call(this, error, request, reply);
        }
        // Closing while the client still sends would reset the connection, the answer unread.
        await beforeRefusingBody(request, reply);
        const tooLarge = new HttpError(413, RESUME_SIZE_MESSAGE, { resume: RESUME_SIZE_MESSAGE });
        return nativeApplicationErrors.call(this, tooLarge as never, request, reply);
      },
      schema: {
        summary: "Apply to work with the agency (JSON, or multipart with a résumé file)",
        body: jobApplicationSchema,
        response: { 201: formReceiptSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await assertPostingOpen(input.jobPostingId);
      const file = uploadedResumes.get(request);
      let upload: ResumeUpload | undefined;
      let removeResume: (() => Promise<void>) | undefined;
      if (file) {
        const kind = checkResume(file);
        upload = {
          address: request.ip,
          bytes: file.data.length,
          admit: async (usage) => {
            assertWithinQuota(usage, file.data.length, uploadQuota);
            const stored = await storeResume(app.config.dataDir, file.data, kind);
            removeResume = stored.remove;
            return stored.reference;
          },
        };
      }
      let created: { id: number };
      try {
        created = await applications.create({ ...input, userId: request.user?.id ?? null }, upload);
      } catch (error) {
        await removeResume?.();
        throw error;
      }
      if (isNativeFormPost(request)) return reply.redirect(APPLICATION_SUBMITTED_LOCATION, 303);
      return reply.status(201).send({ id: created.id, message: APPLICATION_SUBMITTED_MESSAGE });
    },
  );
};
