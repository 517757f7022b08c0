CREATE TABLE "listing_view_totals" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_view_totals" ADD CONSTRAINT "listing_view_totals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;