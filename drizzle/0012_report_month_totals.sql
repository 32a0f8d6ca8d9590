CREATE TABLE "timesheet_month_totals" (
	"assignment_id" integer NOT NULL,
	"month" date NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "timesheet_month_totals_assignment_id_month_pk" PRIMARY KEY("assignment_id","month"),
	CONSTRAINT "timesheet_month_totals_month_check" CHECK (extract(day from "timesheet_month_totals"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "timesheet_month_totals" ADD CONSTRAINT "timesheet_month_totals_assignment_id_staff_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."staff_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_month_totals_month_idx" ON "timesheet_month_totals" USING btree ("month");--> statement-breakpoint
-- Approved minutes per assignment and month (docs/decisions/0019-timesheets.md point 11), kept
-- exact by triggers so that every path that approves, returns, edits or deletes hours keeps them:
-- statement-level triggers with transition tables on the days (a bulk load costs one grouped
-- upsert) and on the weeks' status changes; a row-level BEFORE DELETE on an approved week, since
-- its days are removed by the cascade after the week is gone and could no longer be attributed.
-- Subtractions of removed rows only update (a cascade may already have removed the total with
-- its assignment); the rest upserts.
CREATE FUNCTION "timesheet_month_totals_days_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "timesheet_month_totals" ("assignment_id", "month", "minutes")
    SELECT t."assignment_id", date_trunc('month', d."date")::date, sum(d."minutes")
    FROM "new_rows" d JOIN "timesheets" t ON t."id" = d."timesheet_id"
    WHERE t."status" = 'approved' GROUP BY 1, 2
    ON CONFLICT ("assignment_id", "month")
      DO UPDATE SET "minutes" = "timesheet_month_totals"."minutes" + excluded."minutes";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "timesheet_month_totals_days_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "timesheet_month_totals" m SET "minutes" = m."minutes" - g."minutes"
    FROM (
      SELECT t."assignment_id", date_trunc('month', d."date")::date AS "month", sum(d."minutes") AS "minutes"
      FROM "old_rows" d JOIN "timesheets" t ON t."id" = d."timesheet_id"
      WHERE t."status" = 'approved' GROUP BY 1, 2
    ) g
    WHERE m."assignment_id" = g."assignment_id" AND m."month" = g."month";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "timesheet_month_totals_days_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "timesheet_month_totals" ("assignment_id", "month", "minutes")
    SELECT t."assignment_id", c."month", sum(c."minutes")
    FROM (
      SELECT "timesheet_id", date_trunc('month', "date")::date AS "month", -"minutes" AS "minutes" FROM "old_rows"
      UNION ALL
      SELECT "timesheet_id", date_trunc('month', "date")::date, "minutes" FROM "new_rows"
    ) c JOIN "timesheets" t ON t."id" = c."timesheet_id"
    WHERE t."status" = 'approved' GROUP BY 1, 2
    ON CONFLICT ("assignment_id", "month")
      DO UPDATE SET "minutes" = "timesheet_month_totals"."minutes" + excluded."minutes";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "timesheet_month_totals_status_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "timesheet_month_totals" ("assignment_id", "month", "minutes")
    SELECT n."assignment_id", date_trunc('month', d."date")::date,
           sum(CASE WHEN n."status" = 'approved' THEN d."minutes" ELSE -d."minutes" END)
    FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    JOIN "timesheet_days" d ON d."timesheet_id" = n."id"
    WHERE (o."status" = 'approved') <> (n."status" = 'approved') GROUP BY 1, 2
    ON CONFLICT ("assignment_id", "month")
      DO UPDATE SET "minutes" = "timesheet_month_totals"."minutes" + excluded."minutes";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "timesheet_month_totals_week_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'approved' THEN
    UPDATE "timesheet_month_totals" m SET "minutes" = m."minutes" - g."minutes"
      FROM (
        SELECT date_trunc('month', "date")::date AS "month", sum("minutes") AS "minutes"
        FROM "timesheet_days" WHERE "timesheet_id" = OLD."id" GROUP BY 1
      ) g
      WHERE m."assignment_id" = OLD."assignment_id" AND m."month" = g."month";
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "timesheet_month_totals_on_days_insert" AFTER INSERT ON "timesheet_days"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_month_totals_days_insert"();--> statement-breakpoint
CREATE TRIGGER "timesheet_month_totals_on_days_delete" AFTER DELETE ON "timesheet_days"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_month_totals_days_delete"();--> statement-breakpoint
CREATE TRIGGER "timesheet_month_totals_on_days_update" AFTER UPDATE ON "timesheet_days"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_month_totals_days_update"();--> statement-breakpoint
CREATE TRIGGER "timesheet_month_totals_on_status_update" AFTER UPDATE ON "timesheets"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_month_totals_status_update"();--> statement-breakpoint
CREATE TRIGGER "timesheet_month_totals_on_week_delete" BEFORE DELETE ON "timesheets"
  FOR EACH ROW EXECUTE FUNCTION "timesheet_month_totals_week_delete"();--> statement-breakpoint
-- The weeks approved before this migration.
INSERT INTO "timesheet_month_totals" ("assignment_id", "month", "minutes")
  SELECT t."assignment_id", date_trunc('month', d."date")::date, sum(d."minutes")
  FROM "timesheets" t JOIN "timesheet_days" d ON d."timesheet_id" = t."id"
  WHERE t."status" = 'approved' GROUP BY 1, 2;
