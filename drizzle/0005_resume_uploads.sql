CREATE TABLE "resume_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_address" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_uploads_bytes_check" CHECK (bytes > 0)
);
--> statement-breakpoint
CREATE INDEX "resume_uploads_client_address_created_at_idx" ON "resume_uploads" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "resume_uploads_created_at_idx" ON "resume_uploads" USING btree ("created_at");