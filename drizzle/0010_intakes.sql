CREATE TABLE "intake_interest" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program" text NOT NULL,
	"email" text NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intake_id" uuid NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "intake_offers" ADD CONSTRAINT "intake_offers_intake_id_intakes_id_fk" FOREIGN KEY ("intake_id") REFERENCES "public"."intakes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_offers" ADD CONSTRAINT "intake_offers_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "intake_interest_waiting_key" ON "intake_interest" USING btree ("program",lower("email")) WHERE "intake_interest"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "intake_interest_created_at_idx" ON "intake_interest" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "intake_offers_token_key" ON "intake_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "intake_offers_intake_idx" ON "intake_offers" USING btree ("intake_id","status");--> statement-breakpoint
CREATE INDEX "intake_offers_enrolment_idx" ON "intake_offers" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "intake_offers_pending_expiry_idx" ON "intake_offers" USING btree ("expires_at") WHERE "intake_offers"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "intake_offers_one_pending_key" ON "intake_offers" USING btree ("enrolment_id") WHERE "intake_offers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "intakes_program_start_idx" ON "intakes" USING btree ("program","start_date");--> statement-breakpoint
CREATE INDEX "intakes_created_at_idx" ON "intakes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_intake_id_intakes_id_fk" FOREIGN KEY ("intake_id") REFERENCES "public"."intakes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolments_intake_status_idx" ON "enrolments" USING btree ("intake_id","status","created_at");