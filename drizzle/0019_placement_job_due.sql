-- The placement job's start and completion steps (src/server/features/assignments/service.ts) read
-- only placements still to start or end, through these partial indexes, not every placement.
CREATE INDEX "staff_assignments_start_due_idx" ON "staff_assignments" USING btree ("start_date") WHERE "staff_assignments"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "staff_assignments_end_due_idx" ON "staff_assignments" USING btree ("end_date") WHERE "staff_assignments"."status" in ('confirmed', 'active');