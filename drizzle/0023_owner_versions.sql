CREATE TABLE "staffing_request_owner_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staffing_request_owner_versions" ADD CONSTRAINT "staffing_request_owner_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A version per user of their staffing requests (docs/decisions/0042-versioned-list-counts.md):
-- every statement that inserts, updates or deletes any of a user's requests raises it by one, in
-- the statement's own transaction, so a reader whose snapshot shows version v sees exactly the
-- requests that every other reader at version v saw. A user without a row is at version 0, the
-- users who had requests before this migration included: their first write after it gives them
-- version 1. Only existing users are raised: deleting a user cascades to its row and sets its
-- requests' user_id to null, whose update trigger then finds the user gone (the same case as in
-- migration 0017). Rows are taken in key order, so two statements cannot deadlock on them. The
-- triggers pass each user once (DISTINCT), so a bulk insert of many rows passes a short array.
CREATE FUNCTION "staffing_request_owner_versions_raise"("user_ids" integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "staffing_request_owner_versions" ("user_id", "version")
    SELECT u."id", 1 FROM "users" u WHERE u."id" IN (SELECT unnest("user_ids")) ORDER BY 1
    ON CONFLICT ("user_id")
      DO UPDATE SET "version" = "staffing_request_owner_versions"."version" + 1;
$$;--> statement-breakpoint
CREATE FUNCTION "staffing_request_owner_versions_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "staffing_request_owner_versions_raise"(ARRAY(SELECT DISTINCT "user_id" FROM "new_rows"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "staffing_request_owner_versions_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "staffing_request_owner_versions_raise"(ARRAY(SELECT DISTINCT "user_id" FROM "old_rows"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "staffing_request_owner_versions_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "staffing_request_owner_versions_raise"(
    ARRAY(SELECT "user_id" FROM "old_rows" UNION SELECT "user_id" FROM "new_rows"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "staffing_request_owner_versions_on_insert" AFTER INSERT ON "staffing_requests"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "staffing_request_owner_versions_insert"();--> statement-breakpoint
CREATE TRIGGER "staffing_request_owner_versions_on_delete" AFTER DELETE ON "staffing_requests"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "staffing_request_owner_versions_delete"();--> statement-breakpoint
CREATE TRIGGER "staffing_request_owner_versions_on_update" AFTER UPDATE ON "staffing_requests"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "staffing_request_owner_versions_update"();
