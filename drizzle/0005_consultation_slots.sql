CREATE TABLE "consultation_availability" (
	"id" text PRIMARY KEY NOT NULL,
	"weekly" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"min_notice_hours" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"blocked_dates" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_reminders" (
	"consultation_id" uuid PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "slot_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_reminders" ADD CONSTRAINT "consultation_reminders_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_reminders_due_idx" ON "consultation_reminders" USING btree ("due_at") WHERE "consultation_reminders"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_slot_start_key" ON "consultations" USING btree ("slot_start") WHERE "consultations"."slot_start" is not null and "consultations"."cancelled_at" is null;