CREATE TABLE "page_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"number" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "terms_version" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "page_versions_slug_number_key" ON "page_versions" USING btree ("slug","number");--> statement-breakpoint
-- Applications made before terms had versions accepted the terms published then: version 1, which
-- server/content/page-versions.ts records from the published terms page on first use.
UPDATE "enrolments" SET "terms_version" = 1 WHERE "terms_version" IS NULL;
