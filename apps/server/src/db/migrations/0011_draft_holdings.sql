-- Quote live only on systems published on a contest (decisions.md "Cancelling and withdrawing systems").
-- Quote assigned to a draft (a system on no contest, BOZZA or cancelled with its structure) were never sold and
-- would never be played: every such holding leaves, each with its activity-log entry (actor NULL: the system), and
-- the drafts' assigned counters go back to 0 (quotes_available is derived from them).
INSERT INTO "audit_log" ("actor", "action", "entity_type", "entity_id", "outcome", "before", "after")
SELECT NULL, 'quote_draft_removed', 'system', s."id"::text, 'ok',
       jsonb_build_object('assignments', jsonb_build_object(coalesce(u."ivr_code", q."user_id"::text), q."quantity")),
       jsonb_build_object('assignments', jsonb_build_object(coalesce(u."ivr_code", q."user_id"::text), 0))
  FROM "system_quotes" q
  JOIN "systems" s ON s."id" = q."system_id"
  LEFT JOIN "users" u ON u."id" = q."user_id"
 WHERE s."contest_id" IS NULL AND s."status" IN ('BOZZA', 'CANCELLATA')
 ORDER BY s."id", q."user_id";--> statement-breakpoint
DELETE FROM "system_quotes" q
 USING "systems" s
 WHERE s."id" = q."system_id" AND s."contest_id" IS NULL AND s."status" IN ('BOZZA', 'CANCELLATA');--> statement-breakpoint
UPDATE "systems"
   SET "quotes_assigned" = 0, "version" = "version" + 1, "updated_at" = now()
 WHERE "contest_id" IS NULL AND "status" IN ('BOZZA', 'CANCELLATA') AND "quotes_assigned" <> 0;
