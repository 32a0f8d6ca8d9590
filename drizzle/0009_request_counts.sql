CREATE TABLE "staffing_request_counts" (
	"status" text NOT NULL,
	"shard" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "staffing_request_counts_status_shard_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
-- Counts of staffing requests per status (docs/decisions/0018-request-counts.md), kept exact by
-- statement-level triggers with transition tables: one grouped upsert per statement, however many
-- rows it touched (a bulk load or a property's cascade delete costs one upsert per status and
-- shard, not one per row). Only rows whose status changed move between counters; an UPDATE that
-- changes no status writes nothing, so it takes no counter row lock.
CREATE FUNCTION "staffing_request_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "staffing_request_counts" ("status", "shard", "n")
    SELECT "status", "id" % 16, count(*) FROM "new_rows" GROUP BY 1, 2
    ON CONFLICT ("status", "shard") DO UPDATE SET "n" = "staffing_request_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "staffing_request_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "staffing_request_counts" ("status", "shard", "n")
    SELECT "status", "id" % 16, -count(*) FROM "old_rows" GROUP BY 1, 2
    ON CONFLICT ("status", "shard") DO UPDATE SET "n" = "staffing_request_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "staffing_request_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "staffing_request_counts" ("status", "shard", "n")
    SELECT "status", "shard", sum("n") FROM (
      SELECT o."status", o."id" % 16 AS "shard", -1 AS "n"
        FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id" WHERE n."status" <> o."status"
      UNION ALL
      SELECT n."status", n."id" % 16, 1
        FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id" WHERE n."status" <> o."status"
    ) AS "moves" GROUP BY 1, 2
    ON CONFLICT ("status", "shard") DO UPDATE SET "n" = "staffing_request_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "staffing_request_counts_on_insert" AFTER INSERT ON "staffing_requests"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "staffing_request_counts_insert"();--> statement-breakpoint
CREATE TRIGGER "staffing_request_counts_on_delete" AFTER DELETE ON "staffing_requests"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "staffing_request_counts_delete"();--> statement-breakpoint
CREATE TRIGGER "staffing_request_counts_on_update" AFTER UPDATE ON "staffing_requests"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "staffing_request_counts_update"();--> statement-breakpoint
-- The requests stored before this migration.
INSERT INTO "staffing_request_counts" ("status", "shard", "n")
  SELECT "status", "id" % 16, count(*) FROM "staffing_requests" GROUP BY 1, 2;
