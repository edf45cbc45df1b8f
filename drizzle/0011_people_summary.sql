CREATE TABLE "people" (
	"email" text PRIMARY KEY NOT NULL,
	"name" text,
	"name_at" timestamp with time zone,
	"last_activity" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "people_last_activity_idx" ON "people" USING btree ("last_activity" DESC NULLS LAST,"email");--> statement-breakpoint
-- Hand-written (docs/decisions/0083): the people list's summary, kept by triggers on the tables people come from.
-- Every person-shaped row as (normalised e-mail, name, time); erased addresses are left out.
CREATE VIEW "people_sources" AS
  SELECT lower("email") AS "email", nullif(trim(coalesce("first_name", '') || ' ' || coalesce("last_name", '')), '') AS "name", "created_at" AS "at" FROM "students"
  UNION ALL SELECT lower("email"), nullif(trim(coalesce("first_name", '') || ' ' || coalesce("last_name", '')), ''), "created_at" FROM "enrolments"
  UNION ALL SELECT lower("email"), nullif(trim(coalesce("first_name", '') || ' ' || coalesce("last_name", '')), ''), "created_at" FROM "outline_requests"
  UNION ALL SELECT lower("email"), nullif(trim(coalesce("first_name", '') || ' ' || coalesce("last_name", '')), ''), "created_at" FROM "contact_messages"
  UNION ALL SELECT lower("email"), nullif(trim(coalesce("first_name", '') || ' ' || coalesce("last_name", '')), ''), "created_at" FROM "consultations"
  UNION ALL SELECT lower("email"), NULL, "created_at" FROM "newsletter_subscribers"
  UNION ALL SELECT lower("email"), nullif(trim("name"), ''), "created_at" FROM "visitors" WHERE "email" IS NOT NULL;
--> statement-breakpoint
-- Recomputes the rows of these addresses from every source (after an update, a delete or an erasure).
CREATE FUNCTION "people_refresh"(emails text[]) RETURNS void LANGUAGE sql AS $$
  WITH "fresh" AS (
    SELECT "email", (array_agg("name" ORDER BY "at" DESC) FILTER (WHERE "name" IS NOT NULL))[1] AS "name",
      max("at") FILTER (WHERE "name" IS NOT NULL) AS "name_at", max("at") AS "last_activity"
    FROM "people_sources" WHERE "email" = ANY(emails) AND "email" NOT LIKE '%@erased.invalid'
    GROUP BY "email"
  ), "gone" AS (
    DELETE FROM "people" WHERE "email" = ANY(emails) AND "email" NOT IN (SELECT "email" FROM "fresh")
  )
  INSERT INTO "people" ("email", "name", "name_at", "last_activity") SELECT * FROM "fresh" ORDER BY "email"
  ON CONFLICT ("email") DO UPDATE SET "name" = excluded."name", "name_at" = excluded."name_at",
    "last_activity" = excluded."last_activity";
$$;
--> statement-breakpoint
CREATE FUNCTION "people_rebuild"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "people";
  INSERT INTO "people" ("email", "name", "name_at", "last_activity")
  SELECT "email", (array_agg("name" ORDER BY "at" DESC) FILTER (WHERE "name" IS NOT NULL))[1],
    max("at") FILTER (WHERE "name" IS NOT NULL), max("at")
  FROM "people_sources" WHERE "email" IS NOT NULL AND "email" NOT LIKE '%@erased.invalid'
  GROUP BY "email";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What a row of any source gives: its e-mail, name and time (the columns differ by table).
CREATE FUNCTION "people_row"(r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(lower(r->>'email'),
    coalesce(nullif(trim(coalesce(r->>'first_name', '') || ' ' || coalesce(r->>'last_name', '')), ''), nullif(trim(r->>'name'), '')),
    r->'created_at');
$$;
--> statement-breakpoint
-- New rows: one upsert per address (the newest time; the newest row's name).
CREATE FUNCTION "people_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "people" AS p ("email", "name", "name_at", "last_activity")
  SELECT e, (array_agg(n ORDER BY at DESC) FILTER (WHERE n IS NOT NULL))[1], max(at) FILTER (WHERE n IS NOT NULL), max(at)
  FROM (SELECT k->>0 AS e, k->>1 AS n, (k->>2)::timestamptz AS at
        FROM (SELECT "people_row"(to_jsonb(i)) AS k FROM inserted i) AS rows) AS s
  WHERE e IS NOT NULL AND e NOT LIKE '%@erased.invalid'
  GROUP BY e
  ORDER BY e -- rows are locked in one order, so two bulk inserts cannot deadlock on each other
  ON CONFLICT ("email") DO UPDATE SET
    "last_activity" = greatest(p."last_activity", excluded."last_activity"),
    "name" = CASE WHEN excluded."name" IS NOT NULL AND (p."name_at" IS NULL OR excluded."name_at" >= p."name_at")
      THEN excluded."name" ELSE p."name" END,
    "name_at" = CASE WHEN excluded."name" IS NOT NULL AND (p."name_at" IS NULL OR excluded."name_at" >= p."name_at")
      THEN excluded."name_at" ELSE p."name_at" END;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Changed rows (only those whose e-mail, name or time changed) and deleted rows: their addresses are recomputed.
CREATE FUNCTION "people_after_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "people_refresh"(ARRAY(SELECT DISTINCT lower(to_jsonb(o)->>'email') FROM old_rows o
      WHERE to_jsonb(o)->>'email' IS NOT NULL));
  ELSE
    PERFORM "people_refresh"(ARRAY(SELECT DISTINCT e FROM (
        SELECT "people_row"(to_jsonb(o)) AS a, "people_row"(to_jsonb(n)) AS b
        FROM old_rows o JOIN new_rows n ON n.id = o.id) AS pairs,
      LATERAL (VALUES (a->>0), (b->>0)) AS v(e)
      WHERE a IS DISTINCT FROM b AND e IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "people_insert" AFTER INSERT ON "students" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "people_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "people_update" AFTER UPDATE ON "students" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_after_change"();
--> statement-breakpoint
CREATE TRIGGER "people_delete" AFTER DELETE ON "students" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_after_change"();
--> statement-breakpoint
CREATE TRIGGER "people_truncate" AFTER TRUNCATE ON "students" FOR EACH STATEMENT EXECUTE FUNCTION "people_rebuild"();
--> statement-breakpoint
CREATE TRIGGER "people_insert" AFTER INSERT ON "enrolments" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "people_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "people_update" AFTER UPDATE ON "enrolments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_after_change"();
--> statement-breakpoint
CREATE TRIGGER "people_delete" AFTER DELETE ON "enrolments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_after_change"();
--> statement-breakpoint
CREATE TRIGGER "people_truncate" AFTER TRUNCATE ON "enrolments" FOR EACH STATEMENT EXECUTE FUNCTION "people_rebuild"();
--> statement-breakpoint
CREATE TRIGGER "people_insert" AFTER INSERT ON "outline_requests" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "people_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "people_update" AFTER UPDATE ON "outline_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_after_change"();
--> statement-breakpoint
CREATE TRIGGER "people_delete" AFTER DELETE ON "outline_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_after_change"();
--> statement-breakpoint
CREATE TRIGGER "people_truncate" AFTER TRUNCATE ON "outline_requests" FOR EACH STATEMENT EXECUTE FUNCTION "people_rebuild"();
--> statement-breakpoint
CREATE TRIGGER "people_insert" AFTER INSERT ON "contact_messages" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "people_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "people_update" AFTER UPDATE ON "contact_messages" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_after_change"();
--> statement-breakpoint
CREATE TRIGGER "people_delete" AFTER DELETE ON "contact_messages" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_after_change"();
--> statement-breakpoint
CREATE TRIGGER "people_truncate" AFTER TRUNCATE ON "contact_messages" FOR EACH STATEMENT EXECUTE FUNCTION "people_rebuild"();
--> statement-breakpoint
CREATE TRIGGER "people_insert" AFTER INSERT ON "consultations" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "people_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "people_update" AFTER UPDATE ON "consultations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_after_change"();
--> statement-breakpoint
CREATE TRIGGER "people_delete" AFTER DELETE ON "consultations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_after_change"();
--> statement-breakpoint
CREATE TRIGGER "people_truncate" AFTER TRUNCATE ON "consultations" FOR EACH STATEMENT EXECUTE FUNCTION "people_rebuild"();
--> statement-breakpoint
CREATE TRIGGER "people_insert" AFTER INSERT ON "newsletter_subscribers" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "people_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "people_update" AFTER UPDATE ON "newsletter_subscribers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_after_change"();
--> statement-breakpoint
CREATE TRIGGER "people_delete" AFTER DELETE ON "newsletter_subscribers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_after_change"();
--> statement-breakpoint
CREATE TRIGGER "people_truncate" AFTER TRUNCATE ON "newsletter_subscribers" FOR EACH STATEMENT EXECUTE FUNCTION "people_rebuild"();
--> statement-breakpoint
CREATE TRIGGER "people_insert" AFTER INSERT ON "visitors" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "people_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "people_update" AFTER UPDATE ON "visitors" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_after_change"();
--> statement-breakpoint
CREATE TRIGGER "people_delete" AFTER DELETE ON "visitors" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_after_change"();
--> statement-breakpoint
CREATE TRIGGER "people_truncate" AFTER TRUNCATE ON "visitors" FOR EACH STATEMENT EXECUTE FUNCTION "people_rebuild"();
--> statement-breakpoint
-- Backfill: everyone already held.
INSERT INTO "people" ("email", "name", "name_at", "last_activity")
SELECT "email", (array_agg("name" ORDER BY "at" DESC) FILTER (WHERE "name" IS NOT NULL))[1],
  max("at") FILTER (WHERE "name" IS NOT NULL), max("at")
FROM "people_sources" WHERE "email" IS NOT NULL AND "email" NOT LIKE '%@erased.invalid'
GROUP BY "email";
