ALTER TABLE "course_modules" ADD COLUMN "source" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_modules" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "source" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "content_hash" text;--> statement-breakpoint
-- Hand-written backfill (not generated): rows seeded before this migration came from the built-in
-- curriculum, which never set created_by and uses slug ids (authored rows have UUIDs), so the
-- content files own them from now on and corrections to the files reach them.
UPDATE "course_modules" SET "source" = 'content' WHERE "created_by" IS NULL AND "id" !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
UPDATE "lessons" SET "source" = 'content' WHERE "created_by" IS NULL AND "id" !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
