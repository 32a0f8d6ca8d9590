-- One account's lists (docs/decisions/0013): its status tab in one B-tree seek, and its search in
-- a GIN index holding user_id beside the searchable text. btree_gin gives integers a GIN operator
-- class; like pg_trgm it is a trusted extension since PostgreSQL 13, so the database's owner may
-- create it; PGlite loads it at open.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "staffing_requests_user_id_status_idx" ON "staffing_requests" USING btree ("user_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "staffing_requests_user_search_idx" ON "staffing_requests" USING gin ("user_id",("company_name" || E'\n' || "contact_name" || E'\n' || "email" || E'\n' || "staff_type" || E'\n' || coalesce("details", '')) gin_trgm_ops);