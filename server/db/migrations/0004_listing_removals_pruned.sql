-- Removal rows (migration 0003) are pruned after a month (server/services/catalogue.ts, pruneRemovals): each keeps
-- when it was written. A listing id deleted again (re-created with the same id) starts its month again.
ALTER TABLE "listing_removals" ADD COLUMN "removed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "record_listing_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "listing_removals" ("id", "version", "removed_at") VALUES (OLD."id", (SELECT "version" FROM "listing_changes"), now())
	ON CONFLICT ("id") DO UPDATE SET "version" = EXCLUDED."version", "removed_at" = EXCLUDED."removed_at";
	RETURN NULL;
END
$$;
