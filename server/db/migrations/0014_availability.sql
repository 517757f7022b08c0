ALTER TABLE "properties" ADD COLUMN "availability" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "availability_changed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listed_since" timestamp (3) with time zone;