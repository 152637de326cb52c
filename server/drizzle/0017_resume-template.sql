-- Issue 31: the export template and paper are kept with the résumé and synced like its other
-- fields; a share link with no template of its own follows the résumé's.
ALTER TABLE "resume_shares" ALTER COLUMN "template" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_shares" ALTER COLUMN "paper" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "template" text DEFAULT 'classic' NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "paper" text DEFAULT 'A4' NOT NULL;