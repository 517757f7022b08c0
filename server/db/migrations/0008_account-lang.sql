-- The language of an account: its e-mails and notifications, and the devices it signs in on, follow it.
ALTER TABLE "users" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;