ALTER TABLE "outbox" ADD COLUMN "link_secrets" jsonb;--> statement-breakpoint
-- Mail delivered (or given up on) before link secrets were kept apart loses its live tokens now;
-- mail still pending is delivered as it was and redacted by the worker on delivery.
UPDATE "outbox" SET
  "text" = regexp_replace("text", '((?:[?&]|&amp;)token=)[^\s&"''<>#)\]⟦]+', '\1⟦removed⟧', 'g'),
  "html" = regexp_replace("html", '((?:[?&]|&amp;)token=)[^\s&"''<>#)\]⟦]+', '\1⟦removed⟧', 'g'),
  "headers" = regexp_replace("headers"::text, '((?:[?&]|&amp;)token=)[^\s&"''<>#)\]⟦]+', '\1⟦removed⟧', 'g')::jsonb
WHERE "status" <> 'pending';
