/** Job applications and the résumé upload ledger: the only code that queries those tables. */
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobApplications, resumeUploads } from "../../db/schema";
import type { DomainEvents } from "../events";
import type { UploadUsage } from "./resume";

export type NewJobApplication = typeof jobApplications.$inferInsert;

/** How long an upload counts against the daily quotas. */
export const UPLOAD_WINDOW = sql`interval '24 hours'`;

/**
 * Key of the transaction-level advisory lock that makes the quota check and the upload's row one
 * step, so concurrent uploads (on one or several instances) cannot all pass the same check.
 */
const UPLOAD_QUOTA_LOCK = 731_050_213;

/** A résumé to store with an application, within the daily quotas. */
export interface ResumeUpload {
  /** The uploader's address (`request.ip`). */
  address: string;
  /** Size of the file in bytes. */
  bytes: number;
  /**
   * Called once the quota lock is held, with the bytes stored in the last 24 hours: throws to
   * refuse (nothing is stored), or writes the file and returns the `resume_url` to record.
   */
  admit(usage: UploadUsage): Promise<string>;
}

/**
 * @param events side effects run in the same transaction as the insert (admin notifications and
 *   e-mails through the outbox)
 */
export function jobApplicationsRepository(db: Database, events?: DomainEvents) {
  return {
    /**
     * Stores an application (status `submitted`) with its notifications and e-mails, in one
     * transaction, and returns its id and creation time. With `upload`, the same transaction
     * takes the upload quota lock, forgets uploads older than 24 hours, reads the bytes stored
     * since, lets `upload.admit` decide (and write the file), and records the upload.
     * @throws whatever `upload.admit` throws; nothing is stored then
     */
    create(
      input: NewJobApplication,
      upload?: ResumeUpload,
    ): Promise<{ id: number; createdAt: Date }> {
      return db.transaction(async (tx) => {
        let resumeUrl = input.resumeUrl;
        if (upload) {
          await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK})`);
          await tx
            .delete(resumeUploads)
            .where(lt(resumeUploads.createdAt, sql`now() - ${UPLOAD_WINDOW}`));
          // What is left is the last 24 hours.
          const [usage] = await tx
            .select({
              fromAddress: sql<string>`coalesce(sum(${resumeUploads.bytes}) filter (where ${eq(resumeUploads.clientAddress, upload.address)}), 0)`,
              fromEveryone: sql<string>`coalesce(sum(${resumeUploads.bytes}), 0)`,
            })
            .from(resumeUploads);
          resumeUrl = await upload.admit({
            fromAddress: Number(usage?.fromAddress ?? 0),
            fromEveryone: Number(usage?.fromEveryone ?? 0),
          });
          await tx
            .insert(resumeUploads)
            .values({ clientAddress: upload.address, bytes: upload.bytes });
        }
        const [row] = await tx
          .insert(jobApplications)
          .values({ ...input, resumeUrl })
          .returning();
        if (!row) throw new Error("insert returned no row");
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
  };
}
