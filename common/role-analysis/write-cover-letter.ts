/**
 * The cover letter: real paragraphs, written only from the résumé's facts and the analysis.
 * - Opening: the position and employer the posting names (read-posting-name.ts), the learner's
 *   latest job as the résumé states it, the years in their employment dates (spelled out), and
 *   the required skills their experience lines prove.
 * - Proofs: two or three experience bullets that prove what the posting asks for, those with a
 *   number first (a number is a result a reader remembers), each rephrased into a sentence
 *   ("Built Airflow DAGs that load 40 tables" → "At Acme, I built Airflow DAGs that load 40
 *   tables."): only the subject and the tense change, never the facts. Nice-to-have skills the
 *   résumé shows follow.
 * - A close and a sign-off.
 * Wording varies between letters (chosen by a hash of the posting and the name, so the same
 * inputs always give the same letter). Every sentence is checked with find-unsupported-claims.ts
 * before it is used; one the checker flags gives way to a plainer one, so no letter names a skill
 * or a number the résumé does not have. Pure and deterministic.
 */
import { findSkillMentions } from '../skills/find-skill-mentions.ts';
import { SKILLS_BY_ID } from '../skills/skill-taxonomy.ts';
import type { EmploymentItem } from '../resume/resume-schema.ts';
import { createClaimChecker } from './find-unsupported-claims.ts';
import { readPostingName } from './read-posting-name.ts';
import type { AnalysisResume, ResumeEvidence } from './read-resume-evidence.ts';
import type { RoleInput, SkillFinding } from './role-analysis-schema.ts';

/** Most proofs quoted from experience. */
export const COVER_LETTER_MAX_PROOFS = 3;
/** Fewest proofs wanted: lines with a number fill up to this many when too few prove a skill. */
const MIN_PROOFS = 2;
const MAX_NAMED_SKILLS = 3;

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** Past-tense verbs that do not end in "-ed". */
const IRREGULAR_PAST = new Set(
  (
    'built rebuilt led wrote rewrote ran made remade cut drove grew set reset took undertook won ' +
    'brought taught held upheld kept sold found began chose got gave saw oversaw spent split ' +
    'shrank put sped fed met stood understood became did went thought told paid laid sent spun ' +
    'withdrew wound broke overcame bore drew rode struck swept'
  ).split(' '),
);
/** Present-tense verbs bullets start with, and their past tense (for a job that ended). */
const PAST_OF: Record<string, string> = {
  build: 'built',
  lead: 'led',
  write: 'wrote',
  run: 'ran',
  own: 'owned',
  design: 'designed',
  develop: 'developed',
  maintain: 'maintained',
  manage: 'managed',
  create: 'created',
  deliver: 'delivered',
  drive: 'drove',
  support: 'supported',
  automate: 'automated',
  migrate: 'migrated',
  mentor: 'mentored',
  implement: 'implemented',
  analyze: 'analyzed',
  analyse: 'analysed',
  model: 'modelled',
  ship: 'shipped',
  reduce: 'reduced',
  improve: 'improved',
  optimize: 'optimized',
  optimise: 'optimised',
  partner: 'partnered',
  work: 'worked',
  collaborate: 'collaborated',
  train: 'trained',
  deploy: 'deployed',
  monitor: 'monitored',
  orchestrate: 'orchestrated',
  architect: 'architected',
  launch: 'launched',
  scale: 'scaled',
  define: 'defined',
  establish: 'established',
  produce: 'produced',
  prepare: 'prepared',
  present: 'presented',
  report: 'reported',
  test: 'tested',
  review: 'reviewed',
  clean: 'cleaned',
  query: 'queried',
  teach: 'taught',
  coordinate: 'coordinated',
  plan: 'planned',
  integrate: 'integrated',
  document: 'documented',
};
/** First words of a noun phrase ("Migration of …", "Ownership of …"). */
const NOUN_ENDING = /(?:tion|sion|ment|ance|ence|ship|ery|ure|ity)$/;

type Job = EmploymentItem;

interface Wanted {
  finding: SkillFinding;
  members: string[];
  weight: number;
}

interface Proof {
  line: string;
  job: Job;
  jobRank: number;
  /** Wanted skills the line proves, as the ids it mentions. */
  proves: Wanted[];
  shownIds: string[];
  hasNumber: boolean;
  order: number;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^[\s•*\-–·]+/, '').trim())
    .filter(Boolean);
}

const PRODUCTS_IN_ING = new Set(['Spring', 'Sling', 'Ring']);
const COMMON_NOUNS = new Set([
  'statistics',
  'clustering',
  'regression',
  'classification',
  'forecasting',
]);

/** A skill's name as prose writes it: "Kafka", "dbt", but "data pipelines", "leadership". */
function nameOf(skillId: string): string {
  const skill = SKILLS_BY_ID.get(skillId);
  const name = skill?.name ?? skillId;
  const phrase = /^[A-Z][a-z]+(?:[\s-][a-z]+)+$/.test(name);
  const word =
    /^[A-Z][a-z]+$/.test(name) &&
    (skill?.category === 'Practices and soft skills' ||
      COMMON_NOUNS.has(name.toLowerCase()) ||
      // "Reranking", "Embeddings", "Monitoring": a practice, not a product (but "Spring" is one).
      (/ings?$/.test(name) && !PRODUCTS_IN_ING.has(name)));
  return phrase || word ? `${name[0]!.toLowerCase()}${name.slice(1)}` : name;
}

function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function idsIn(text: string): Set<string> {
  const ids = new Set<string>();
  for (const mention of findSkillMentions(text)) {
    const queue = [mention.skillId];
    for (let i = 0; i < queue.length; i += 1) {
      const id = queue[i]!;
      if (ids.has(id)) continue;
      ids.add(id);
      queue.push(...(SKILLS_BY_ID.get(id)?.parents ?? []));
    }
  }
  return ids;
}

function isCurrent(job: Job): boolean {
  return /^(present|current|now)$/i.test(job.end_date.trim());
}

/** Jobs newest first: current ones, then by end date (as written, YYYY-MM-DD sorts). */
function byRecency(jobs: readonly Job[]): Job[] {
  const key = (job: Job) => (isCurrent(job) || !job.end_date.trim() ? '9999' : job.end_date.trim());
  return jobs
    .map((job, index) => ({ job, index }))
    .sort((a, b) => key(b.job).localeCompare(key(a.job)) || a.index - b.index)
    .map(({ job }) => job);
}

/** "a Data Engineer", "an Analytics Engineer", "an ML Engineer". */
function withArticle(title: string): string {
  const acronym = /^[FHLMNRSX][A-Z]/.test(title);
  const vowel = /^[aeiou]/i.test(title) && !/^(?:uni|use|usu|eu|one)/i.test(title);
  return `${acronym || vowel ? 'an' : 'a'} ${title}`;
}

function yearsInWords(years: number): string | null {
  const whole = Math.floor(years);
  if (whole < 1 || whole >= NUMBER_WORDS.length) return null;
  const words = `${NUMBER_WORDS[whole]} year${whole === 1 ? '' : 's'}`;
  return years - whole >= 0.25 ? `more than ${words}` : words;
}

type Clause = { kind: 'verb' | 'noun' | 'quote'; text: string };

/** A bullet as what follows "I" (or "my work included"), facts untouched. */
function toClause(line: string, current: boolean): Clause {
  const text = line.replace(/[\s.;,]+$/, '');
  const match = /^([A-Z][a-z]+(?:-[a-z]+)?)(?![\w-])(.*)$/s.exec(text);
  const pastVerb = (word: string) =>
    IRREGULAR_PAST.has(word) || (word.length > 4 && word.endsWith('ed'));
  // A past-tense verb is no name, even when it names a skill ("Fine-tuned", "Dockerized").
  if (match && pastVerb(match[1]!.toLowerCase())) {
    return { kind: 'verb', text: `${match[1]!.toLowerCase()}${match[2]!}` };
  }
  if (match && !findSkillMentions(text).some((m) => m.start === 0)) {
    const word = match[1]!.toLowerCase();
    const rest = match[2]!;
    const stem = PAST_OF[word]
      ? word
      : word.endsWith('s') && PAST_OF[word.slice(0, -1)]
        ? word.slice(0, -1)
        : null;
    if (stem) return { kind: 'verb', text: `${current ? stem : PAST_OF[stem]}${rest}` };
    if (word === 'responsible' && /^\s+for\b/.test(rest)) {
      return { kind: 'verb', text: `${current ? 'am' : 'was'} responsible${rest}` };
    }
    // "Successfully migrated …": an adverb before a past-tense verb.
    const next = /^\s+([a-z]+)\b/.exec(rest)?.[1] ?? '';
    if (word.endsWith('ly') && pastVerb(next)) {
      return { kind: 'verb', text: `${word}${rest}` };
    }
    if (NOUN_ENDING.test(word)) return { kind: 'noun', text: `${word}${rest}` };
  }
  return { kind: 'quote', text };
}

/** "also" in its place: "also built …", but "was also responsible …". */
function withAlso(verbPhrase: string): string {
  const be = /^(am|was)\s+(.*)$/s.exec(verbPhrase);
  return be ? `${be[1]} also ${be[2]}` : `also ${verbPhrase}`;
}

function sentenceBody(clause: Clause): string {
  if (clause.kind === 'verb') return `I ${clause.text}`;
  if (clause.kind === 'noun') return `my work included ${clause.text}`;
  return `one line of my résumé sums it up: “${clause.text}”`;
}

function capitalise(text: string): string {
  return text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text;
}

function jobPlace(job: Job): string {
  return job.company_name.trim();
}

export interface CoverLetterInput {
  resume: AnalysisResume;
  role: RoleInput;
  /** The analysis' findings: required first. */
  skills: SkillFinding[];
  evidence: ResumeEvidence;
}

export function writeCoverLetter({ resume, role, skills, evidence }: CoverLetterInput): string {
  const check = createClaimChecker(resume, role);
  const seed = `${role.title}|${role.company ?? ''}|${resume.learner_name}|${role.description.length}`;
  const choose = <T>(options: readonly T[], salt: string): T =>
    options[hash(`${seed}|${salt}`) % options.length]!;
  /** The first candidate the checker passes ('' when none does). */
  const safe = (...candidates: Array<string | null | false | undefined>): string =>
    candidates.find((c): c is string => !!c && check(c).length === 0) ?? '';

  const posting = readPostingName(role);
  const company = posting.company && check(posting.company).length === 0 ? posting.company : null;
  const yourTeam = company ?? 'your team';
  const wanted: Wanted[] = skills.map((finding) => ({
    finding,
    members: finding.alternatives ?? [finding.skill_id],
    weight: finding.importance === 'required' ? 2 : 1,
  }));

  // Candidate proofs: experience lines that prove something the posting asks for.
  const jobs = byRecency(resume.employment_history);
  const candidates: Proof[] = [];
  let order = 0;
  jobs.forEach((job, jobRank) => {
    for (const line of splitLines(job.description)) {
      const ids = idsIn(line);
      const proves = wanted.filter((w) => w.members.some((m) => ids.has(m)));
      const shownIds = proves.map((w) => w.members.find((m) => ids.has(m))!);
      candidates.push({ line, job, jobRank, proves, shownIds, hasNumber: /\d/.test(line), order });
      order += 1;
    }
  });
  const proofs: Proof[] = [];
  const covered = new Set<Wanted>();
  while (proofs.length < COVER_LETTER_MAX_PROOFS) {
    let best: { proof: Proof; score: number } | null = null;
    for (const proof of candidates) {
      if (proofs.includes(proof) || proof.proves.length === 0) continue;
      const gain = proof.proves.filter((w) => !covered.has(w)).reduce((s, w) => s + w.weight, 0);
      if (gain === 0 && !proof.hasNumber) continue;
      const score = gain * 2 + (proof.hasNumber ? 2.5 : 0) - Math.min(proof.jobRank, 3) * 0.5;
      if (!best || score > best.score) best = { proof, score };
    }
    if (!best) break;
    proofs.push(best.proof);
    best.proof.proves.forEach((w) => covered.add(w));
  }
  for (const proof of candidates) {
    if (proofs.length >= MIN_PROOFS) break;
    if (proof.hasNumber && !proofs.includes(proof)) proofs.push(proof);
  }
  // Told in the résumé's order: newest job first, its lines as written.
  proofs.sort((a, b) => a.order - b.order);

  const latest = jobs[0] ?? null;
  const requiredShown = skills.filter(
    (s) => s.importance === 'required' && s.found && s.evidence?.where.endsWith('experience'),
  );
  const coreNames = listNames(
    requiredShown.slice(0, MAX_NAMED_SKILLS).map((s) => nameOf(s.skill_id)),
  );

  // Opening: why this role.
  const at = company ? ` at ${company}` : '';
  const opening = [
    safe(
      choose(
        [
          `I am writing to apply for the ${posting.position} role${at}.`,
          `I would like to be considered for the ${posting.position} role${at}.`,
          `Please accept my application for the ${posting.position} position${at}.`,
        ],
        'open',
      ),
      `I am writing to apply for the ${posting.position} role.`,
      role.title.trim() && `I am writing to apply for the ${role.title.trim()} role.`,
      'I am writing to apply for this role.',
    ),
  ];
  if (coreNames) {
    opening.push(
      safe(
        choose(
          [
            `What draws me to this role is how closely it matches my experience with ${coreNames}.`,
            `The role centres on ${coreNames}, which is the work I have been doing.`,
            `It calls for ${coreNames}, and that is where my experience lies.`,
          ],
          'why',
        ),
      ),
    );
  }

  if (latest && (latest.title.trim() || jobPlace(latest))) {
    const title = latest.title.trim();
    const place = jobPlace(latest);
    const who =
      title && place
        ? `${withArticle(title)} at ${place}`
        : title
          ? withArticle(title)
          : `at ${place}`;
    const years = yearsInWords(evidence.years);
    const tail = years
      ? choose(
          [`, with ${years} of experience behind me`, ` and have ${years} of experience`],
          'years',
        )
      : '';
    opening.push(
      safe(
        isCurrent(latest)
          ? `I am currently ${who}${tail}.`
          : `Most recently I was ${who}${years ? `, and I have ${years} of experience in all` : ''}.`,
        isCurrent(latest) ? `I am currently ${who}.` : `Most recently I was ${who}.`,
      ),
    );
  }
  // Proofs.
  const proofSentences: string[] = [];
  const named = new Set<string>();
  /** Sentence openings already used: consecutive proofs never start alike. */
  const used = new Set<string>();
  const opener = (sentence: string) => sentence.split(' ').slice(0, 2).join(' ');
  const pickFresh = (options: string[], salt: string, fallback: string): string => {
    const start = hash(`${seed}|${salt}`) % options.length;
    for (let i = 0; i < options.length; i += 1) {
      const option = options[(start + i) % options.length]!;
      if (!used.has(opener(option)) && check(option).length === 0) {
        used.add(opener(option));
        return option;
      }
    }
    return safe(fallback);
  };
  proofs.forEach((proof, index) => {
    const clause = toClause(proof.line, isCurrent(proof.job));
    const body = sentenceBody(clause);
    const place = jobPlace(proof.job);
    const title = proof.job.title.trim();
    const fresh = proof.shownIds.filter((id) => !named.has(id));
    fresh.forEach((id) => named.add(id));
    const tie = listNames(fresh.slice(0, MAX_NAMED_SKILLS).map(nameOf));
    const previous = proofs[index - 1];
    const sameJob = previous?.job === proof.job;
    const where = place
      ? `at ${place}`
      : isCurrent(proof.job)
        ? 'in my current role'
        : 'in an earlier role';
    let options: string[];
    if (sameJob) {
      options =
        clause.kind === 'verb'
          ? [
              `I ${withAlso(clause.text)}.`,
              `There I ${withAlso(clause.text)}.`,
              `Beyond that, I ${clause.text}.`,
            ]
          : [`Beyond that, ${body}.`];
    } else if (index === 0) {
      options = [
        `${capitalise(where)}, ${body}.`,
        title && place
          ? `As ${withArticle(title)} at ${place}, ${body}.`
          : `${capitalise(where)}, ${body}.`,
        tie ? `You ask for ${tie}: ${where}, ${body}.` : `${capitalise(where)}, ${body}.`,
        tie
          ? `For ${tie}, my clearest example is ${where}, where ${body}.`
          : `${capitalise(where)}, ${body}.`,
      ];
      if (clause.kind !== 'verb') options = [`${capitalise(where)}, ${body}.`];
    } else {
      options = [
        `${proof.jobRank > (previous?.jobRank ?? 0) ? 'Before that' : 'Also'}, ${where}, ${body}.`,
        tie && clause.kind === 'verb'
          ? `On ${tie}: ${where}, ${body}.`
          : `${capitalise(where)}, ${body}.`,
      ];
    }
    proofSentences.push(pickFresh(options, `proof${index}`, `${capitalise(where)}, ${body}.`));
  });

  const preferredShown = skills
    .filter((s) => s.importance === 'preferred' && s.found && !named.has(s.skill_id))
    .slice(0, MAX_NAMED_SKILLS)
    .map((s) => nameOf(s.skill_id));
  const extra = preferredShown.length
    ? pickFresh(
        [
          `I also bring ${listNames(preferredShown)}, which you list as a plus.`,
          `You mention ${listNames(preferredShown)} as a plus; my résumé shows ${preferredShown.length === 1 ? 'it' : 'them'} too.`,
        ],
        'extra',
        `You mention ${listNames(preferredShown)} as a plus; my résumé shows ${preferredShown.length === 1 ? 'it' : 'them'} too.`,
      )
    : '';

  const middle: string[] = [];
  if (proofSentences.filter(Boolean).length > 0) {
    middle.push([...proofSentences, extra].filter(Boolean).join(' '));
  } else {
    const shown = skills.filter((s) => s.found).slice(0, MAX_NAMED_SKILLS + 2);
    const summary = splitLines(resume.summary)[0];
    middle.push(
      safe(
        shown.length > 0 &&
          `My résumé shows ${listNames(shown.map((s) => nameOf(s.skill_id)))}, which this role calls for.`,
        summary && `My résumé sums up my background as “${summary.replace(/[\s.]+$/, '')}”.`,
        'My résumé sets out my experience and education in full.',
      ),
    );
    if (extra && shown.length === 0) middle.push(extra);
  }

  const close = safe(
    choose(
      [
        `I would welcome the chance to talk about how I could contribute to ${yourTeam}. Thank you for your time and consideration.`,
        `I would be glad to discuss the role and what I could bring to ${yourTeam}. Thank you for considering my application.`,
        `Thank you for reading my application; I would welcome a conversation about how I could help ${yourTeam}.`,
      ],
      'close',
    ),
    'Thank you for your time and consideration. I would welcome the chance to talk about the role.',
  );
  const name = resume.learner_name.trim();
  const signOff = choose(['Kind regards', 'Sincerely', 'Best regards'], 'sign');

  const letter = [
    company ? safe(`Dear ${company} hiring team,`, 'Dear Hiring Manager,') : 'Dear Hiring Manager,',
    opening.filter(Boolean).join(' '),
    ...middle.filter(Boolean),
    close,
    name ? `${signOff},\n${name}` : `${signOff},`,
  ]
    .filter(Boolean)
    .join('\n\n');
  // Each sentence passed on its own; the whole is checked too, so nothing slips through a join.
  if (check(letter).length === 0) return letter;
  return [
    'Dear Hiring Manager,',
    'I am writing to apply for this role.',
    close,
    name ? `${signOff},\n${name}` : `${signOff},`,
  ]
    .filter((part) => check(part).length === 0)
    .join('\n\n');
}
