-- pg_trgm ships with PostgreSQL (contrib) and with PGlite; it is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
CREATE INDEX "properties_facets_idx" ON "properties" USING btree ("station","type","price","ucresale","furnished","parking","gym","swimming","security","ac","wifi");--> statement-breakpoint
CREATE INDEX "properties_name_trgm_idx" ON "properties" USING gin (lower("property_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_location_trgm_idx" ON "properties" USING gin (lower("location") gin_trgm_ops);