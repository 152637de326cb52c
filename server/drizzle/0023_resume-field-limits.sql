-- Issue 27 §3: the résumé's limits are defined once (common/resume/resume-fields-schema.ts:
-- 500 characters for a one-line field, 20,000 for a summary or description, 20 for a date, at
-- most 100 jobs, 50 schools, 200 skills, 50 projects, 50 certifications) and the share page and
-- the export refuse more. Uploads parsed before the parse was fitted into the limits
-- (common/resume/parse/fit-parsed-resume.ts) could hold longer values: they are cut here as the
-- fitting cuts them, so every stored résumé opens, exports and shares, and no row makes this
-- migration fail. Lengths are the schemas' (UTF-16 units: a character outside the Basic
-- Multilingual Plane counts two); a value is cut to at most its limit, never inside a character,
-- without trailing space. A cut value's confidence becomes at most 0.5 and its source keeps the
-- whole text (parse_meta), so "Check N fields" lists it and nothing read is lost; a "date" longer
-- than any date is emptied (confidence 0). Items past the most a résumé holds (by position) are
-- deleted. A changed row gets a new version, so a device's older copy does not bring the old
-- value back. Column types are unchanged (text); the helper functions are dropped at the end.
CREATE FUNCTION "nyra_0023_utf16_length"(value text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT char_length(value) + char_length(regexp_replace(value, '[^\U00010000-\U0010FFFF]', '', 'g'))
$$;
--> statement-breakpoint
CREATE FUNCTION "nyra_0023_fit"(value text, max_units integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "nyra_0023_utf16_length"(value) <= max_units THEN value
    ELSE rtrim(left(value, max_units
      - ("nyra_0023_utf16_length"(left(value, max_units)) - char_length(left(value, max_units)))))
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "nyra_0023_cut_meta"(meta jsonb, field text, value text, max_units integer)
  RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "nyra_0023_utf16_length"(value) <= max_units THEN '{}'::jsonb
    ELSE jsonb_build_object(field, jsonb_build_object(
      'source', coalesce(meta -> field ->> 'source', value),
      'confidence', least(coalesce((meta -> field ->> 'confidence')::float8, 1), 0.5)))
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "nyra_0023_cut_date_meta"(meta jsonb, field text, value text)
  RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN char_length(value) <= 20 THEN '{}'::jsonb
    ELSE jsonb_build_object(field, jsonb_build_object(
      'source', coalesce(meta -> field ->> 'source', value), 'confidence', 0))
  END
$$;
--> statement-breakpoint
UPDATE "resumes" SET
  "resume_name" = "nyra_0023_fit"("resume_name", 500),
  "learner_name" = "nyra_0023_fit"("learner_name", 500),
  "learner_email" = "nyra_0023_fit"("learner_email", 500),
  "learner_phone" = "nyra_0023_fit"("learner_phone", 500),
  "city" = "nyra_0023_fit"("city", 500),
  "country" = "nyra_0023_fit"("country", 500),
  "role" = "nyra_0023_fit"("role", 500),
  "learner_github" = "nyra_0023_fit"("learner_github", 500),
  "learner_linkedin" = "nyra_0023_fit"("learner_linkedin", 500),
  "summary" = "nyra_0023_fit"("summary", 20000),
  "parse_meta" = "parse_meta"
    || "nyra_0023_cut_meta"("parse_meta", 'resume_name', "resume_name", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'learner_name', "learner_name", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'learner_email', "learner_email", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'learner_phone', "learner_phone", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'city', "city", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'country', "country", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'role', "role", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'learner_github', "learner_github", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'learner_linkedin', "learner_linkedin", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'summary', "summary", 20000),
  "version" = "version" + 1,
  "updated_at" = now()
WHERE "nyra_0023_utf16_length"("resume_name") > 500
  OR "nyra_0023_utf16_length"("learner_name") > 500
  OR "nyra_0023_utf16_length"("learner_email") > 500
  OR "nyra_0023_utf16_length"("learner_phone") > 500
  OR "nyra_0023_utf16_length"("city") > 500
  OR "nyra_0023_utf16_length"("country") > 500
  OR "nyra_0023_utf16_length"("role") > 500
  OR "nyra_0023_utf16_length"("learner_github") > 500
  OR "nyra_0023_utf16_length"("learner_linkedin") > 500
  OR "nyra_0023_utf16_length"("summary") > 20000;
--> statement-breakpoint
UPDATE "resume_employment" SET
  "company_name" = "nyra_0023_fit"("company_name", 500),
  "title" = "nyra_0023_fit"("title", 500),
  "location" = "nyra_0023_fit"("location", 500),
  "description" = "nyra_0023_fit"("description", 20000),
  "start_date" = CASE WHEN char_length("start_date") > 20 THEN '' ELSE "start_date" END,
  "end_date" = CASE WHEN char_length("end_date") > 20 THEN '' ELSE "end_date" END,
  "parse_meta" = "parse_meta"
    || "nyra_0023_cut_meta"("parse_meta", 'company_name', "company_name", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'title', "title", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'location', "location", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'description', "description", 20000)
    || "nyra_0023_cut_date_meta"("parse_meta", 'start_date', "start_date")
    || "nyra_0023_cut_date_meta"("parse_meta", 'end_date', "end_date"),
  "version" = "version" + 1,
  "updated_at" = now()
WHERE "nyra_0023_utf16_length"("company_name") > 500
  OR "nyra_0023_utf16_length"("title") > 500
  OR "nyra_0023_utf16_length"("location") > 500
  OR "nyra_0023_utf16_length"("description") > 20000
  OR char_length("start_date") > 20
  OR char_length("end_date") > 20;
--> statement-breakpoint
UPDATE "resume_education" SET
  "school_name" = "nyra_0023_fit"("school_name", 500),
  "degree" = "nyra_0023_fit"("degree", 500),
  "field_of_study" = "nyra_0023_fit"("field_of_study", 500),
  "description" = "nyra_0023_fit"("description", 20000),
  "start_date" = CASE WHEN char_length("start_date") > 20 THEN '' ELSE "start_date" END,
  "end_date" = CASE WHEN char_length("end_date") > 20 THEN '' ELSE "end_date" END,
  "parse_meta" = "parse_meta"
    || "nyra_0023_cut_meta"("parse_meta", 'school_name', "school_name", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'degree', "degree", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'field_of_study', "field_of_study", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'description', "description", 20000)
    || "nyra_0023_cut_date_meta"("parse_meta", 'start_date', "start_date")
    || "nyra_0023_cut_date_meta"("parse_meta", 'end_date', "end_date"),
  "version" = "version" + 1,
  "updated_at" = now()
WHERE "nyra_0023_utf16_length"("school_name") > 500
  OR "nyra_0023_utf16_length"("degree") > 500
  OR "nyra_0023_utf16_length"("field_of_study") > 500
  OR "nyra_0023_utf16_length"("description") > 20000
  OR char_length("start_date") > 20
  OR char_length("end_date") > 20;
--> statement-breakpoint
UPDATE "resume_skills" SET
  "skill_name" = "nyra_0023_fit"("skill_name", 500),
  "skill_description" = "nyra_0023_fit"("skill_description", 20000),
  "parse_meta" = "parse_meta"
    || "nyra_0023_cut_meta"("parse_meta", 'skill_name', "skill_name", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'skill_description', "skill_description", 20000),
  "version" = "version" + 1,
  "updated_at" = now()
WHERE "nyra_0023_utf16_length"("skill_name") > 500
  OR "nyra_0023_utf16_length"("skill_description") > 20000;
--> statement-breakpoint
UPDATE "resume_projects" SET
  "project_name" = "nyra_0023_fit"("project_name", 500),
  "url" = "nyra_0023_fit"("url", 500),
  "keywords" = "nyra_0023_fit"("keywords", 500),
  "description" = "nyra_0023_fit"("description", 20000),
  "start_date" = CASE WHEN char_length("start_date") > 20 THEN '' ELSE "start_date" END,
  "end_date" = CASE WHEN char_length("end_date") > 20 THEN '' ELSE "end_date" END,
  "parse_meta" = "parse_meta"
    || "nyra_0023_cut_meta"("parse_meta", 'project_name', "project_name", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'url', "url", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'keywords', "keywords", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'description', "description", 20000)
    || "nyra_0023_cut_date_meta"("parse_meta", 'start_date', "start_date")
    || "nyra_0023_cut_date_meta"("parse_meta", 'end_date', "end_date"),
  "version" = "version" + 1,
  "updated_at" = now()
WHERE "nyra_0023_utf16_length"("project_name") > 500
  OR "nyra_0023_utf16_length"("url") > 500
  OR "nyra_0023_utf16_length"("keywords") > 500
  OR "nyra_0023_utf16_length"("description") > 20000
  OR char_length("start_date") > 20
  OR char_length("end_date") > 20;
--> statement-breakpoint
UPDATE "resume_certifications" SET
  "certification_name" = "nyra_0023_fit"("certification_name", 500),
  "issuer" = "nyra_0023_fit"("issuer", 500),
  "url" = "nyra_0023_fit"("url", 500),
  "credential_id" = "nyra_0023_fit"("credential_id", 500),
  "issue_date" = CASE WHEN char_length("issue_date") > 20 THEN '' ELSE "issue_date" END,
  "parse_meta" = "parse_meta"
    || "nyra_0023_cut_meta"("parse_meta", 'certification_name', "certification_name", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'issuer', "issuer", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'url', "url", 500)
    || "nyra_0023_cut_meta"("parse_meta", 'credential_id', "credential_id", 500)
    || "nyra_0023_cut_date_meta"("parse_meta", 'issue_date', "issue_date"),
  "version" = "version" + 1,
  "updated_at" = now()
WHERE "nyra_0023_utf16_length"("certification_name") > 500
  OR "nyra_0023_utf16_length"("issuer") > 500
  OR "nyra_0023_utf16_length"("url") > 500
  OR "nyra_0023_utf16_length"("credential_id") > 500
  OR char_length("issue_date") > 20;
--> statement-breakpoint
DELETE FROM "resume_employment" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "resume_id" ORDER BY "position", "id") AS "n"
    FROM "resume_employment"
  ) AS "ranked" WHERE "n" > 100
);
--> statement-breakpoint
DELETE FROM "resume_education" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "resume_id" ORDER BY "position", "id") AS "n"
    FROM "resume_education"
  ) AS "ranked" WHERE "n" > 50
);
--> statement-breakpoint
DELETE FROM "resume_skills" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "resume_id" ORDER BY "position", "id") AS "n"
    FROM "resume_skills"
  ) AS "ranked" WHERE "n" > 200
);
--> statement-breakpoint
DELETE FROM "resume_projects" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "resume_id" ORDER BY "position", "id") AS "n"
    FROM "resume_projects"
  ) AS "ranked" WHERE "n" > 50
);
--> statement-breakpoint
DELETE FROM "resume_certifications" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "resume_id" ORDER BY "position", "id") AS "n"
    FROM "resume_certifications"
  ) AS "ranked" WHERE "n" > 50
);
--> statement-breakpoint
DROP FUNCTION "nyra_0023_cut_date_meta"(jsonb, text, text);
--> statement-breakpoint
DROP FUNCTION "nyra_0023_cut_meta"(jsonb, text, text, integer);
--> statement-breakpoint
DROP FUNCTION "nyra_0023_fit"(text, integer);
--> statement-breakpoint
DROP FUNCTION "nyra_0023_utf16_length"(text);
