-- The catalogue (GET /api/property/catalogue, decision 0019) is synced by difference: each listing row carries the
-- listing_changes version of its last change, and each deleted listing leaves its id and the version it went at.
-- The counter now moves BEFORE a statement touches the table: its row lock is then held from the first row stamped
-- to the commit, so versions are handed out in commit order and a reader that saw version V has seen every change
-- stamped V or lower. The page cache (migration 0002) only needs the count to move, which it still does once a statement.
ALTER TABLE "listing_changes" ADD COLUMN "reset_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "change_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_change_version_idx" ON "properties" ("change_version");--> statement-breakpoint
CREATE TABLE "listing_removals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "listing_removals_version_idx" ON "listing_removals" ("version");--> statement-breakpoint
DROP TRIGGER "properties_changed" ON "properties";--> statement-breakpoint
CREATE TRIGGER "properties_changing" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_changes"();--> statement-breakpoint
CREATE FUNCTION "stamp_listing_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."change_version" := (SELECT "version" FROM "listing_changes");
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_stamp" BEFORE INSERT OR UPDATE ON "properties" FOR EACH ROW EXECUTE FUNCTION "stamp_listing_version"();--> statement-breakpoint
CREATE FUNCTION "record_listing_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "listing_removals" ("id", "version") VALUES (OLD."id", (SELECT "version" FROM "listing_changes"))
	ON CONFLICT ("id") DO UPDATE SET "version" = EXCLUDED."version";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_removed" AFTER DELETE ON "properties" FOR EACH ROW EXECUTE FUNCTION "record_listing_removal"();--> statement-breakpoint
-- TRUNCATE fires no row triggers: every catalogue older than it must start again from nothing.
CREATE FUNCTION "mark_listing_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "listing_changes" SET "reset_version" = "version";
	DELETE FROM "listing_removals";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_truncated" AFTER TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION "mark_listing_reset"();
