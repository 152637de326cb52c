-- Issue 24 §4: résumé dates keep the precision the résumé gave ("YYYY", "YYYY-MM", "YYYY-MM-DD").
-- Before, the parser and the JSON Resume import padded every date to a day ("Mar 2021" was
-- stored as 2021-03-01, "2021" as 2021-01-01). Dates nobody edited (no field_versions entry)
-- get back the precision they were read with: the day is dropped, and a January whose source
-- text names no month ("2015 – 2019") becomes the year alone. Dates a person picked in the
-- editor are left as they are: that day was chosen. Column types are unchanged (text).
UPDATE "resume_employment" SET "start_date" = CASE
    WHEN "start_date" ~ '^\d{4}-01-01$' AND coalesce("parse_meta" -> 'start_date' ->> 'source', '') <> ''
      AND NOT ("parse_meta" -> 'start_date' ->> 'source') ~* '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d{1,2}[/.]\d{4}|\d{4}[-/]\d{2}(?!\d)'
      THEN left("start_date", 4)
    ELSE left("start_date", 7) END
  WHERE "start_date" ~ '^\d{4}-\d{2}-01$' AND NOT ("field_versions" ? 'start_date');
--> statement-breakpoint
UPDATE "resume_employment" SET "end_date" = CASE
    WHEN "end_date" ~ '^\d{4}-01-01$' AND coalesce("parse_meta" -> 'end_date' ->> 'source', '') <> ''
      AND NOT ("parse_meta" -> 'end_date' ->> 'source') ~* '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d{1,2}[/.]\d{4}|\d{4}[-/]\d{2}(?!\d)'
      THEN left("end_date", 4)
    ELSE left("end_date", 7) END
  WHERE "end_date" ~ '^\d{4}-\d{2}-01$' AND NOT ("field_versions" ? 'end_date');
--> statement-breakpoint
UPDATE "resume_education" SET "start_date" = CASE
    WHEN "start_date" ~ '^\d{4}-01-01$' AND coalesce("parse_meta" -> 'start_date' ->> 'source', '') <> ''
      AND NOT ("parse_meta" -> 'start_date' ->> 'source') ~* '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d{1,2}[/.]\d{4}|\d{4}[-/]\d{2}(?!\d)'
      THEN left("start_date", 4)
    ELSE left("start_date", 7) END
  WHERE "start_date" ~ '^\d{4}-\d{2}-01$' AND NOT ("field_versions" ? 'start_date');
--> statement-breakpoint
UPDATE "resume_education" SET "end_date" = CASE
    WHEN "end_date" ~ '^\d{4}-01-01$' AND coalesce("parse_meta" -> 'end_date' ->> 'source', '') <> ''
      AND NOT ("parse_meta" -> 'end_date' ->> 'source') ~* '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d{1,2}[/.]\d{4}|\d{4}[-/]\d{2}(?!\d)'
      THEN left("end_date", 4)
    ELSE left("end_date", 7) END
  WHERE "end_date" ~ '^\d{4}-\d{2}-01$' AND NOT ("field_versions" ? 'end_date');
