-- A counter that every change to the listings moves on, in the same transaction: the API's page cache
-- (server/services/listing-cache.ts) reads it per request and serves a cached page only for the same count,
-- which holds across every process sharing the database.
CREATE TABLE "listing_changes" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "listing_changes" ("id", "version") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION "bump_listing_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "listing_changes" SET "version" = "version" + 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_changes"();
