/**
 * The rules of job applications that span tables (spec section 7, POST /api/job-applications, and
 * the admin console's review): storing an application with its résumé upload and the
 * `jobApplicationCreated` event (admin notifications, receipts by e-mail), and an admin's review
 * with the applicant's notification when the status changes. Each runs in one transaction with
 * its side effects. Answers are results, never HTTP: the routes turn them into answers.
 */
import type { ApplicationUpdate } from "../../../domain/api/admin";
import type { Database } from "../../db/client";
import type { JobApplicationRow } from "../../db/schema";
import type { DomainEvents } from "../events";
import { jobApplicationsRepository, type NewJobApplication, type ResumeUpload } from "./repository";

/** The outcome of a review: the stored application, or `not_found`. */
type ReviewResult = { ok: true; application: JobApplicationRow } | { error: "not_found" };

/**
 * @param events side effects run in each write's transaction (admin notifications, e-mails,
 *   the applicant's notification); omitted, only the rows are written.
 */
export function jobApplicationsService(db: Database, events?: DomainEvents) {
  const applications = jobApplicationsRepository(db);

  return {
    /**
     * Stores an application with its notifications and e-mails, in one transaction. With
     * `upload`, the same transaction records the résumé within the daily quotas first
     * (repository `recordUpload`), and its `resume_url` replaces `input.resumeUrl`.
     * @returns the new application's id and creation time
     * @throws whatever `upload.admit` throws (quota exceeded, file not written); nothing is stored
     */
    create(
      input: NewJobApplication,
      upload?: ResumeUpload,
    ): Promise<{ id: number; createdAt: Date }> {
      return applications.transaction(async (tx) => {
        const resumeUrl = upload ? await applications.recordUpload(tx, upload) : input.resumeUrl;
        const row = await applications.insert(tx, { ...input, resumeUrl });
        await events?.jobApplicationCreated(tx, {
          id: row.id,
          fullName: row.fullName,
          email: row.email,
          phone: row.phone,
          position: row.position,
          experience: row.experience,
          additionalInfo: row.additionalInfo,
          hasResume: row.resumeUrl !== null,
        });
        return { id: row.id, createdAt: row.createdAt };
      });
    },

    /**
     * An admin's review of application `id`: sets the fields `patch` gives (an interview date as
     * ISO 8601 with offset, null to clear; empty review notes clear them). When the status
     * changes, the applicant's account (if any) is notified (`jobApplicationStatusChanged`) in
     * the same transaction, which holds the row locked from read to write.
     */
    review(id: number, patch: ApplicationUpdate): Promise<ReviewResult> {
      return applications.transaction(async (tx) => {
        const before = await applications.findForUpdate(tx, id);
        if (!before) return { error: "not_found" };
        const row = await applications.update(tx, before.id, {
          ...(patch.status ? { status: patch.status } : {}),
          ...(patch.interviewDate !== undefined
            ? { interviewDate: patch.interviewDate ? new Date(patch.interviewDate) : null }
            : {}),
          ...(patch.reviewNotes !== undefined ? { reviewNotes: patch.reviewNotes || null } : {}),
        });
        if (!row) return { error: "not_found" };
        if (patch.status && patch.status !== before.status) {
          await events?.jobApplicationStatusChanged(tx, row, patch.status);
        }
        return { ok: true, application: row };
      });
    },
  };
}
