/** Job applications: the only code that queries that table. */
import type { Database } from "../../db/client";
import { jobApplications } from "../../db/schema";
import type { DomainEvents } from "../events";

export type NewJobApplication = typeof jobApplications.$inferInsert;

/**
 * @param events side effects run in the same transaction as the insert (admin notifications and
 *   e-mails through the outbox, issue 6)
 */
export function jobApplicationsRepository(db: Database, events?: DomainEvents) {
  return {
    /**
     * Stores an application (status `submitted`) with its notifications and e-mails, in one
     * transaction, and returns its id and creation time.
     */
    create(input: NewJobApplication): Promise<{ id: number; createdAt: Date }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(jobApplications).values(input).returning();
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
