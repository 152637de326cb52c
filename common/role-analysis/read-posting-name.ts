/**
 * The position and the employer a posting names, for prose addressed to it ("the Data Engineer
 * role at Northwind Logistics"): the employer given on its own (a tracked job's company field),
 * or the part of the title after "—", "–", "|", "@" or " at " ("Data Engineer (Mid-level) —
 * Northwind Logistics"), unless that part is a place, a level or a contract type ("Remote",
 * "Senior", "Contract"); failing that, a plain statement of the description ("About Northwind",
 * "At Northwind, we …", "Join Northwind", "Northwind is hiring"). No employer found: null (the
 * prose then says "your team"). The position loses its parentheses ("(Mid-level)", "(m/f/d)").
 * Pure; never guesses beyond these patterns.
 */
import type { RoleInput } from './role-analysis-schema.ts';

export interface PostingName {
  position: string;
  company: string | null;
}

const TITLE_SPLIT = /\s+(?:—|–|-|\||@|at)\s+|\s*[—–|@]\s*/;
/** Title tails that are not an employer. */
const NOT_EMPLOYER =
  /^(?:remote|hybrid|on[\s-]?site|in[\s-]office|full[\s-]?time|part[\s-]?time|contract|contractor|permanent|temporary|temp|freelance|fixed[\s-]term|internship|intern|graduate|entry[\s-]level|junior|jr\.?|mid(?:[\s-]level)?|senior|sr\.?|lead|staff|principal|head|manager|europe|emea|apac|americas|worldwide|anywhere|united states|united kingdom|usa|uk|eu|us)\b/i;
/** A proper name: up to four capitalised words ("Northwind Logistics", "Acme & Co."). */
const NAME = String.raw`[A-Z][\w&'’.-]*(?:\s+(?:&\s+)?[A-Z][\w&'’.-]*){0,3}`;
const NAME_STOPWORDS =
  /^(?:we|our|the|this|that|you|your|us|about|join|at|a|an|in|it|its|role|team|job|position|company|requirements|responsibilities|benefits|overview|who|what|why|how)$/i;
const DESCRIPTION_PATTERNS = [
  new RegExp(String.raw`^\s*[Aa]bout\s+(${NAME})\s*:?\s*$`, 'm'),
  new RegExp(String.raw`(?:^|[.!?]\s+|\n)\s*At\s+(${NAME}),\s+(?:we|our)\b`),
  new RegExp(String.raw`(?:^|[.!?]\s+|\n)\s*Join\s+(${NAME})(?=[\s,.!:;]|$)`),
  new RegExp(
    String.raw`(?:^|[.!?]\s+|\n)\s*(${NAME})\s+(?:is|are)\s+(?:hiring|looking for|seeking|growing)\b`,
  ),
];

function clean(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[\s,.;:!]+$/, '')
    .trim();
}

function isEmployer(name: string): boolean {
  const first = name.split(' ')[0] ?? '';
  return (
    name.length >= 2 &&
    name.length <= 60 &&
    !/\d/.test(name) &&
    !NOT_EMPLOYER.test(name) &&
    !NAME_STOPWORDS.test(first)
  );
}

function companyFromDescription(description: string): string | null {
  for (const pattern of DESCRIPTION_PATTERNS) {
    const name = clean(pattern.exec(description)?.[1] ?? '');
    if (name && isEmployer(name)) return name;
  }
  return null;
}

export function readPostingName(role: RoleInput): PostingName {
  const title = clean(role.title);
  const parts = title.split(TITLE_SPLIT).map(clean);
  let position = parts[0] || title;
  let company = clean(role.company ?? '') || null;
  // "Data Engineer — Northwind — Remote": the first part after the position that is an employer.
  company ??= parts.slice(1).find(isEmployer) ?? null;
  position = clean(position.replace(/\s*\([^)]*\)/g, '')) || title;
  company ??= companyFromDescription(role.description);
  return { position, company };
}
