CREATE TABLE "timesheet_approval_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"timesheet_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_days" (
	"timesheet_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "timesheet_days_timesheet_id_date_pk" PRIMARY KEY("timesheet_id","date"),
	CONSTRAINT "timesheet_days_times_check" CHECK ("timesheet_days"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "timesheet_days"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "timesheet_days_minutes_check" CHECK ("timesheet_days"."minutes" between 0 and 1500 and "timesheet_days"."break_minutes" between 0 and 720)
);
--> statement-breakpoint
CREATE TABLE "timesheet_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"timesheet_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_events_action_check" CHECK (action in ('saved', 'submitted', 'approved', 'disputed', 'locked'))
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_minutes" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by_id" integer,
	"approved_via" text,
	"dispute_note" text,
	"locked_at" timestamp with time zone,
	"locked_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_status_check" CHECK (status in ('draft', 'submitted', 'approved', 'disputed')),
	CONSTRAINT "timesheets_week_start_check" CHECK (extract(isodow from "timesheets"."week_start") = 1),
	CONSTRAINT "timesheets_total_minutes_check" CHECK ("timesheets"."total_minutes" >= 0),
	CONSTRAINT "timesheets_approved_via_check" CHECK ("timesheets"."approved_via" is null or "timesheets"."approved_via" in ('portal', 'email'))
);
--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "bill_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "pay_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "timesheet_approval_tokens" ADD CONSTRAINT "timesheet_approval_tokens_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approval_tokens" ADD CONSTRAINT "timesheet_approval_tokens_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD CONSTRAINT "timesheet_days_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_assignment_id_staff_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."staff_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_locked_by_id_users_id_fk" FOREIGN KEY ("locked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_approval_tokens_timesheet_id_idx" ON "timesheet_approval_tokens" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "timesheet_approval_tokens_manager_id_idx" ON "timesheet_approval_tokens" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "timesheet_days_date_idx" ON "timesheet_days" USING btree ("date");--> statement-breakpoint
CREATE INDEX "timesheet_events_timesheet_id_idx" ON "timesheet_events" USING btree ("timesheet_id","created_at","id");--> statement-breakpoint
CREATE INDEX "timesheet_events_actor_id_idx" ON "timesheet_events" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_assignment_week_idx" ON "timesheets" USING btree ("assignment_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_staff_id_idx" ON "timesheets" USING btree ("staff_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_property_id_idx" ON "timesheets" USING btree ("property_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_week_start_idx" ON "timesheets" USING btree ("week_start","created_at","id");--> statement-breakpoint
CREATE INDEX "timesheets_status_idx" ON "timesheets" USING btree ("status","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_created_at_idx" ON "timesheets" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_rates_check" CHECK (("staff_assignments"."bill_rate_cents" is null or "staff_assignments"."bill_rate_cents" between 0 and 100000) and ("staff_assignments"."pay_rate_cents" is null or "staff_assignments"."pay_rate_cents" between 0 and 100000));