CREATE TABLE "site_entrances" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "notify_handoffs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "site_entrances_key" ON "site_entrances" USING btree ("day","source");