CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_email" text NOT NULL,
	"student_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_email" text NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_wording" text DEFAULT 'legacy' NOT NULL;--> statement-breakpoint
CREATE INDEX "erasure_requests_person_idx" ON "erasure_requests" USING btree ("person_email");--> statement-breakpoint
CREATE INDEX "staff_notes_person_idx" ON "staff_notes" USING btree ("person_email","created_at");--> statement-breakpoint
CREATE INDEX "consultations_email_lower_idx" ON "consultations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_messages_email_lower_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_lower_idx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "outbox_to_lower_idx" ON "outbox" USING btree (lower("to"));--> statement-breakpoint
CREATE INDEX "outline_requests_email_lower_idx" ON "outline_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "students_email_lower_idx" ON "students" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "visitors_email_lower_idx" ON "visitors" USING btree (lower("email"));--> statement-breakpoint
-- Subscribers from before double opt-in signed up under the single opt-in of the time: they stay subscribed (docs/decisions/0083).
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;