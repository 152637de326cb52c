/**
 * Reads a job description: which taxonomy skills it requires and which it only
 * prefers, judged by section cues ("Requirements", "Nice to have", "Preferred qualifications")
 * and by cues inside a line ("… is a plus"); the years of experience, degree and seniority it
 * asks for. "About us" and benefits sections are ignored. A skill named in both a required and a
 * preferred context counts as required. Pure and deterministic.
 */
import { findSkillMentions } from '../skills/find-skill-mentions.ts';
import { groupAlternativeSkills } from './group-alternative-skills.ts';
import type { DegreeLevel, SeniorityLevel } from './role-analysis-schema.ts';
import { readAskedDegree } from './read-asked-degree.ts';
import { readSeniorityCue } from './read-seniority-cue.ts';

type Section = 'neutral' | 'required' | 'preferred' | 'ignored';

export interface JobSkill {
  skillId: string;
  importance: 'required' | 'preferred';
  /** The words the description used for it. */
  text: string;
  /**
   * Set when the description offers a choice ("Snowflake, BigQuery or Redshift"): every skill
   * of the choice, this one first; any of them meets the requirement.
   */
  alternatives?: string[];
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
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const YEARS =
  /(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?\+?\s*(?:years?|yrs?)\b(?!\s+(?:old|ago))/gi;
/** "3+ years building pipelines", "at least five years in analytics": years of work asked. */
const YEARS_OF_WORK =
  /^\s*(?:of\b|in\b|with\b|as\b|doing\b|building\b|working\b|writing\b|hands[\s-]on\b|professional\b|industry\b|relevant\b|commercial\b|production\b)/i;
const YEARS_CUE_BEFORE = /(?:at least|minimum(?: of)?|min\.?|over|more than|\bor more)\s*$/i;

/** "we'll train you", "you will also learn", "no prior Python is needed", "not required". */
const NOT_ASKED_CUE =
  /\b(?:you will|you['’]ll|we will|we['’]ll)\s+(?:also\s+)?(?:learn|train you|teach you)|\bno (?:prior |previous )?(?:[\w-]+ ){0,2}(?:is |are )?(?:needed|required|necessary)|\bnot (?:needed|required|necessary|essential|a requirement)\b/i;
/** Abbreviations whose dot does not end a sentence. */
const NOT_SENTENCE_END =
  /(?:\be\.g|\bi\.e|\betc|\bvs|\bincl|\bapprox|\bInc|\bLtd|\bCo|\bDr|\bMr|\bMs|\bSt|\bNo)\.$/;

/**
 * A prose paragraph as its sentences: a cue ("is a plus", "we will train you") speaks for its own
 * sentence, not for every skill of the paragraph.
 */
function splitSentences(line: string): string[] {
  if (line.length <= HEADING_MAX_CHARS) return [line];
  const sentences: string[] = [];
  let start = 0;
  for (const match of line.matchAll(/[.!?;]\s+(?=[A-Z"“(])/g)) {
    const end = (match.index ?? 0) + 1;
    if (NOT_SENTENCE_END.test(line.slice(start, end))) continue;
    sentences.push(line.slice(start, end).trim());
    start = (match.index ?? 0) + match[0].length;
  }
  sentences.push(line.slice(start).trim());
  return sentences.filter(Boolean);
}

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
  const choices = new Map<string, JobSkill>();
  /** Skills the description names on their own, with the strongest importance given them. */
  const alone = new Map<string, JobSkill['importance']>();
  const addChoice = (ids: string[], importance: JobSkill['importance'], text: string) => {
    const key = [...ids].sort().join('|');
    const known = choices.get(key);
    if (!known || (known.importance === 'preferred' && importance === 'required')) {
      choices.set(key, { skillId: ids[0]!, importance, text, alternatives: ids });
    }
  };
  /** Every skill a piece of a line names: alone, or as one choice among alternatives. */
  const addMentions = (content: string, importance: JobSkill['importance']) => {
    for (const run of groupAlternativeSkills(content, findSkillMentions(content))) {
      if (run.length === 1) {
        const id = run[0]!.skillId;
        add(id, importance, run[0]!.text);
        if (alone.get(id) !== 'required') alone.set(id, importance);
      } else
        addChoice(
          run.map((m) => m.skillId),
          importance,
          content.slice(run[0]!.start, run.at(-1)!.end),
        );
    }
  };
  for (const mention of findSkillMentions(title)) add(mention.skillId, 'required', mention.text);

  let section: Section = 'neutral';
  let years: number | null = null;
  const degrees: { level: DegreeLevel; preferred: boolean }[] = [];
  const readFacts = (content: string, preferred: boolean) => {
    if (!preferred) {
      const aboutWork = /experience|background|industry|professional/i.test(content);
      for (const match of content.matchAll(YEARS)) {
        const after = content.slice((match.index ?? 0) + match[0].length);
        const before = content.slice(0, match.index ?? 0);
        const asked = aboutWork || YEARS_OF_WORK.test(after) || YEARS_CUE_BEFORE.test(before);
        const raw = (match[1] ?? '').toLowerCase();
        const value = NUMBER_WORDS[raw] ?? Number(raw);
        if (asked && value > 0 && value <= 30) years = Math.max(years ?? 0, value);
      }
    }
    const degree = readAskedDegree(content);
    if (degree) degrees.push({ level: degree, preferred });
  };
  for (const text of description
    .split(/\r?\n/)
    .flatMap((raw) => splitSentences(stripBullet(raw)))) {
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
      addMentions(inline[2], preferred ? 'preferred' : 'required');
      readFacts(inline[2], preferred);
      continue;
    }
    if (section === 'ignored') continue;
    const preferred = section === 'preferred' || PREFERRED_CUE.test(text);
    // "You will learn Python", "LangChain is fine but not needed": not asked of the candidate.
    if (!preferred && NOT_ASKED_CUE.test(text)) continue;
    addMentions(text, preferred ? 'preferred' : 'required');
    readFacts(text, preferred);
  }
  const required = degrees.filter((d) => !d.preferred).map((d) => d.level);
  const order = ['none', 'bachelors', 'masters', 'phd'] as const;
  const degree = required.length
    ? (required.sort((a, b) => order.indexOf(a) - order.indexOf(b))[0] ?? null)
    : null;
  const seniority = readSeniorityCue(title) ?? seniorityFromYears(years);
  // A choice that names a skill the description also asks for on its own adds nothing: the
  // skill alone decides. (The title does not count: it names the field, "Data Quality Engineer".)
  const rank = { required: 2, preferred: 1 } as const;
  const kept = [...choices.values()].filter(
    (choice) =>
      !choice.alternatives!.some((id) => {
        const own = alone.get(id);
        return own !== undefined && rank[own] >= rank[choice.importance];
      }),
  );
  return { skills: [...found.values(), ...kept], years, degree, seniority };
}

export function seniorityFromYears(years: number | null): SeniorityLevel | null {
  if (years === null) return null;
  if (years >= 8) return 'staff';
  if (years >= 5) return 'senior';
  if (years >= 2) return 'mid';
  return 'junior';
}
