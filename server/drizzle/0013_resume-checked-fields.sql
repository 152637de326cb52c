-- Issue 25 "Check N fields": the parsed fields the learner confirmed or fixed, as keys joined by
-- spaces (a resume field name, or "<item id>.<field>"); written through the sync engine like the
-- resume's other fields. Existing resumes start with nothing checked.
ALTER TABLE "resumes" ADD COLUMN "checked_fields" text DEFAULT '' NOT NULL;