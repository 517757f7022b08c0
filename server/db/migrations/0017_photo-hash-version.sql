ALTER TABLE "photo_hashes" ADD COLUMN "hash_version" smallint;--> statement-breakpoint
CREATE INDEX "photo_hashes_unmarked_idx" ON "photo_hashes" USING btree ("photo_key") WHERE hash_version is null;