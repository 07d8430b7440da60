-- An outlet proposes a Totocalcio system on a contest with a note; Totocalcio has no structures, so
-- its proposals carry no structure_id (and the numerical games' proposals still always do).
ALTER TABLE "proposals" ALTER COLUMN "structure_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_structure_ck" CHECK (("proposals"."game" = 'totocalcio') = ("proposals"."structure_id" is null));