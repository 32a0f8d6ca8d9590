CREATE TABLE "job_interests" (
	"posting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_interests_posting_id_user_id_pk" PRIMARY KEY("posting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"staff_type" text NOT NULL,
	"city" text NOT NULL,
	"employment_type" text NOT NULL,
	"pay_min_cents" integer NOT NULL,
	"pay_max_cents" integer NOT NULL,
	"schedule" text,
	"start_date" date,
	"valid_through" date NOT NULL,
	"date_posted" date NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_postings_staff_type_check" CHECK (staff_type in ('maintenance', 'groundskeeping', 'leasing', 'property-management', 'security', 'make-ready', 'other')),
	CONSTRAINT "job_postings_employment_type_check" CHECK (employment_type in ('FULL_TIME', 'PART_TIME', 'TEMPORARY', 'CONTRACTOR')),
	CONSTRAINT "job_postings_pay_check" CHECK ("job_postings"."pay_min_cents" > 0 and "job_postings"."pay_max_cents" >= "job_postings"."pay_min_cents")
);
--> statement-breakpoint
ALTER TABLE "job_interests" ADD CONSTRAINT "job_interests_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_interests" ADD CONSTRAINT "job_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_request_id_staffing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."staffing_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_interests_user_id_idx" ON "job_interests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_postings_open_idx" ON "job_postings" USING btree ("created_at","id") WHERE "job_postings"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "job_postings_created_at_idx" ON "job_postings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_postings_request_id_idx" ON "job_postings" USING btree ("request_id");