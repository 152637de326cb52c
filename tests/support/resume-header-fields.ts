/**
 * A resume's one-value fields (name, contacts, place, role, links, summary), beside its lists of
 * jobs, schools and skills. Parse accuracy (scripts/bench/bench-resumes.mjs) and the export round trip
 * (tests/api/resume-export-roundtrip.test.ts) score each of them, so both count the same fields.
 */
export const RESUME_HEADER_FIELDS = [
  'learner_name',
  'learner_email',
  'learner_phone',
  'city',
  'country',
  'role',
  'learner_github',
  'learner_linkedin',
  'summary',
] as const;
