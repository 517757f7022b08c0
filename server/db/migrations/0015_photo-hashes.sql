CREATE TABLE "duplicate_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"copy_id" uuid NOT NULL,
	"original_id" uuid NOT NULL,
	"distance" smallint NOT NULL,
	"copy_photo_key" text NOT NULL,
	"original_photo_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_hash_bands" (
	"band" smallint NOT NULL,
	"value" integer NOT NULL,
	"property_id" uuid NOT NULL,
	"photo_key" text NOT NULL,
	"hash" bigint NOT NULL,
	CONSTRAINT "photo_hash_bands_pkey" PRIMARY KEY("band","value","hash","property_id","photo_key")
);
--> statement-breakpoint
CREATE TABLE "photo_hashes" (
	"property_id" uuid NOT NULL,
	"photo_key" text NOT NULL,
	"hash" bigint NOT NULL,
	CONSTRAINT "photo_hashes_property_id_photo_key_pk" PRIMARY KEY("property_id","photo_key")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hidden_as" text;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_copy_id_properties_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_original_id_properties_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hash_bands" ADD CONSTRAINT "photo_hash_bands_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "duplicate_pairs_key" ON "duplicate_pairs" USING btree ("copy_id","original_id");--> statement-breakpoint
CREATE INDEX "duplicate_pairs_newest_idx" ON "duplicate_pairs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "duplicate_pairs_original_idx" ON "duplicate_pairs" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "photo_hash_bands_property_idx" ON "photo_hash_bands" USING btree ("property_id");