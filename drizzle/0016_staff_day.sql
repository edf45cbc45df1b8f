CREATE TABLE "follow_up_digests" (
	"admin_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" text NOT NULL,
	"record_id" uuid NOT NULL,
	"title" text NOT NULL,
	"person_email" text,
	"due_on" date NOT NULL,
	"note" text NOT NULL,
	"assignee_id" uuid,
	"created_by" uuid,
	"done_at" timestamp with time zone,
	"done_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "source" jsonb DEFAULT '{"utmSource":null,"utmMedium":null,"utmCampaign":null,"referrerHost":null,"landingPath":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "source" jsonb DEFAULT '{"utmSource":null,"utmMedium":null,"utmCampaign":null,"referrerHost":null,"landingPath":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "source" jsonb DEFAULT '{"utmSource":null,"utmMedium":null,"utmCampaign":null,"referrerHost":null,"landingPath":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "source" jsonb DEFAULT '{"utmSource":null,"utmMedium":null,"utmCampaign":null,"referrerHost":null,"landingPath":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outline_requests" ADD COLUMN "source" jsonb DEFAULT '{"utmSource":null,"utmMedium":null,"utmCampaign":null,"referrerHost":null,"landingPath":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "latest_touch" jsonb;--> statement-breakpoint
ALTER TABLE "follow_up_digests" ADD CONSTRAINT "follow_up_digests_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_assignee_id_admins_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_digests_key" ON "follow_up_digests" USING btree ("admin_id","day");--> statement-breakpoint
CREATE INDEX "follow_ups_open_due_idx" ON "follow_ups" USING btree ("due_on","id") WHERE "follow_ups"."done_at" is null;--> statement-breakpoint
CREATE INDEX "follow_ups_open_assignee_idx" ON "follow_ups" USING btree ("assignee_id","due_on") WHERE "follow_ups"."done_at" is null;--> statement-breakpoint
CREATE INDEX "follow_ups_record_idx" ON "follow_ups" USING btree ("section","record_id");--> statement-breakpoint
CREATE INDEX "follow_ups_person_idx" ON "follow_ups" USING btree ("person_email","created_at");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assignee_id_admins_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_assignee_id_admins_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_assignee_idx" ON "conversations" USING btree ("assignee_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_state_last_message_idx" ON "conversations" USING btree ("state","last_message_at");--> statement-breakpoint
CREATE INDEX "enrolments_assignee_idx" ON "enrolments" USING btree ("assignee_id","created_at");--> statement-breakpoint
CREATE INDEX "enrolments_status_created_idx" ON "enrolments" USING btree ("status","created_at");