CREATE TABLE "site_entrances" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "instalments_status_due_idx";--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "notify_handoffs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "message_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "site_entrances_key" ON "site_entrances" USING btree ("day","source");--> statement-breakpoint
CREATE INDEX "conversations_message_count_idx" ON "conversations" USING btree ("message_count","id");--> statement-breakpoint
CREATE INDEX "enrolments_name_sort_idx" ON "enrolments" USING btree (("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "enrolments_status_sort_idx" ON "enrolments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "instalments_owed_due_idx" ON "instalments" USING btree ("due_on","id") WHERE "instalments"."status" in ('due', 'overdue');--> statement-breakpoint
CREATE INDEX "instalments_status_due_idx" ON "instalments" USING btree ("status","due_on","id");--> statement-breakpoint
UPDATE "conversations" c SET "message_count" = (SELECT count(*) FROM "chats" h WHERE h."visitor_id" = c."id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "conversations_count_chats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A thread's message count (the conversations list sorts by it): one more or one fewer per
  -- message. A thread without its row yet gets the count when noteMessage creates the row.
  IF TG_OP = 'INSERT' THEN
    UPDATE "conversations" SET "message_count" = "message_count" + 1 WHERE "id" = NEW."visitor_id";
  ELSE
    UPDATE "conversations" SET "message_count" = greatest("message_count" - 1, 0) WHERE "id" = OLD."visitor_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "chats_count_messages" AFTER INSERT OR DELETE ON "chats" FOR EACH ROW EXECUTE FUNCTION "conversations_count_chats"();
