CREATE TABLE "assignment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"request_id" integer,
	"actor_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_assignments" DROP CONSTRAINT "staff_assignments_status_check";--> statement-breakpoint
DROP INDEX "staff_assignments_staff_id_idx";--> statement-breakpoint
DROP INDEX "staff_assignments_property_id_idx";--> statement-breakpoint
DROP INDEX "staff_assignments_created_at_idx";--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "staff_user_id" integer;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "rating_note" text;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "request_again" boolean;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staffing_requests" ADD COLUMN "headcount" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staffing_requests" ADD COLUMN "emergency_reason" text;--> statement-breakpoint
ALTER TABLE "staffing_requests" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staffing_requests" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staffing_requests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignment_events" ADD CONSTRAINT "assignment_events_assignment_id_staff_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."staff_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_events" ADD CONSTRAINT "assignment_events_request_id_staffing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."staffing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_events" ADD CONSTRAINT "assignment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_events_assignment_id_idx" ON "assignment_events" USING btree ("assignment_id","created_at");--> statement-breakpoint
CREATE INDEX "assignment_events_request_id_idx" ON "assignment_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "assignment_events_actor_id_idx" ON "assignment_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "password_tokens_user_id_idx" ON "password_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_staff_user_id_idx" ON "job_applications" USING btree ("staff_user_id");--> statement-breakpoint
CREATE INDEX "staff_assignments_offer_expiry_idx" ON "staff_assignments" USING btree ("expires_at") WHERE "staff_assignments"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "staffing_requests_emergency_open_idx" ON "staffing_requests" USING btree ("respond_by") WHERE "staffing_requests"."emergency_reason" is not null and "staffing_requests"."responded_at" is null;--> statement-breakpoint
CREATE INDEX "staff_assignments_staff_id_idx" ON "staff_assignments" USING btree ("staff_id","created_at","id");--> statement-breakpoint
CREATE INDEX "staff_assignments_property_id_idx" ON "staff_assignments" USING btree ("property_id","created_at","id");--> statement-breakpoint
CREATE INDEX "staff_assignments_created_at_idx" ON "staff_assignments" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_rating_check" CHECK ("staff_assignments"."rating" is null or "staff_assignments"."rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_dates_check" CHECK ("staff_assignments"."end_date" is null or "staff_assignments"."start_date" is null or "staff_assignments"."end_date" >= "staff_assignments"."start_date");--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_status_check" CHECK (status in ('offered', 'confirmed', 'declined', 'expired', 'active', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "staffing_requests" ADD CONSTRAINT "staffing_requests_headcount_check" CHECK ("staffing_requests"."headcount" between 1 and 50);--> statement-breakpoint
ALTER TABLE "staffing_requests" ADD CONSTRAINT "staffing_requests_emergency_reason_check" CHECK ("staffing_requests"."emergency_reason" is null or emergency_reason in ('storm_preparation', 'storm_recovery', 'sudden_vacancy', 'other'));