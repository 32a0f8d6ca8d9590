/**
 * The job-application resource as the public site sends it (spec section 7: POST
 * /api/job-applications, JSON or multipart with a résumé file). The body is the form's schema in
 * `src/domain/job-application.ts`; the 201 answer is {@link formReceiptSchema} (never the
 * applicant's data). The admin console's shapes are in `./admin.ts`.
 */
export { jobApplicationSchema } from "../job-application";
export { formReceiptSchema } from "./public-form";
