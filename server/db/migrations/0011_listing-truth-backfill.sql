-- Hand-written (drizzle-kit generate --custom): every listing made before price history was kept gets one point, its current price at its creation date.
INSERT INTO "price_history" ("property_id", "price", "old_price", "changed_at")
SELECT "id", "price", NULL, "created_at" FROM "properties"
WHERE NOT EXISTS (SELECT 1 FROM "price_history" h WHERE h."property_id" = "properties"."id");
--> statement-breakpoint
-- The catalogue's summaries gained the last price drop: every device reads the whole catalogue again at its next sync.
UPDATE "listing_changes" SET "version" = "version" + 1, "reset_version" = "version" + 1;
