-- Accounts and bookings are listed in pages, newest first, as listings are (decision 0045): their creation
-- times are kept to the millisecond as listings' are (0001), since a page's cursor holds milliseconds, and
-- rows made within one millisecond stay apart by id. The indexes serve the newest-first pages.
ALTER TABLE "users" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "users_newest_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_newest_idx" ON "bookings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
