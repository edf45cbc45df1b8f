CREATE TABLE "content_versions" (
	"key" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
