-- Trigram matching for the lists' case-insensitive substring search (docs/decisions/0013); a trusted
-- extension since PostgreSQL 13, so the database's owner may create it; PGlite loads it at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "job_applications_created_at_idx";--> statement-breakpoint
DROP INDEX "job_applications_status_idx";--> statement-breakpoint
DROP INDEX "newsletter_subscribers_created_at_idx";--> statement-breakpoint
DROP INDEX "notifications_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "properties_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "properties_created_at_idx";--> statement-breakpoint
DROP INDEX "staffing_requests_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "staffing_requests_property_id_idx";--> statement-breakpoint
DROP INDEX "staffing_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "staffing_requests_status_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "staffing_requests_staff_type_idx" ON "staffing_requests" USING btree ("staff_type","created_at","id");--> statement-breakpoint
CREATE INDEX "staffing_requests_search_idx" ON "staffing_requests" USING gin (("company_name" || E'\n' || "contact_name" || E'\n' || "email" || E'\n' || "staff_type" || E'\n' || coalesce("details", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_user_id_created_at_idx" ON "properties" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "staffing_requests_user_id_created_at_idx" ON "staffing_requests" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "staffing_requests_property_id_idx" ON "staffing_requests" USING btree ("property_id","created_at","id");--> statement-breakpoint
CREATE INDEX "staffing_requests_created_at_idx" ON "staffing_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "staffing_requests_status_idx" ON "staffing_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");