/**
 * Job applications and the résumé upload ledger: the only code that queries those tables. It
 * reads and writes; the rules and side effects of a write are in service.ts.
 */
import { desc, eq, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { type JobApplicationRow, jobApplications, resumeUploads } from "../../db/schema";
import type { UploadUsage } from "./resume";

export type NewJobApplication = typeof jobApplications.$inferInsert;

/** How long an upload counts against the daily quotas. */
const UPLOAD_WINDOW = sql`interval '24 hours'`;

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

/** Deletes the ledger's uploads that no longer count against the quotas; returns how many. */
async function deleteExpiredUploads(executor: Pick<Database, "delete">): Promise<number> {
  const rows = await executor
    .delete(resumeUploads)
    .where(lt(resumeUploads.createdAt, sql`now() - ${UPLOAD_WINDOW}`))
    .returning({ id: resumeUploads.id });
  return rows.length;
}

/** The repository on `db`. The rules around its writes are in service.ts. */
export function jobApplicationsRepository(db: Database) {
  return {
    /** Runs `work` in one transaction: everything it writes through `tx` commits or none does. */
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * Records a résumé upload in the ledger, in `tx`: takes the upload quota lock (held until
     * `tx` ends), forgets uploads older than 24 hours, reads the bytes stored since, lets
     * `upload.admit` decide (and write the file), and records the upload.
     * @returns the `resume_url` that `upload.admit` gave
     * @throws whatever `upload.admit` throws; nothing is recorded then
     */
    async recordUpload(tx: Transaction, upload: ResumeUpload): Promise<string> {
      await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK})`);
      await deleteExpiredUploads(tx);
      // What is left is the last 24 hours.
      const [usage] = await tx
        .select({
          fromAddress: sql<string>`coalesce(sum(${resumeUploads.bytes}) filter (where ${eq(resumeUploads.clientAddress, upload.address)}), 0)`,
          fromEveryone: sql<string>`coalesce(sum(${resumeUploads.bytes}), 0)`,
        })
        .from(resumeUploads);
      const resumeUrl = await upload.admit({
        fromAddress: Number(usage?.fromAddress ?? 0),
        fromEveryone: Number(usage?.fromEveryone ?? 0),
      });
      await tx.insert(resumeUploads).values({ clientAddress: upload.address, bytes: upload.bytes });
      return resumeUrl;
    },

    /**
     * Forgets the uploaders' addresses once they are out of the quotas' 24-hour window
     * (housekeeping); returns how many uploads it deleted.
     */
    deleteExpiredUploads(): Promise<number> {
      return deleteExpiredUploads(db);
    },

    /**
     * The applications sent from job posting `postingId`'s page, newest first: id, applicant,
     * time and review state (the agency's posting detail and Fill panel).
     */
    forPosting(postingId: number) {
      return db
        .select({
          id: jobApplications.id,
          fullName: jobApplications.fullName,
          email: jobApplications.email,
          createdAt: jobApplications.createdAt,
          status: jobApplications.status,
        })
        .from(jobApplications)
        .where(eq(jobApplications.jobPostingId, postingId))
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
    },

    /** Inserts an application (status `submitted`) in `tx`; returns the stored row. */
    async insert(tx: Transaction, input: NewJobApplication): Promise<JobApplicationRow> {
      const [row] = await tx.insert(jobApplications).values(input).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    /** Application `id` in `tx`, locked until `tx` ends (a review reads, then writes it). */
    async findForUpdate(tx: Transaction, id: number): Promise<JobApplicationRow | undefined> {
      const [row] = await tx
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.id, id))
        .for("update");
      return row;
    },

    /**
     * Sets the given review fields of application `id` in `tx` (a field left out keeps its
     * value) and its update time; returns the stored row, undefined if there is none.
     */
    async update(
      tx: Transaction,
      id: number,
      fields: {
        status?: JobApplicationRow["status"];
        interviewDate?: Date | null;
        reviewNotes?: string | null;
      },
    ): Promise<JobApplicationRow | undefined> {
      const [row] = await tx
        .update(jobApplications)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(jobApplications.id, id))
        .returning();
      return row;
    },
  };
}
