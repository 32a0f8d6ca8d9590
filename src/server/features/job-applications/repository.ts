/** Job applications: the only code that queries that table. */
import type { Database } from "../../db/client";
import { jobApplications } from "../../db/schema";

export type NewJobApplication = typeof jobApplications.$inferInsert;

export function jobApplicationsRepository(db: Database) {
  return {
    /** Stores an application (status `submitted`) and returns its id and creation time. */
    async create(input: NewJobApplication): Promise<{ id: number; createdAt: Date }> {
      const [row] = await db
        .insert(jobApplications)
        .values(input)
        .returning({ id: jobApplications.id, createdAt: jobApplications.createdAt });
      if (!row) throw new Error("insert returned no row");
      return row;
    },
  };
}
