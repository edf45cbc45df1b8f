CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'bot' NOT NULL,
	"handoff_at" timestamp with time zone,
	"assistant_failed" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_state_check" CHECK ("conversations"."state" in ('bot', 'needs-reply', 'answered-by-staff', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "unanswered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_id_visitors_id_fk" FOREIGN KEY ("id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_state_idx" ON "conversations" USING btree ("state","handoff_at");--> statement-breakpoint
CREATE INDEX "conversations_last_message_idx" ON "conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_created_at_idx" ON "conversations" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_author_id_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chats_unanswered_idx" ON "chats" USING btree ("created_at") WHERE "chats"."unanswered" and "chats"."handled_at" is null;--> statement-breakpoint
INSERT INTO "conversations" ("id", "last_message_at", "created_at") SELECT "visitor_id", max("created_at"), min("created_at") FROM "chats" GROUP BY "visitor_id" ON CONFLICT DO NOTHING;
