-- The lists' search (`q`) over staffing requests reads a stored, lower-cased copy of the searched
-- text with LIKE, instead of lower-casing every row's text again with ILIKE on every search; the
-- two trigram indexes move to it (docs/decisions/0028-stored-search-text.md). Adding a stored
-- column rewrites the table once.
DROP INDEX "staffing_requests_search_idx";--> statement-breakpoint
DROP INDEX "staffing_requests_user_search_idx";--> statement-breakpoint
ALTER TABLE "staffing_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("staffing_requests"."company_name" || E'\n' || "staffing_requests"."contact_name" || E'\n' || "staffing_requests"."email" || E'\n' || "staffing_requests"."staff_type" || E'\n' || coalesce("staffing_requests"."details", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "staffing_requests_search_idx" ON "staffing_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staffing_requests_user_search_idx" ON "staffing_requests" USING gin ("user_id","search_text" gin_trgm_ops);