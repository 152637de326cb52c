-- Issue 25: how far the parse job is while it reads a scanned résumé with OCR (0–1), shown in
-- the résumé list; null otherwise.
ALTER TABLE "resumes" ADD COLUMN "parse_progress" real;