/**
 * Field-level scoring of a parsed résumé against its truth, shared by the bench (fixtures and the
 * held-out corpus) and local measurements on real samples. A field absent from the truth is not
 * scored (the résumé does not show it). Jobs and schools are compared in order; skills as a set
 * of names (a sidebar and a list give the same skills in different orders), with the level of
 * each found skill when the truth has one. Profile links compare without scheme and "www.".
 */
import { tsImport } from 'tsx/esm/api';

const norm = (value) =>
  String(value ?? '')
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim();
const link = (value) =>
  norm(value)
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');

// The one list of a résumé's one-value fields, shared with the export round-trip test.
const { RESUME_HEADER_FIELDS: HEADER_FIELDS } = await tsImport(
  '../../../tests/support/resume-header-fields.ts',
  import.meta.url,
);
const LISTS = [
  [
    'employment_history',
    ['company_name', 'title', 'start_date', 'end_date', 'location', 'description'],
  ],
  ['education_history', ['school_name', 'degree', 'field_of_study', 'start_date', 'end_date']],
];

/** Adds the résumé's right/total per field to `tally` (Map field → {right,total}). */
export function scoreParsedResume(tally, expected, parsed, label, onMiss) {
  const add = (field, ok, want, got) => {
    const entry = tally.get(field) ?? { right: 0, total: 0 };
    entry.total += 1;
    if (ok) entry.right += 1;
    else
      onMiss?.(`${label} ${field}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
    tally.set(field, entry);
  };
  for (const field of HEADER_FIELDS) {
    if (!(field in expected)) continue;
    const same = field.endsWith('github') || field.endsWith('linkedin') ? link : norm;
    add(field, same(expected[field]) === same(parsed[field]), expected[field], parsed[field]);
  }
  for (const [list, fields] of LISTS) {
    const want = expected[list] ?? [];
    want.forEach((item, i) => {
      for (const field of fields) {
        if (!(field in item)) continue;
        const got = parsed[list][i]?.[field];
        add(`${list}.${field}`, norm(item[field]) === norm(got), item[field], got);
      }
    });
    for (let i = want.length; i < parsed[list].length; i += 1)
      add(`${list}.extra_items`, false, 'none', parsed[list][i]);
  }
  const found = new Map(parsed.skills.map((s) => [norm(s.skill_name).toLowerCase(), s]));
  // The real samples' truth lists skills as plain names.
  const wantSkills = (expected.skills ?? []).map((s) =>
    typeof s === 'string' ? { skill_name: s } : s,
  );
  for (const skill of wantSkills) {
    const hit = found.get(norm(skill.skill_name).toLowerCase());
    add('skills.skill_name', Boolean(hit), skill.skill_name, hit?.skill_name);
    if ('skill_level' in skill && skill.skill_level)
      add(
        'skills.skill_level',
        hit?.skill_level === skill.skill_level,
        skill.skill_level,
        hit?.skill_level,
      );
  }
  const wanted = new Set(wantSkills.map((s) => norm(s.skill_name).toLowerCase()));
  for (const name of found.keys())
    if (!wanted.has(name)) add('skills.extra_items', false, 'none', name);
}

/** Prints the tally per field and overall; returns the overall share in %. */
export function printTally(tally, title) {
  let right = 0;
  let total = 0;
  console.log(title);
  for (const [field, entry] of [...tally].sort(([a], [b]) => a.localeCompare(b))) {
    right += entry.right;
    total += entry.total;
    console.log(
      `  ${field.padEnd(34)} ${((100 * entry.right) / entry.total).toFixed(1).padStart(5)} %  (${entry.right}/${entry.total})`,
    );
  }
  const overall = (100 * right) / total;
  console.log(
    `  ${'overall'.padEnd(34)} ${overall.toFixed(1).padStart(5)} %  (${right}/${total})  budget ≥ 90 %`,
  );
  return overall;
}
