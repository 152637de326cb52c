-- Résumé uploads take an Idempotency-Key (the sync engine's outbox row id, docs/api.md): kept
-- with the résumé it made, unique per owner, so an upload sent again after a lost answer returns
-- that résumé instead of making a second. NULLs are distinct: uploads without a key are unaffected.
ALTER TABLE "resumes" ADD COLUMN "upload_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_user_upload_key_idx" ON "resumes" USING btree ("user_id","upload_key");