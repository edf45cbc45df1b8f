CREATE TABLE "intakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"timetable" jsonb NOT NULL,
	"mode" text NOT NULL,
	"capacity" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intakes_capacity_check" CHECK ("intakes"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "intake_id" uuid;--> statement-breakpoint
CREATE INDEX "intakes_program_start_idx" ON "intakes" USING btree ("program","start_date");--> statement-breakpoint
CREATE INDEX "intakes_created_at_idx" ON "intakes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_intake_id_intakes_id_fk" FOREIGN KEY ("intake_id") REFERENCES "public"."intakes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolments_intake_status_idx" ON "enrolments" USING btree ("intake_id","status","created_at");