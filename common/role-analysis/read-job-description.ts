/**
 * Reads a job description: which taxonomy skills it requires and which it only
 * prefers, judged by section cues ("Requirements", "Nice to have", "Preferred qualifications")
 * and by cues inside a line ("… is a plus"); the years of experience, degree and seniority it
 * asks for. "About us" and benefits sections are ignored. A skill named in both a required and a
 * preferred context counts as required. Pure and deterministic.
 */
import { findSkillMentions } from '../skills/find-skill-mentions.ts';
import type { DegreeLevel, SeniorityLevel } from './role-analysis-schema.ts';
import { readDegreeLevel } from './read-degree-level.ts';
import { readSeniorityCue } from './read-seniority-cue.ts';

type Section = 'neutral' | 'required' | 'preferred' | 'ignored';

export interface JobSkill {
  skillId: string;
  importance: 'required' | 'preferred';
  /** The words the description used for it. */
  text: string;
}

export interface JobRequirements {
  skills: JobSkill[];
  years: number | null;
  degree: DegreeLevel | null;
  seniority: SeniorityLevel | null;
}

/** Heading lines at most this long (characters) may switch the section. */
const HEADING_MAX_CHARS = 70;
const PREFERRED_CUE =
  /nice[\s-]to[\s-]have|preferred|bonus|\bpluses\b|desir(?:ed|able)|good to have|extra credit|ideally|would be great|\ba plus\b/i;
const REQUIRED_CUE =
  /requirement|required|must[\s-]have|qualifications|what you(?:['’]ll)? need|what you bring|you have|you bring|who you are|about you|minimum|skills|experience|tech stack|our stack/i;
const IGNORED_CUE =
  /about (?:us|the company|the team|[A-Z]\w+$)|benefits|perks|what we offer|compensation|salary|equal opportunity|why join|our values|how to apply/i;
const NEUTRAL_CUE =
  /responsibilit|what you(?:['’]ll)? do|the role|day[\s-]to[\s-]day|your impact|you will|overview/i;
/** "3+ years", "5-7 years", "at least 4 years" (only with the word "experience" nearby). */
const DEGREE_WORD = /degree|bachelor|master|ph\.?d|b\.?sc|m\.?sc|\bBS\b|\bMS\b/i;
const YEARS = /(\d{1,2})\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?\+?\s*years?/gi;

function stripBullet(line: string): string {
  return line.replace(/^[\s•*\-–#>]+/, '').trim();
}

function headingSection(text: string): Section | null {
  const body = text.replace(/[:：]\s*$/, '').trim();
  if (body.length === 0 || body.length > HEADING_MAX_CHARS) return null;
  // Without a colon, only a short line naming no skill ("Requirements", "Nice to have").
  const looksLikeHeading =
    /[:：]\s*$/.test(text) || (!/[.,;]/.test(body) && findSkillMentions(body).length === 0);
  if (!looksLikeHeading) return null;
  if (IGNORED_CUE.test(body)) return 'ignored';
  if (PREFERRED_CUE.test(body)) return 'preferred';
  if (REQUIRED_CUE.test(body)) return 'required';
  if (NEUTRAL_CUE.test(body)) return 'neutral';
  return null;
}

export function readJobDescription(title: string, description: string): JobRequirements {
  const found = new Map<string, JobSkill>();
  const add = (skillId: string, importance: JobSkill['importance'], text: string) => {
    const known = found.get(skillId);
    if (!known) found.set(skillId, { skillId, importance, text });
    else if (known.importance === 'preferred' && importance === 'required') {
      found.set(skillId, { skillId, importance, text });
    }
  };
  for (const mention of findSkillMentions(title)) add(mention.skillId, 'required', mention.text);

  let section: Section = 'neutral';
  let years: number | null = null;
  const degrees: { level: DegreeLevel; preferred: boolean }[] = [];
  const readFacts = (content: string, preferred: boolean) => {
    if (/experience|background|industry|professional/i.test(content) && !preferred) {
      for (const match of content.matchAll(YEARS)) {
        const value = Number(match[1]);
        if (value > 0 && value <= 30) years = Math.max(years ?? 0, value);
      }
    }
    const degree = readDegreeLevel(content);
    if (degree !== 'none' && DEGREE_WORD.test(content)) degrees.push({ level: degree, preferred });
  };
  for (const raw of description.split(/\r?\n/)) {
    const text = stripBullet(raw);
    if (!text) continue;
    const heading = headingSection(text);
    if (heading) {
      section = heading;
      // "5+ years of experience" reads like a short heading and still states a fact.
      if (heading !== 'ignored') readFacts(text, heading === 'preferred');
      continue;
    }
    // "Nice to have: Kafka, Flink" — a heading with its list on the same line.
    const inline = /^([^:：]{2,40})[:：]\s*(.+)$/.exec(text);
    const inlineSection = inline?.[1] ? headingSection(`${inline[1]}:`) : null;
    if (inline?.[2] && inlineSection) {
      if (inlineSection === 'ignored') continue;
      const preferred = inlineSection === 'preferred' || PREFERRED_CUE.test(inline[2]);
      for (const mention of findSkillMentions(inline[2])) {
        add(mention.skillId, preferred ? 'preferred' : 'required', mention.text);
      }
      readFacts(inline[2], preferred);
      continue;
    }
    if (section === 'ignored') continue;
    const preferred = section === 'preferred' || PREFERRED_CUE.test(text);
    for (const mention of findSkillMentions(text)) {
      add(mention.skillId, preferred ? 'preferred' : 'required', mention.text);
    }
    readFacts(text, preferred);
  }
  const required = degrees.filter((d) => !d.preferred).map((d) => d.level);
  const order = ['none', 'bachelors', 'masters', 'phd'] as const;
  const degree = required.length
    ? (required.sort((a, b) => order.indexOf(a) - order.indexOf(b))[0] ?? null)
    : null;
  const seniority = readSeniorityCue(title) ?? seniorityFromYears(years);
  return { skills: [...found.values()], years, degree, seniority };
}

export function seniorityFromYears(years: number | null): SeniorityLevel | null {
  if (years === null) return null;
  if (years >= 8) return 'staff';
  if (years >= 5) return 'senior';
  if (years >= 2) return 'mid';
  return 'junior';
}
