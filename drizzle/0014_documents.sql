CREATE TABLE "worker_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text,
	"expires_on" date,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by_id" integer,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	"reminder_30_sent_at" timestamp with time zone,
	"reminder_7_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worker_documents_kind_check" CHECK (kind in ('epa_608', 'cpo', 'class_d', 'cam', 'drivers_license', 'other')),
	CONSTRAINT "worker_documents_status_check" CHECK (status in ('pending', 'verified', 'rejected')),
	CONSTRAINT "worker_documents_content_type_check" CHECK (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "worker_documents_size_bytes_check" CHECK (size_bytes > 0),
	CONSTRAINT "worker_documents_reason_check" CHECK (status <> 'rejected' or reason is not null)
);
--> statement-breakpoint
ALTER TABLE "worker_documents" ADD CONSTRAINT "worker_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_documents" ADD CONSTRAINT "worker_documents_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "worker_documents_stored_name_idx" ON "worker_documents" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "worker_documents_user_id_idx" ON "worker_documents" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "worker_documents_status_idx" ON "worker_documents" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "worker_documents_created_at_idx" ON "worker_documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "worker_documents_expires_on_idx" ON "worker_documents" USING btree ("expires_on") WHERE status = 'verified' and expires_on is not null;