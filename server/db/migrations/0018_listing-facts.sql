ALTER TABLE "properties" ADD COLUMN "posted_by" text DEFAULT 'agent' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "brokerage_months" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "brokerage_percent" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "maintenance" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "total_floors" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "possession" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "built_year" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parking_covered" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parking_open" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnishing" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "facing" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "oc_received" text;--> statement-breakpoint
-- The furnished amenity becomes the furnishing: a furnished home stays furnished; one not marked says nothing (decision 0081).
UPDATE "properties" SET "furnishing" = 'furnished' WHERE "furnished" = true;--> statement-breakpoint
-- A resale home is built: ready to move in. Under construction and the rest state no possession until their owner does.
UPDATE "properties" SET "possession" = 'ready' WHERE "ucresale" = 'resale';
