CREATE TABLE "notification_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staffing_request_owner_counts" (
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "staffing_request_owner_counts_user_id_status_pk" PRIMARY KEY("user_id","status")
);
--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_request_owner_counts" ADD CONSTRAINT "staffing_request_owner_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Per-user counts of staffing requests per status and of notifications, total and unread
-- (docs/decisions/0023-owner-counts.md), kept exact by statement-level triggers with transition
-- tables as the agency-wide counts of 0009: one grouped write per statement, however many rows it
-- touched. Requests without a user are not counted. An UPDATE moves a request only when its status
-- or its user changed, and a notification only when is_read or its user changed; any other UPDATE
-- writes no counter row and takes no counter lock.
-- A counter row may vanish under a trigger: deleting a user cascades to its counter rows, and also
-- sets its requests' user_id to null and deletes its notifications (and properties, with their
-- requests), whose triggers then subtract for that user. Those triggers run after all of the
-- deletion's foreign-key actions, so the user's counter rows are already gone; an upsert there
-- would insert a row for a user that no longer exists and fail the deletion. So what takes
-- requests or notifications away from a user only updates (the row exists whenever the user
-- does), and only what gives a user more of them upserts (that user must exist).
-- Upserts take the counter rows in key order, so two statements over the same users cannot
-- deadlock on them.
CREATE FUNCTION "staffing_request_owner_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "staffing_request_owner_counts" ("user_id", "status", "n")
    SELECT "user_id", "status", count(*) FROM "new_rows" WHERE "user_id" IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("user_id", "status")
      DO UPDATE SET "n" = "staffing_request_owner_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "staffing_request_owner_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "staffing_request_owner_counts" c SET "n" = c."n" - g."n"
    FROM (
      SELECT "user_id", "status", count(*) AS "n" FROM "old_rows" WHERE "user_id" IS NOT NULL
      GROUP BY 1, 2
    ) g
    WHERE c."user_id" = g."user_id" AND c."status" = g."status";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "staffing_request_owner_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each moved request leaves (old user, old status) and joins (new user, new status); the net
  -- change per key is negative (update only), positive (upsert) or zero (nothing).
  WITH "moves" AS (
    SELECT m."user_id", m."status", sum(m."n")::integer AS "n"
    FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    CROSS JOIN LATERAL (VALUES (o."user_id", o."status", -1), (n."user_id", n."status", 1))
      AS m("user_id", "status", "n")
    WHERE (n."status" <> o."status" OR n."user_id" IS DISTINCT FROM o."user_id")
      AND m."user_id" IS NOT NULL
    GROUP BY 1, 2 HAVING sum(m."n") <> 0
  ), "taken" AS (
    UPDATE "staffing_request_owner_counts" c SET "n" = c."n" + m."n"
      FROM "moves" m
      WHERE m."n" < 0 AND c."user_id" = m."user_id" AND c."status" = m."status"
  )
  INSERT INTO "staffing_request_owner_counts" ("user_id", "status", "n")
    SELECT "user_id", "status", "n" FROM "moves" WHERE "n" > 0 ORDER BY 1, 2
    ON CONFLICT ("user_id", "status")
      DO UPDATE SET "n" = "staffing_request_owner_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notification_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notification_counts" ("user_id", "total", "unread")
    SELECT "user_id", count(*), count(*) FILTER (WHERE NOT "is_read") FROM "new_rows"
    GROUP BY 1 ORDER BY 1
    ON CONFLICT ("user_id") DO UPDATE SET
      "total" = "notification_counts"."total" + excluded."total",
      "unread" = "notification_counts"."unread" + excluded."unread";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notification_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "notification_counts" c SET "total" = c."total" - g."total", "unread" = c."unread" - g."unread"
    FROM (
      SELECT "user_id", count(*) AS "total", count(*) FILTER (WHERE NOT "is_read") AS "unread"
      FROM "old_rows" GROUP BY 1
    ) g
    WHERE c."user_id" = g."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notification_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each changed notification leaves its old user (and their unread count if it was unread) and
  -- joins its new one. A user whose total rises gains notifications (upsert); one whose total
  -- falls or stays had the changed rows, so has a counter row unless being deleted (update only).
  WITH "changes" AS (
    SELECT m."user_id", sum(m."total")::integer AS "total", sum(m."unread")::integer AS "unread"
    FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    CROSS JOIN LATERAL (VALUES
      (o."user_id", -1, CASE WHEN o."is_read" THEN 0 ELSE -1 END),
      (n."user_id", 1, CASE WHEN n."is_read" THEN 0 ELSE 1 END)
    ) AS m("user_id", "total", "unread")
    WHERE n."is_read" <> o."is_read" OR n."user_id" <> o."user_id"
    GROUP BY 1 HAVING sum(m."total") <> 0 OR sum(m."unread") <> 0
  ), "kept" AS (
    UPDATE "notification_counts" c
      SET "total" = c."total" + m."total", "unread" = c."unread" + m."unread"
      FROM "changes" m
      WHERE m."total" <= 0 AND c."user_id" = m."user_id"
  )
  INSERT INTO "notification_counts" ("user_id", "total", "unread")
    SELECT "user_id", "total", "unread" FROM "changes" WHERE "total" > 0 ORDER BY 1
    ON CONFLICT ("user_id") DO UPDATE SET
      "total" = "notification_counts"."total" + excluded."total",
      "unread" = "notification_counts"."unread" + excluded."unread";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "staffing_request_owner_counts_on_insert" AFTER INSERT ON "staffing_requests"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "staffing_request_owner_counts_insert"();--> statement-breakpoint
CREATE TRIGGER "staffing_request_owner_counts_on_delete" AFTER DELETE ON "staffing_requests"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "staffing_request_owner_counts_delete"();--> statement-breakpoint
CREATE TRIGGER "staffing_request_owner_counts_on_update" AFTER UPDATE ON "staffing_requests"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "staffing_request_owner_counts_update"();--> statement-breakpoint
CREATE TRIGGER "notification_counts_on_insert" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_insert"();--> statement-breakpoint
CREATE TRIGGER "notification_counts_on_delete" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_delete"();--> statement-breakpoint
CREATE TRIGGER "notification_counts_on_update" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_update"();--> statement-breakpoint
-- The requests and notifications stored before this migration.
INSERT INTO "staffing_request_owner_counts" ("user_id", "status", "n")
  SELECT "user_id", "status", count(*) FROM "staffing_requests" WHERE "user_id" IS NOT NULL
  GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "notification_counts" ("user_id", "total", "unread")
  SELECT "user_id", count(*), count(*) FILTER (WHERE NOT "is_read") FROM "notifications"
  GROUP BY 1;
