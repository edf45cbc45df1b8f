ALTER TABLE "intake_interest" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intake_interest" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "intake_interest" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "intake_interest_confirm_token_key" ON "intake_interest" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "intake_interest_pending_expiry_idx" ON "intake_interest" USING btree ("confirm_expires_at") WHERE "intake_interest"."confirmed_at" is null;