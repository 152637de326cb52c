/**
 * Reads a job description: which taxonomy skills it requires and which it only
 * prefers, judged by section cues ("Requirements", "Nice to have", "Preferred qualifications",
 * "What you'll do") and by cues inside a sentence or clause ("… is a plus", "you'll build …");
 * the years of experience, degree and seniority it asks for. How postings are written:
 * - what the candidate must bring (requirements sections, "you should have", "we need") is
 *   required; "nice to have", "a plus", "bonus" is preferred;
 * - tools named only in the duties ("What you'll do", "you'll build …", "the work spans …") or in
 *   a description of the team's stack ("our stack is …", "our data team runs …") are preferred;
 *   generic words for the work itself there ("pipelines", "dashboards", "monitoring", "ETL",
 *   "data model", soft skills other than mentoring and leading) are not asked at all, nor is
 *   "ship" (it names no skill; in an ask it means deploying);
 * - the company blurb ("About us", a paragraph about the company that never addresses the
 *   candidate, "our app runs on Rails"), benefits ("Perks include …"), what "you will learn",
 *   the fields of a degree ("BS in statistics") and the job fields of experience ("5 years of
 *   ML engineering", "BI developers") are not asked;
 * - a skill's parts named in parentheses or after "e.g." / "such as" ("AWS (S3, Glue)", "Python
 *   (pandas, scikit-learn)") are preferred, the skill asked; a kind of thing with examples ("a
 *   vector store (Qdrant, pgvector)") is one choice; "A or a comparable X" is A plus the usual Xs;
 * - a years line asks for its fields only when the taxonomy names all of them ("4+ yrs of BI
 *   development" asks for BI; "in data engineering or ETL development", "as a BI developer" not);
 * - the title names the field, not a requirement, except the core subject of an ML / LLM / AI /
 *   MLOps title; its level ("Senior …") is the seniority.
 * - work on models or experiments names its skill ("train and evaluate detection models",
 *   "ship ML systems", "design experiments"; find-work-phrase-mentions.ts).
 * The conventions are those of tests/fixtures/role-postings/README.md (R1–R13).
 * Layouts read as written: bullets of any kind (emoji, arrows, "+", "…", "1."), "Must | Nice"
 * tables column by column, a posting pasted as one line with its headings put back, an inline
 * heading ("Responsibilities: Run …; Build …") for the rest of its line.
 * A skill named in both a required and a preferred context counts as required, and a preferred
 * ask sharing a skill with a required one adds nothing. Pure and deterministic.
 */
import { findSkillMentions, type SkillMention } from '../skills/find-skill-mentions.ts';
import { findWorkPhraseMentions } from '../skills/find-work-phrase-mentions.ts';
import { SKILLS_BY_ID } from '../skills/skill-taxonomy.ts';
import { groupAlternativeSkills } from './group-alternative-skills.ts';
import type { DegreeLevel, SeniorityLevel } from './role-analysis-schema.ts';
import { readAskedDegree } from './read-asked-degree.ts';
import { readSeniorityCue } from './read-seniority-cue.ts';

type Section = 'neutral' | 'required' | 'preferred' | 'duties' | 'ignored';
/** How a sentence asks for what it names; a duty is preferred, minus generic work words. */
type Ask = 'required' | 'preferred' | 'duty';

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
  /nice[\s-]to[\s-]have|preferred|preferabl[ey]|bonus|\bpluses\b|desir(?:ed|able)|good to have|extra credit|ideally|\bis ideal\b|would be great|\ban? (?:(?:big|strong|real|definite|huge|clear|major|distinct)\s+)?(?:plus|advantage)\b|\badvantageous\b|\bmeritorious\b|\b(?:is|are|counts as) a merit\b|\bhelps\b|\bhelpful\b|\bbeneficial\b|\buseful\b|\boptional\b|\b(?:extra|brownie|bonus) points\b|\b(?:great|ideal|nice) if\b|\beven better\b|\bwe['’]d (?:also )?love\b|\bwould love\b|\b(?:would|will|could|might) (?:also )?help\b|\b(?:is|are|would be|will be) (?:(?:much|greatly|highly|also|very)\s+)?appreciated\b|\b(?:is|are) (?:(?:also|very|more than|most)\s+)?welcome\b|\bwelcome\s*\)/i;
/**
 * Headings of a nice-to-have section that are a single word ("Extra", "Plus", "Bonus"), or the
 * words Dutch, German, French and Polish postings use ("Pluspunten", "Von Vorteil", "Atouts").
 */
const PREFERRED_HEADING =
  /^(?:extras?|(?:the |a )?plus(?:es)?|bonus|nice|nice extras?|pluspunt(?:en)?|pluspunkte|von vorteil|wünschenswert|atouts?|un plus|mile widziane)$/i;
const REQUIRED_CUE =
  /^must$|\byour toolkit\b(?!\s+will)|requirement|required|must[\s-]have|qualifications|what you(?:['’]ll)? need|you(?:['’]ll| will)? need|what you(?:['’]ll| will)? bring|you(?:['’]ll| will)?(?:\s+(?:probably|likely|already|typically|will))? have|\b(?:a|be a) fit if\b|you(?:['’]ll| will)? bring|who you are|about you|minimum|skills|experience|looking for|look for|profile|what we need|you need|essential|ideal candidate|(?:great|good) fit|what it takes|your background|competenc|criteria/i;
const IGNORED_CUE =
  /^about(?!\s+(?:you|the role|the job|the position|the team)\b)(?:\s+[\w&.'’-]+){0,2}$|about (?:us|the company)|who (?:we are|are we)(?!\s+(?:looking|seeking|hiring))|\bour (?:company|mission|story|values)|the company|benefits|perks|what (?:do )?we offer|in it for you|compensation|salary|equal opportunit|diversity|why join|how to apply|(?:interview|hiring|recruitment|application) process/i;
const DUTIES_CUE =
  /responsibilit|what (?:you(?:['’]ll| will| would)?|will you) (?:do|own|work on|be doing|achieve)|day[\s-]to[\s-]day|your impact|\byou(?:['’]ll| will)$|in this role|the role|your role|mission|tasks|duties|your work|stack|tools we use|tech we use|technologies|toolkit will|our platform|the team|our team|^the job$|why this role/i;
const NEUTRAL_CUE = /overview|the opportunity/i;
/**
 * A sentence that says what the candidate needs ("you should have", "we're looking for someone
 * with", "must", "is essential").
 */
const REQUIRED_SENTENCE =
  /\b(?:must|required|requires?|(?:we|you|you['’]ll|you will|will) need|needs? (?:a|an|someone)|(?:is|are) needed|you should|should have|you have|you['’]re|you are|looking for|we expect|expected|essential|proficien\w*|fluent(?:ly)?|knowledge of|background in|experience (?:with|in)|ideal candidate|you['’]ve|you know|you can|able to|comfortable (?:with|in)|confident (?:with|in)|familiar(?:ity)? with|understanding of|skilled in)\b/i;
/**
 * A sentence that describes the work or the team's stack: "you'll build …", "as a senior
 * engineer you will …", "the work spans …", "our stack is …", "our data team runs …", "mentoring
 * is part of the job", "we need an engineer to make …".
 */
const DUTY_SENTENCE =
  /\b(?:you['’]ll|you will|you['’]d|you would)\b(?!\s+(?:also\s+)?(?:need|have|bring|be (?:expected|required|comfortable|confident)))|\bthe (?:work|job|role) (?:spans|is|involves|includes)\b|\bour (?:tech |data |current )?stack\b|\b(?:our|the|a) (?:[\w-]+\s+){0,3}(?:team|engineers|analysts|scientists)(?:\s*\([^()]*\))?(?: that| which| who)? (?:runs?|uses?|works?|builds?|owns?)\b|\bwe (?:store|use|run|host|build|train|work in)\b|\bpart of the (?:job|role)\b|\bour (?:[\w-]+\s+){0,2}(?:data|warehouse|pipelines?|models?|jobs|dags|infrastructure)\s+(?:lives?|sits?|runs?|is|are)\s+(?:in|on)\b|\bwe['’]re (?:on|moving|migrating)\b|\bwe are (?:moving|migrating)\b|\b(?:engineer|analyst|scientist|developer|someone|person)\s+to\s+(?!be\b|have\b)[a-z]+\b/i;
/** A company's product stack, not the team's: "our app runs on Rails", "whose engine is written in Rust". */
const BLURB_SENTENCE =
  /\bour (?:[\w'’-]+\s+){0,2}(?:apps?|products?|platform|engine|(?:product|software|backend|front[\s-]?end|mobile|app) engineers|backend|back end|front[\s-]?end|website|software)\b(?!\s+team).{0,40}?\b(?:runs?|built|written|lives?|live|uses?|powered|based)\b|\bwhose\b.{0,40}\b(?:written|built|runs)\b/i;
/** "Power BI or Looker Studio fine", "(AWS or Azure are OK)": tools the posting accepts besides its favourite. */
const ACCEPTED_CHOICE = /\b(?:fine|ok|okay|acceptable)\b(?![\s-]?tun)|\bworks? too\b/i;
/** "… or similar are fine", "… also fine", "… works too": alternatives the posting accepts. */
const ACCEPTED_ALTERNATIVES =
  /\b(?:or similar|or equivalent|(?:is|are|also) (?:fine|ok|okay|welcome)|works? too|equally good)\b/i;
/**
 * The stack as it stands, or the team itself: "Today there's a Postgres database and a few cron
 * jobs", "Today that's Kubeflow on EKS", "Currently we run Airflow", "We're the ML platform squad
 * that …", "We're a Go and Postgres shop" (R2: preferred, even when the sentence goes on to "a team you've hired").
 */
const CURRENT_STACK_SENTENCE =
  /^(?:today|currently|right now|at the moment|at present)\b,?\s+(?:there['’]s|there (?:is|are)|that['’]s|that is|it['’]s|it is|we (?:have|use|run|rely on)|our\b)|^we['’]re (?:the|a|an) (?:[\w-]+\s+){0,3}(?:team|squad|group)\b|^we['’]re an? (?:[\w/+#.-]+\s+){1,4}shop\b/i;
/**
 * The team's move from one stack to another: "is moving from nightly SSIS packages to Azure Data
 * Factory", "is migrating its on-premise Teradata estate to Azure".
 */
const MIGRATION_SENTENCE =
  /\b(?:is|are|we['’]re|we are|currently|will|to)\s+(?:moving|migrating|move|migrate)\s+(?:(?:[\w'’-]+\s+){0,5}?from\b[^.;]{1,80}?\bto\b|(?:its|our|their|the)\s+(?:[\w'’-]+\s+){0,6}?(?:to|onto|off|into)\b|(?:[\w'’/-]+\s+){1,10}?(?:into|onto|off)\b)/i;
/** "Perks include …", "Benefits: …", "We offer …". */
const BENEFITS_SENTENCE =
  /^(?:benefits|perks|we offer|we provide|what we offer)\b|\bwe(?:['’]ll| will)? (?:pay|cover|fund|sponsor|reimburse)\b|\bcertifications?\b.{0,40}\b(?:paid|covered|funded|free)\b|\b(?:paid|free|covered|funded)\b.{0,40}\bcertifications?\b|\b(?:learning|training|conference|education) (?:budget|stipend|allowance)\b/i;
/**
 * Skills that name the work itself; named only in the duties or the team's stack they are not
 * asked of the candidate ("build pipelines", "write data quality checks", "own the data model").
 * Soft skills as duties ("gather requirements", "partner with finance") are not asked either,
 * except mentoring, leading and on-call, which a duty does ask of the hire.
 */
const GENERIC_WORK = new Set([
  'data-pipelines',
  'etl',
  'elt',
  'data-ingestion',
  'data-integration',
  'batch-processing',
  'data-modeling',
  'data-warehousing',
  'data-visualization',
  'business-intelligence',
  'kpis',
  'data-quality',
  'monitoring',
  'logging',
  'documentation',
  'code-review',
  'unit-testing',
  'model-training',
  'machine-learning',
  ...[...SKILLS_BY_ID.values()]
    .filter((skill) => skill.category === 'Practices and soft skills')
    .map((skill) => skill.id)
    .filter((id) => !['mentoring', 'leadership', 'on-call'].includes(id)),
]);
/**
 * Title words that name the role's core subject: "Machine Learning Engineer" / "ML Engineer"
 * (not "ML Platform Engineer"), "LLM", "GenAI" or "AI Engineer", "MLOps". A title with two gets
 * both ("ML Engineer – LLM Applications").
 */
const CORE_SUBJECT_OF_TITLE: [RegExp, string][] = [
  [/\b(?:machine[\s-]learning|ML)\s+engineer/i, 'machine-learning'],
  [/\bLLMs?\b|\bGen\s?AI\b|(?<![\w/-])AI\s+engineer/i, 'large-language-models'],
  [/\bMLOps\b/i, 'mlops'],
];
/** "ML engineering", "BI developers", "SRE, infrastructure or data platform roles": a job field. */
/**
 * Skills that are also fields of work: before "engineering", "developer" or "roles" they name the
 * job ("ML engineering"), unlike a tool ("Python development" asks for Python).
 */
const JOB_FIELDS = new Set([
  'business-intelligence',
  'machine-learning',
  'mlops',
  'site-reliability-engineering',
  'deep-learning',
  'natural-language-processing',
  'computer-vision',
  'data-warehousing',
  'generative-ai',
  'large-language-models',
  'product-analytics',
  'data-visualization',
  'stream-processing',
  'data-pipelines',
  'data-architecture',
  'data-governance',
  'data-quality',
  'reinforcement-learning',
  'recommender-systems',
  'speech-recognition',
  'statistics',
]);
const JOB_FIELD_AFTER =
  /^(?:(?:\s*,\s*(?:or\s+)?|\s+or\s+)[\w-]+(?:\s+[\w-]+)?)*(?:\s+(?:platform|infrastructure|infra|systems))?\s+(?:engineering|engineers?|development|developers?|roles?|teams?|department|function|unit|interns?|internship)\b/i;
/** "a BS or MS in statistics, computer science or a related field": the field of a degree. */
const DEGREE_FIELD =
  /\b(?:degree|bachelor['’]?s?|master['’]?s?|ph\.?d|doctorate|BS|BA|MS|MSc|BSc|MBA|studies)\b[^;.()]*?\bin\s+([^;.()]*?)(?=\bor (?:a )?(?:related|similar)|\brelated\b|\bsimilar\b|\bequivalent\b|[;.()]|\s[—–]\s|,\s*and\b|\band\s+(?:up to|at least|\d)|$)/gi;
/**
 * Words of a skill used in another sense: "regression tests" are not regression analysis,
 * "guardrail metrics" of an experiment are not LLM guardrails.
 */
const OTHER_SENSE: [string, RegExp][] = [
  ['regression-analysis', /^\s*(?:tests?|testing|suites?)\b/i],
  ['guardrails', /^\s*metrics?\b/i],
  ['tokenization', /^\s+of\s+(?:card|payment|pan|pii|sensitive|personal)\b/i],
  // "a time-series store" is a database, not time series analysis.
  ['time-series-analysis', /^\s*(?:stores?|databases?|DBs?)\b/i],
  // Microsoft Fabric's "Dataflows Gen2" are not Google Cloud Dataflow.
  ['dataflow', /^\s*Gen\s?2\b/i],
];
/**
 * Words of a skill another sense gives by what stands before them: "Azure DevOps pipelines" and
 * "Vertex AI pipelines" are not data pipelines, "track regressions" are bugs, not regression
 * analysis.
 */
const OTHER_SENSE_BEFORE: [string, RegExp][] = [
  [
    'data-pipelines',
    /\b(?:DevOps|CI\/CD|CI|deployment|release|build|Vertex AI|SageMaker|Kubeflow|Azure ML|GitLab|GitHub)\s+$/i,
  ],
  ['regression-analysis', /\b(?:track|catch|detect|spot|prevent|avoid|flag)\w*\s+(?:[\w-]+\s+)?$/i],
  // "present findings to senior leadership", "from team leads to directors": an audience.
  [
    'leadership',
    /\b(?:to|for|from)\s+(?:(?:the|our|senior|executive|company|business|commercial)\s+){0,3}$/i,
  ],
];
/** Soft skills as postings ask for them, beyond the taxonomy's names. */
const SOFT_SKILL_PHRASES: [RegExp, string][] = [
  // "comfortable explaining numbers to people who are not analysts"
  [/\bexplain(?:ing)?\s+(?:[\w-]+\s+){0,4}to\b/gi, 'communication'],
  // "present results to non-technical audiences"
  [/\bnon[\s-]technical\s+(?:audiences?|colleagues|people|users|teams?)\b/gi, 'communication'],
  // "comfortable presenting to executives"
  [
    /\bpresent(?:ing|s)?\s+(?:[\w-]+\s+){0,3}to\s+(?:the\s+)?(?:executives|execs|leadership|senior\s+\w+|(?:the\s+)?board|c-suite)\b/gi,
    'communication',
  ],
  // "confidence to present to clients", "present complex information to clinicians"
  [
    /\bpresent(?:ing|s)?\s+(?:[\w-]+\s+){0,3}to\s+(?:the\s+|our\s+|senior\s+|non[\s-]technical\s+)?(?:clients?|customers?|stakeholders|audiences?|managers|clinicians|colleagues|partners)\b/gi,
    'communication',
  ],
  // "write clearly for people who don't like numbers"
  [/\bwrit(?:e|ing)\s+(?:[\w'’-]+\s+){0,2}clearly\b/gi, 'communication'],
  // "the ability to explain your thinking clearly"
  [/\bexplain(?:ing)?\s+(?:[\w'’-]+\s+){0,3}clearly\b/gi, 'communication'],
  // "a track record of leading engineers", "some of it leading people or projects"
  [
    /\blead(?:ing)?\s+(?:(?:small|other|senior|junior)\s+)?(?:engineers|people|analysts|scientists|developers)\b/gi,
    'leadership',
  ],
  // "4+ years managing analysts", "you will manage a small team"
  [
    /\bmanag(?:e|es|ing)\s+(?:an?\s+)?(?:(?:small|other|senior|junior)\s+)?(?:teams?|engineers|people|analysts|scientists|developers|direct reports)\b/gi,
    'leadership',
  ],
  // "a track record setting technical direction across multiple teams"
  [/\bset(?:s|ting)?\s+(?:the\s+)?technical direction\b/gi, 'leadership'],
  // "leading technical work across teams", "leading cross-team initiatives"
  [
    /\blead(?:ing)?\s+(?:[\w-]+\s+){0,3}across\s+teams\b|\blead(?:ing)?\s+cross[\s-]team\b/gi,
    'leadership',
  ],
];
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
  /(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:\(\d{1,2}\)\s*)?(?:\+|plus)?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?\+?\s*(?:or more\s+)?(?:years?|yrs?)\b(?!\s+(?:old|ago))/gi;
/** "3+ years building pipelines", "at least five years in analytics": years of work asked. */
const YEARS_OF_WORK =
  /^['’+]?\s*(?:or more\s+)?(?:of\b|in\b|with\b|as\b|doing\b|building\b|working\b|writing\b|hands[\s-]on\b|professional\b|industry\b|relevant\b|commercial\b|production\b)/i;
const YEARS_CUE_BEFORE = /(?:at least|minimum(?: of)?|min\.?|over|more than|\bor more)\s*$/i;

/**
 * Years that go with a degree in place of the role's minimum: "(or an MS plus 4 years …)",
 * "BS candidates need 5 years' experience".
 */
function degreeYearSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of text.matchAll(
    /\b(?:BS|BA|MS|MSc|BSc|PhD|bachelor['’]?s?|master['’]?s?)\b[^.;]{0,25}?(?:\s*\+|\b(?:plus|with|candidates? (?:need|require|should have)))\s+(?:at least\s+)?\d{1,2}\+?\s*(?:years?|yrs?)/gi,
  )) {
    spans.push([match.index, match.index + match[0].length]);
  }
  return spans;
}

/**
 * "we'll train you", "you will also learn", "no prior Python is needed", "not required": the
 * whole clause is not asked.
 */
const NOT_ASKED_CUE =
  /\bnot a must\b|\b(?:on[\s-]the[\s-]job|full) training\b|\btraining (?:is )?provided\b|\bno (?:prior |previous )?(?:[\w-]+ ){0,2}(?:is |are )?(?:needed|required|necessary)|\bnot (?:needed|required|necessary|essential|a requirement)\b/i;
/**
 * Cues after which what a clause names is not asked, up to a ", but" ("You don't need years of
 * experience, but you do need Excel and to be keen to learn SQL"): what the hire will learn, what
 * is not needed, what the team does not use (R9).
 */
const NOT_ASKED_AFTER =
  /\b(?:you will|you['’]ll|we will|we['’]ll)\s+(?:also\s+)?(?:learn|pick up|train you|teach you|introduce you to|be trained (?:on|in)|be taught)|\b(?:keen|eager|willing|happy|excited) to (?:learn|pick up)\b|\band (?:will )?learn\b|\bno need\b|\b(?:don['’]t|do not) need\b|\bwe (?:don['’]t|do not) use\b|\b(?:gain|get)\s+(?:hands[\s-]on\s+)?(?:experience|exposure)\b|\binterest in\b/gi;
/** Where "not asked" ends in a clause: "…, but you do need …". */
const CONTRAST = /,?\s+but\b/gi;

/** The parts of a clause a NOT_ASKED_AFTER cue takes out of the ask. */
function notAskedSpans(clause: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const cue of clause.matchAll(NOT_ASKED_AFTER)) {
    if (spans.some(([from, to]) => cue.index >= from && cue.index < to)) continue;
    CONTRAST.lastIndex = cue.index + cue[0].length;
    const end = CONTRAST.exec(clause)?.index ?? clause.length;
    spans.push([cue.index, end]);
  }
  return spans;
}

/** "Must not already hold a degree", "should not have a degree in …". */
const NEGATED_DEGREE =
  /\b(?:must not|mustn['’]t|should not|cannot|can['’]t|may not)\s+(?:already\s+)?(?:hold|have)\b/i;
/** "No prior experience needed", "you don't need any previous work experience". */
const NO_EXPERIENCE_NEEDED =
  /\b(?:no|(?:don['’]t|do not|doesn['’]t|does not) need(?: any)?)\s+(?:prior|previous|professional|work|commercial)\s+(?:work\s+)?experience\b(?!\s+(?:with|in|of)\b)/i;

/** A sentence that goes on with the one before: "That means …", "This includes …". */
const CONTINUING_SENTENCE =
  /^(?:(?:in practice|concretely|day to day|in short),?\s+)?(?:that|this) (?:means|includes|involves|covers)\b/i;
/** Abbreviations whose dot does not end a sentence. */
const NOT_SENTENCE_END =
  /(?:\be\.g|\bi\.e|\betc|\bvs|\bincl|\bapprox|\bInc|\bLtd|\bCo|\bDr|\bMr|\bMs|\bSt|\bNo)\.$/;

/**
 * A prose paragraph as its sentences: a cue ("is a plus", "we will train you") speaks for its own
 * sentence, not for every skill of the paragraph.
 */
function splitSentences(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of line.matchAll(/[.!?;]\s+(?=[A-Z"“(])/g)) {
    const end = (match.index ?? 0) + 1;
    if (NOT_SENTENCE_END.test(line.slice(start, end))) continue;
    // "One cloud (GCP preferred; AWS or Azure fine)": a sentence does not end inside parentheses.
    const head = line.slice(start, end);
    if ((head.match(/\(/g) ?? []).length > (head.match(/\)/g) ?? []).length) continue;
    sentences.push(line.slice(start, end).trim());
    start = (match.index ?? 0) + match[0].length;
  }
  sentences.push(line.slice(start).trim());
  return sentences.filter(Boolean);
}

/**
 * What postings use as a bullet: the usual marks, arrows, "+", "…", "1." and emoji ("✔️", "👉",
 * "🔹"): a leading run of them is not part of the item.
 */
const BULLET = /^(?:[\s•·*\-–#>→➜▪▸◦+…|]|\d{1,2}[.)]\s|\p{Extended_Pictographic}|\uFE0F|\u200D)+/u;

function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

function headingSection(text: string, bulleted: boolean): Section | null {
  const body = text.replace(/[:：]\s*$/, '').trim();
  if (body.length === 0 || body.length > HEADING_MAX_CHARS) return null;
  // Without a colon, only a short unbulleted line naming no skill ("Requirements", "Nice to have").
  const colon = /[:：]\s*$/.test(text);
  const looksLikeHeading =
    colon || (!bulleted && !/[.,;]/.test(body) && findSkillMentions(body).length === 0);
  if (!looksLikeHeading) return null;
  if (IGNORED_CUE.test(body)) return 'ignored';
  // "We'd love to hear from you if you have:" invites applicants; what follows is still asked.
  const cue = body.replace(/\b(?:love|like|keen|glad|happy) to hear from you\b/i, '');
  if (PREFERRED_CUE.test(cue) || PREFERRED_HEADING.test(body)) return 'preferred';
  // "Essential Duties and Responsibilities", "Key responsibilities": the work, not an ask.
  if (
    /^(?:essential|key|main|core|primary|principal)\s+(?:duties|responsibilit|functions)/i.test(
      body,
    )
  )
    return 'duties';
  if (REQUIRED_CUE.test(body)) return 'required';
  if (DUTIES_CUE.test(body)) return 'duties';
  if (NEUTRAL_CUE.test(body)) return 'neutral';
  return null;
}

/**
 * The cells of a table row ("| dbt and SQL | Hightouch |", "Must have | Nice to have"), or null
 * for a line that is not one.
 */
function tableCells(raw: string): string[] | null {
  if (!raw.includes('|')) return null;
  const cells = raw
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
  return cells.length >= 2 ? cells : null;
}

/** A line split at semicolons outside parentheses: each clause carries its own cue. */
function splitClauses(text: string): string[] {
  const clauses: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      clauses.push(text.slice(start, i));
      start = i + 1;
    }
  }
  clauses.push(text.slice(start));
  return clauses.map((c) => c.trim()).filter(Boolean);
}

/** Spans of the text in parentheses, with the parentheses. */
function parenthesisSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of text.matchAll(/\([^()]*\)/g)) {
    spans.push([match.index, match.index + match[0].length]);
  }
  return spans;
}

/** The text with the given spans blanked (same length, so offsets stay valid). */
function blank(text: string, spans: [number, number][]): string {
  let out = text;
  for (const [from, to] of spans) out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to);
  return out;
}

/** Where a degree's fields are named ("a BS in statistics or a related field"). */
function degreeFieldSpans(text: string): [number, number][] {
  if (!readAskedDegree(text)) return [];
  const spans: [number, number][] = [];
  for (const match of text.matchAll(DEGREE_FIELD)) {
    const field = match[1] ?? '';
    const from = match.index + match[0].length - field.length;
    // "in a relevant subject (e.g. statistics, computing)": the examples are fields too.
    // "(maths, statistics or similar)" right after the field, or "… related to the role (e.g.
    // statistics)" a few words on.
    const examples =
      /^\s*\([^()]*\)|^[\w\s-]{0,50}?\((?:e\.g\.?|i\.e\.?|such as|for example|like|incl\w*)[^()]*\)/i.exec(
        text.slice(from + field.length),
      );
    spans.push([from, from + field.length + (examples?.[0].length ?? 0)]);
  }
  return spans;
}

/**
 * A certification's name ("Azure Data Engineer Associate", "AWS Machine Learning Specialty",
 * "an Azure or GCP certification", "Microsoft Certified: Power BI Data Analyst") is a credential,
 * not an ask for the skills its name contains (R8: certifications are untaxonomized).
 */
const CERTIFICATION =
  /\b(?:[A-Z][\w&/+.-]*\s+){1,5}(?:Associate|Specialty|Speciality|Practitioner)\b|\b(?:(?!(?:a|an|the|any|one|relevant|cloud|or|and|with|in|of|plus|including|as|is|are)\b)[\w&/+.-]+\s+){1,4}(?:or\s+(?:(?!(?:a|an|the|any|one|relevant|cloud|and|with|in|of|plus|including|as|is|are)\b)[\w&/+.-]+\s+){1,4})?certifi(?:cations?|cates?|ed)\b|\bCertified:?\s+(?:[A-Z][\w&/+.-]*\s*){1,6}/g;

function certificationSpans(text: string): [number, number][] {
  return [...text.matchAll(CERTIFICATION)].map((m): [number, number] => [
    m.index,
    m.index + m[0].length,
  ]);
}

/**
 * Where a years line names its fields: "4+ yrs of BI development", "3 years of experience in data
 * engineering or ETL development", "as a data scientist", ", at least 2 in fraud or risk".
 */
const YEARS_FIELD_LEAD = new RegExp(
  String.raw`(?:\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?\+?\s*(?:or more\s+)?(?:years?|yrs?)['’]?|,\s*(?:at least\s+)?\d{1,2}\+?)` +
    String.raw`\s+(?:(?:of\s+)?(?:(?:professional|industry|relevant|commercial|hands[\s-]on|practical|proven)\s+)*experience\s+(?:in|as|on|of|doing|building)|(?:of|in|as|doing|building|on)(?:\s+(?:professional|industry|relevant|commercial|hands[\s-]on|practical))*)\s+`,
  'gi',
);
/** Where the fields of a years line end: "…, with 2+ managing people", "…, including …". */
const YEARS_FIELD_END =
  /[.;:()!?]|\s[—–-]\s|,\s*(?:including|with|plus|ideally|preferably|at least|\d|(?:an?|the)\s)|\b(?:including|with|where|who|for|and\s+(?:a|an|the|strong|solid|excellent|proven|\d))\b/i;
/** The last word of a role title: "as a data scientist", "in a BI developer role". */
const ROLE_NOUN =
  /^(?:engineers?|developers?|analysts?|scientists?|architects?|managers?|leads?|roles?|positions?|consultants?|specialists?|jobs?|teams?)$/i;
/** Words a field may carry that are not the field: "5 years of BI development experience". */
const FIELD_FILLER = /^(?:development|engineering|experience|work|production|applied|hands-on)$/i;

/**
 * A years line asks for its fields only when the taxonomy names every one of them (R13): "4+ yrs
 * of BI development" asks for BI, "3 years in data engineering or ETL development" and "as a BI
 * developer" for nothing. Returns the text with the fields blanked when they are not all skills,
 * and with the words around them blanked when they are ("BI development" reads as "BI").
 */
function maskYearsFields(text: string): string {
  let out = text;
  for (const lead of text.matchAll(YEARS_FIELD_LEAD)) {
    const from = lead.index + lead[0].length;
    const rest = text.slice(from);
    const stop = rest.search(YEARS_FIELD_END);
    const span = stop < 0 ? rest : rest.slice(0, stop);
    // The fields: a list of short items ("analytics, BI or data engineering"); a comma without a
    // later "or"/"and" ends it after the first item ("product analytics, strong SQL, …").
    const items: { start: number; end: number; joiner: string }[] = [];
    for (const item of span.matchAll(
      /(^|\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and|and\/or)\s+|\s*\/\s*)([^,/]+?)(?=\s*,|\s*\/|\s+(?:or|and|and\/or)\s+|\s*$)/gi,
    )) {
      const body = item[2] ?? '';
      if (body.trim().split(/\s+/).length > 4) break;
      const start = item.index + (item[1] ?? '').length;
      items.push({ start, end: start + body.length, joiner: (item[1] ?? '').trim() });
    }
    const lastItem = items.findIndex((item) => /\bor\b|\//.test(item.joiner));
    const kept = items.slice(0, lastItem < 0 ? 1 : lastItem + 1);
    if (kept.length === 0) continue;
    const fields = kept.map((item) => ({
      ...item,
      mentions: findSkillMentions(span.slice(item.start, item.end)),
      words: span.slice(item.start, item.end).trim().split(/\s+/),
    }));
    const spanEnd = from + kept.at(-1)!.end;
    // "2+ in a lead role" still asks for leading.
    const isRole = fields.some(
      (f) =>
        ROLE_NOUN.test(f.words.at(-1) ?? '') && !f.mentions.some((m) => m.skillId === 'leadership'),
    );
    if (isRole || fields.some((f) => f.mentions.length === 0)) {
      out = blank(out, [[from, spanEnd]]);
      continue;
    }
    // Every field a skill: blank the filler words so "forecasting or applied ML" is one choice.
    const filler: [number, number][] = [];
    for (const f of fields) {
      const itemText = span.slice(f.start, f.end);
      for (const word of itemText.matchAll(/[\w-]+/g)) {
        const at = f.start + word.index;
        const inMention = f.mentions.some((m) => f.start + m.start <= at && at < f.start + m.end);
        if (!inMention && FIELD_FILLER.test(word[0]))
          filler.push([from + at, from + at + word[0].length]);
      }
    }
    out = blank(out, filler);
  }
  return out;
}

/**
 * The tools a posting means by "or a comparable / similar X" when it names no examples (R6 of
 * tests/fixtures/role-postings/README.md): the usual members of the kind.
 */
const CLOSED_SETS: [RegExp, string[]][] = [
  [/^cloud (?:data )?warehouse/i, ['snowflake', 'bigquery', 'redshift', 'synapse']],
  [/^cloud\b/i, ['aws', 'gcp', 'azure']],
  [/^(?:BI|business intelligence) (?:tool|platform)/i, ['tableau', 'power-bi', 'looker', 'qlik']],
  [/^orchestrat(?:or|ion tool)/i, ['airflow', 'dagster', 'prefect']],
  [
    /^(?:streaming|event streaming|messaging) platform/i,
    ['kafka', 'kinesis', 'pub-sub', 'event-hubs'],
  ],
  [/^(?:IaC|infrastructure[\s-]as[\s-]code)\b/i, ['terraform', 'pulumi', 'cloudformation']],
  [/^(?:deep learning|DL) (?:framework|library)/i, ['pytorch', 'tensorflow', 'jax']],
  [/^(?:experiment tracking|model registry)/i, ['mlflow', 'weights-and-biases']],
  [/^web framework/i, ['fastapi', 'flask', 'django']],
  [/^vector (?:store|database|DB)/i, ['vector-databases']],
];
const SIMILAR_KIND =
  /^\s*,?\s*or\s+(?:(?:a|an|any|another|other)?\s*(?:similar|comparable|equivalent)|any other|another)\s+([^.,;:()]{2,40}?)\s*(?=[.,;:)]|$|\s(?:and|with|in|on|for)\b)/i;

/**
 * Where "or a similar X" names a kind ("or a similar BI tool"): the words of the kind ("BI")
 * stand for its members, they are not an ask of their own. Each span with where its "or" starts.
 */
function closedSetKindSpans(text: string): [number, number, number][] {
  const spans: [number, number, number][] = [];
  for (const or of text.matchAll(/\s*,?\s*\bor\s/gi)) {
    const similar = SIMILAR_KIND.exec(text.slice(or.index));
    // "ClickHouse or another columnar OLAP database": only a kind named as tools ("or a similar
    // CDC tool") is asked with its examples (R6); any other kind stands for its members.
    if (
      !similar?.[1] ||
      (!closedSetAfter(text.slice(or.index)) &&
        /\b(?:tools?|tooling|librar(?:y|ies)|platforms?)\s*$/i.test(similar[1]))
    )
      continue;
    const to = or.index + similar[0].length;
    const from = to - similar[1].length - (similar[0].length - similar[0].trimEnd().length);
    spans.push([from, to, or.index]);
  }
  return spans;
}

/** The closed set "or a comparable X" right after a skill stands for, unless examples follow. */
function closedSetAfter(after: string): string[] | null {
  const similar = SIMILAR_KIND.exec(after);
  if (!similar?.[1] || /^\s*\(/.test(after.slice(similar[0].length))) return null;
  return CLOSED_SETS.find(([kind]) => kind.test(similar[1]!))?.[1] ?? null;
}

/** The skills a piece of text names, with the soft skills postings phrase in their own words. */
function mentionsOf(text: string): SkillMention[] {
  const mentions = findSkillMentions(text);
  for (const [pattern, skillId] of SOFT_SKILL_PHRASES) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (mentions.some((m) => m.start < end && start < m.end)) continue;
      mentions.push({ skillId, text: match[0], start, end });
    }
  }
  // "Train and evaluate detection models", "ship ML systems": the skill named by its work.
  for (const phrase of findWorkPhraseMentions(text)) {
    if (mentions.some((m) => m.start < phrase.end && phrase.start < m.end)) continue;
    mentions.push(phrase);
  }
  return (
    mentions
      .sort((a, b) => a.start - b.start)
      .filter(
        (m) =>
          !OTHER_SENSE.some(([id, after]) => m.skillId === id && after.test(text.slice(m.end))) &&
          !OTHER_SENSE_BEFORE.some(
            ([id, before]) => m.skillId === id && before.test(text.slice(0, m.start)),
          ),
      )
      .filter((m) => !(JOB_FIELDS.has(m.skillId) && JOB_FIELD_AFTER.test(text.slice(m.end))))
      // "You'll pair with a mentor", "a dedicated mentor from day one": the role gives a
      // mentor, it does not ask for mentoring.
      .filter(
        (m) =>
          !(
            m.skillId === 'mentoring' &&
            /^mentor$/i.test(m.text) &&
            /\b(?:a|an|the|your|our)\s+(?:(?:dedicated|personal|named|senior|experienced|assigned)\s+)?$/i.test(
              text.slice(0, m.start),
            )
          ),
      )
  );
}

/** A list item that starts with a verb ("Build …", "Own …") describes the work, not the candidate. */
const DUTY_VERB_START =
  /^(?:build|design|own|maintain|develop|write|work|partner|collaborate|lead|drive|implement|create|support|help|run|operate|improve|automate|deploy|manage|analy[sz]e|define|set|mentor|train|evaluate|scale|migrate|ship|deliver|architect|optimi[sz]e|model|translate|gather|present|report|tune|investigate|research|prototype|contribute|establish|champion|coordinate|document|review)\b/i;

/**
 * How a sentence outside a requirements or nice-to-have section asks for what it names: not at
 * all (benefits, the product's stack), as the work ("an engineer to …", "you'll build …", a
 * duties section, a verb-first list item) or as a requirement (any other sentence).
 */
function sentenceAsk(sentence: string, section: Section, listItem = false): Ask | null {
  if (BENEFITS_SENTENCE.test(sentence) || BLURB_SENTENCE.test(sentence)) return null;
  // "We need an engineer to move our jobs onto Argo": the work, though "need" is a requirement cue.
  if (
    /\b(?:engineer|analyst|scientist|developer|someone|person)\s+to\s+(?!be\b|have\b)[a-z]+\b/i.test(
      sentence,
    )
  )
    return 'duty';
  // "Our team is moving from SSIS to Azure Data Factory, and we need someone …": the stack.
  if (MIGRATION_SENTENCE.test(sentence) || CURRENT_STACK_SENTENCE.test(sentence)) return 'duty';
  if (REQUIRED_SENTENCE.test(sentence)) return 'required';
  if (DUTY_SENTENCE.test(sentence) || section === 'duties') return 'duty';
  // "Design patterns and OOP" names a skill, not a duty.
  if (
    listItem &&
    DUTY_VERB_START.test(sentence) &&
    !findSkillMentions(sentence).some((m) => m.start === 0)
  )
    return 'duty';
  return 'required';
}

/** The data team's stack or the work it hires for, stated in a paragraph that may not say "you". */
const TEAM_STACK_SENTENCE =
  /\bour (?:[\w-]+\s+){0,2}(?:data|analytics|ML|BI|insights?|data science|data platform) (?:team|engineers|analysts|scientists|squad)(?:\s*\([^()]*\))? (?:runs? on|uses?|works? (?:in|with|on)|builds? (?:on|with))\b|\bour (?:tech |data |analytics )?stack\b|^(?:today|currently|right now|at the moment|at present)\b,?\s+(?:there['’]s|there (?:is|are)|that['’]s|that is|we (?:have|use|run|rely on)|our\b)|\b(?:want|need|hire|hiring|looking for)\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}(?:engineer|analyst|scientist|developer)\s+to\s+(?!be\b|have\b|join\b)[a-z]+\b/i;

/**
 * A paragraph about the company that never addresses the candidate nor asks for anything
 * ("We're a cyber-security company whose engine is written in Rust …"): not asked.
 */
function isBlurbParagraph(line: string): boolean {
  // "Tech we use: Snowflake, Fivetran, …" starts with its own heading: not about the company.
  const lead = /^([^:：]{2,40})[:：]/.exec(line)?.[1];
  if (lead && headingSection(`${lead}:`, false) !== null) return false;
  // "Our data team runs on Snowflake and dbt", "Right now our analysts paste SQL into Sheets",
  // "We want an analytics engineer to fix that": the team's work and stack, not the company.
  if (splitSentences(line).some((sentence) => TEAM_STACK_SENTENCE.test(sentence))) return false;
  return (
    line.length > HEADING_MAX_CHARS &&
    !/\b(?:you|your|you['’]\w+)\b/i.test(line) &&
    !REQUIRED_SENTENCE.test(line) &&
    !PREFERRED_CUE.test(line) &&
    !/\b(?:years?|degree|hiring|role|candidate|position)\b/i.test(line)
  );
}

/** A line at least this long (characters) may be a posting pasted with its line breaks lost. */
const PASTED_LINE_MIN_CHARS = 300;
/** Headings a pasted posting runs into its text without a colon ("… the models. What you'll need 10+ years"). */
const RUN_IN_HEADING =
  /(?<=^|[\s.;:!?])(What you['’]ll (?:do|need|bring)|What we['’]re looking for|Nice to have|Requirements|Responsibilities|(?:(?:Basic|Minimum|Required|Preferred|Desired|Additional) )?Qualifications|Benefits|About the (?:role|job)|About us|Your (?:missions?|tasks|profile|responsibilities)|What we offer)\s+(?=[A-Z0-9])/g;

/**
 * A posting pasted from a web page often arrives as one long line: "… About the role We are …
 * Responsibilities: - Build … - Develop … Requirements: - 3 years+ … Nice to have: - Fabric".
 * Puts its headings and " - " items back on lines of their own, so sections are read as usual.
 */
function restoreLineBreaks(description: string): string {
  return description
    .split(/\r?\n/)
    .map((line) => {
      if (line.length < PASTED_LINE_MIN_CHARS) return line;
      let out = line.replace(RUN_IN_HEADING, '\n$1\n');
      // "… turn them into specs Requirements: - 3 years+": the heading is the longest run of at
      // most four words before the colon that starts with a capital and reads as a heading.
      out = out.replace(/(\S+(?:\s+\S+){0,3})\s*[:：](?=\s)/g, (match: string, words: string) => {
        const parts = words.split(/\s+/);
        const named = findSkillMentions(parts.join(' '));
        for (let i = 0; i < parts.length; i += 1) {
          const candidate = parts.slice(i).join(' ');
          const at = parts.slice(0, i).join(' ').length + (i > 0 ? 1 : 0);
          if (
            /^[A-Z][^.,;!?]*$/.test(candidate) &&
            // Neither a skill ("T-SQL Nice to have") nor the end of one ("Microsoft Fabric Benefits").
            !named.some((m) => m.end > at) &&
            headingSection(`${candidate}:`, false) !== null
          ) {
            const lead = parts.slice(0, i).join(' ');
            return `${lead}\n${candidate}:`;
          }
        }
        return match;
      });
      if ((line.match(/\s-\s/g) ?? []).length >= 3) out = out.replace(/\s+-\s+/g, '\n- ');
      return out;
    })
    .join('\n');
}

/** The level the start of the description states when the title does not ("Senior Applied Scientist — …"). */
function seniorityFromOpening(description: string): SeniorityLevel | null {
  const first = description.split(/\r?\n/).find((line) => line.trim()) ?? '';
  const head = first.split(/\s[—–-]\s|[,.:;]\s/)[0] ?? '';
  const words = head.trim().split(/\s+/).slice(0, 8).join(' ');
  return readSeniorityCue(words);
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
  const choices = new Map<string, JobSkill & { general: boolean }>();
  /** Skills the description names on their own, with the strongest importance given them. */
  const alone = new Map<string, JobSkill['importance']>();
  const addChoice = (
    ids: string[],
    importance: JobSkill['importance'],
    text: string,
    general: boolean,
  ) => {
    const key = [...ids].sort().join('|');
    const known = choices.get(key);
    if (!known || (known.importance === 'preferred' && importance === 'required')) {
      choices.set(key, { skillId: ids[0]!, importance, text, alternatives: ids, general });
    }
  };
  /** Every skill a clause names: alone, or as one choice among alternatives. */
  const addMentions = (content: string, ask: Ask) => {
    const parens = parenthesisSpans(content);
    const masked = maskYearsFields(
      blank(content, [...degreeFieldSpans(content), ...certificationSpans(content)]),
    );
    const kinds = closedSetKindSpans(masked);
    const named = mentionsOf(masked);
    const mentions = named.filter(
      (m) =>
        // "Power BI or a similar BI tool": the kind stands for the closed set of its tools.
        // "Dataplex or another data catalogue": with no known tool before it, the kind is the ask.
        !kinds.some(
          ([from, to, or]) =>
            m.start >= from && m.end <= to && named.some((other) => other.end === or),
        ) &&
        (ask !== 'duty' ||
          (!GENERIC_WORK.has(m.skillId) &&
            // "Train and ship ranking models": a duty names a skill, "ship" only means deploying.
            !(m.skillId === 'model-deployment' && /^ship/i.test(m.text)))),
    );
    if (ask !== 'duty') for (const m of mentions) askedOutright.add(m.skillId);
    const base: JobSkill['importance'] = ask === 'required' ? 'required' : 'preferred';
    const runs = groupAlternativeSkills(masked, mentions);
    const importanceOf = (run: SkillMention[]): JobSkill['importance'] => {
      const first = run[0]!;
      const span = parens.find(([from, to]) => first.start > from && first.end < to);
      if (!span) return base;
      // "Infrastructure as code (Terraform preferred)": the cue speaks for the parentheses.
      // "One major cloud (GCP preferred; AWS or Azure fine)": a favourite among accepted tools,
      // the choice itself keeps the ask (R6).
      const cued = content.slice(span[0], span[1]);
      if (PREFERRED_CUE.test(cued) && !ACCEPTED_CHOICE.test(cued)) return 'preferred';
      // "Java or Scala (our Flink jobs are in Java)": the team's stack, in passing.
      // "a vector store (we use Qdrant; pgvector or similar are fine)": what else meets the ask.
      const inside = content.slice(span[0], span[1]);
      const ours = /^\(\s*(?:our|we)\b/i.test(inside);
      if (ours && !ACCEPTED_ALTERNATIVES.test(inside)) return 'preferred';
      // "AWS (S3, EMR, Glue)", "Python (pandas, scikit-learn)", "statistics (regression,
      // hypothesis testing)": the skill before is asked, its parts are preferred.
      if (!ours && isPartOfHead(run, span[0])) return 'preferred';
      return base;
    };
    /** A run in parentheses or after "such as" right after a skill it is not one choice with. */
    const isPartOfHead = (run: SkillMention[], from: number) => {
      const owner = mentions.filter((m) => m.end <= from).at(-1);
      return (
        owner !== undefined &&
        !run.some((m) => m.skillId === owner.skillId) &&
        !runs.some((r) => r.length > 1 && r.includes(owner) && r.includes(run[0]!)) &&
        /^\s*(?:[\w-]+\s+){0,3}$/.test(masked.slice(owner.end, from))
      );
    };
    const importanceOfRun = (run: SkillMention[]): JobSkill['importance'] => {
      const importance = importanceOf(run);
      if (importance === 'preferred') return importance;
      // "SQL such as Postgres or MySQL": examples of the skill just before, preferred.
      const first = run[0]!;
      const cue = /(?:,\s*)?\b(?:such as|e\.g\.?|for example)\s*[,:]?\s*$/i.exec(
        masked.slice(0, first.start),
      );
      if (cue && isPartOfHead(run, cue.index)) return 'preferred';
      return importance;
    };
    for (const run of runs) {
      const importance = importanceOfRun(run);
      // "AWS services such as S3 and Glue": the platform is asked, its services are examples.
      const platform = SKILLS_BY_ID.get(run[0]!.skillId);
      if (
        run.length > 1 &&
        platform?.category === 'Cloud platforms and infrastructure' &&
        platform.parents.length === 0 &&
        run.slice(1).every((m) => SKILLS_BY_ID.get(m.skillId)?.parents.includes(platform.id))
      ) {
        add(platform.id, importance, run[0]!.text);
        if (alone.get(platform.id) !== 'required') alone.set(platform.id, importance);
        for (const service of run.slice(1)) add(service.skillId, 'preferred', service.text);
        continue;
      }
      // "FastAPI or a similar web framework": the named tool or any of the usual ones (R6).
      const closedSet = closedSetAfter(masked.slice(run.at(-1)!.end));
      if (closedSet) {
        const named = run.map((m) => m.skillId);
        const ids = [...named, ...closedSet.filter((id) => !named.includes(id))];
        addChoice(ids, importance, run[0]!.text, false);
        continue;
      }
      if (run.length === 1) {
        const id = run[0]!.skillId;
        add(id, importance, run[0]!.text);
        if (alone.get(id) !== 'required') alone.set(id, importance);
      } else {
        const gap = masked.slice(run[0]!.end, run[1]!.start);
        addChoice(
          run.map((m) => m.skillId),
          importance,
          masked.slice(run[0]!.start, run.at(-1)!.end),
          gap.includes('(') || /such as|e\.g|like|including|for example/i.test(gap),
        );
      }
    }
  };
  /** A line (or sentence) in a section: each clause with its own cues. */
  /** How the last sentence of the paragraph asked, for one that goes on "That means …". */
  let previousAsk: Ask | null = null;
  /** Skills named only where the posting says they are not asked ("keen to learn SQL"). */
  const unasked = new Set<string>();
  /** Skills a requirement or nice-to-have asks for, not only a duty: "learn X" does not beat them. */
  const askedOutright = new Set<string>();
  const readContent = (content: string, section: Section, listItem = false) => {
    const prose = section === 'neutral' || section === 'duties';
    // "You'll own the models … That means training networks in PyTorch": the same ask goes on.
    const sentenceAskOf = !prose
      ? null
      : previousAsk && CONTINUING_SENTENCE.test(content)
        ? previousAsk
        : sentenceAsk(content, section, listItem);
    if (prose) previousAsk = sentenceAskOf;
    if (prose && sentenceAskOf === null) return;
    for (const whole of splitClauses(content)) {
      const outside = blank(whole, parenthesisSpans(whole));
      const cuePreferred = PREFERRED_CUE.test(outside);
      const base: Ask =
        section === 'preferred'
          ? 'preferred'
          : section === 'required'
            ? 'required'
            : (sentenceAskOf ?? 'required');
      // "You do not need any previous work experience", "no prior experience required": no
      // years asked, stated (R10).
      if (base !== 'duty' && NO_EXPERIENCE_NEEDED.test(whole)) years = years ?? 0;
      // "LangChain is fine but not needed", "no prior Python is required": not asked at all.
      if (NOT_ASKED_CUE.test(whole) && !cuePreferred) {
        // "A 2:1 degree in any subject – no coding experience is required": what comes before
        // the cue still states the degree or years asked.
        const cue = Math.min(
          whole.search(NOT_ASKED_CUE),
          ...[...whole.matchAll(NOT_ASKED_AFTER)].map((m) => m.index),
        );
        if (base !== 'duty') readFacts(whole.slice(0, cue), base !== 'required');
        continue;
      }
      // "You will learn Python", "we do not use Spark", "you don't need years of experience,
      // but …": what follows the cue is not asked (an explicit plus still is).
      const notAsked = cuePreferred ? [] : notAskedSpans(whole);
      const notAskedIds = new Set(
        notAsked.flatMap(([from, to]) => mentionsOf(whole.slice(from, to)).map((m) => m.skillId)),
      );
      for (const id of notAskedIds) unasked.add(id);
      // "We're a Go shop — you don't need to know Go": not asked anywhere in the clause.
      const clause = notAskedIds.size
        ? blank(whole, [
            ...notAsked,
            ...mentionsOf(whole)
              .filter((m) => notAskedIds.has(m.skillId))
              .map((m): [number, number] => [m.start, m.end]),
          ])
        : blank(whole, notAsked);
      // "A dashboarding tool — Tableau preferred, Power BI or Looker Studio fine", "A cloud
      // provider, ideally GCP (AWS or Azure fine)": the cue picks a favourite among the tools
      // the posting accepts; the ask is one required choice of all of them (R6).
      if (cuePreferred && base === 'required' && ACCEPTED_CHOICE.test(clause)) {
        const ids = [
          ...new Set(
            mentionsOf(clause)
              .map((m) => m.skillId)
              .filter((id) => !GENERIC_WORK.has(id)),
          ),
        ];
        if (ids.length > 1) {
          addChoice(ids, 'required', clause, false);
          readFacts(clause, false);
          continue;
        }
      }
      // "Experience with Spark, preferably on Databricks": the cue speaks for what follows it,
      // the start of the line keeps its ask (R1).
      const favourite = /,\s*(?:preferably|ideally)\b/i.exec(outside);
      if (
        favourite &&
        base !== 'preferred' &&
        !PREFERRED_CUE.test(outside.slice(0, favourite.index))
      ) {
        addMentions(clause.slice(0, favourite.index), base);
        readFacts(clause.slice(0, favourite.index), base !== 'required');
        addMentions(clause.slice(favourite.index), 'preferred');
        readFacts(clause.slice(favourite.index), true);
        continue;
      }
      const ask: Ask = cuePreferred ? 'preferred' : base;
      addMentions(clause, ask);
      readFacts(clause, ask !== 'required');
    }
  };

  let section: Section = 'neutral';
  let years: number | null = null;
  const degrees: { level: DegreeLevel; preferred: boolean }[] = [];
  /** Past a lone "OR" line: the posting lists alternative ways to qualify. */
  let orPath = false;
  const readFacts = (content: string, preferred: boolean) => {
    if (!preferred) {
      const aboutWork = /experience|background|industry|professional/i.test(content);
      const counted = blank(content, degreeYearSpans(content));
      for (const match of counted.matchAll(YEARS)) {
        const after = counted.slice((match.index ?? 0) + match[0].length);
        const before = counted.slice(0, match.index ?? 0);
        if (/\bup to\s*$/i.test(before)) continue;
        // "… or an equivalent combination of education and experience totaling six years": a
        // path that counts study in, not the experience asked.
        if (/\bcombination of\b[^.;]*$|\btotall?ing\s*$/i.test(before)) continue;
        // "5+ years forecasting in retail", "6+ yrs analytics engineering": an ask that opens
        // with its years states the experience asked.
        const opening = /^\W*$/.test(before);
        const asked =
          aboutWork || opening || YEARS_OF_WORK.test(after) || YEARS_CUE_BEFORE.test(before);
        const raw = (match[1] ?? '').toLowerCase();
        const value = NUMBER_WORDS[raw] ?? Number(raw);
        // "0-2 years": no experience needed, stated as a range from zero.
        const fromZero = value === 0 && /^0\s*(?:-|–|to)/.test(match[0]);
        if (asked && (value > 0 || fromZero) && value <= 30) years = Math.max(years ?? 0, value);
      }
      // "A decade or more of software engineering experience".
      if (aboutWork && /\b(?:a|one|over a|more than a) decade\b/i.test(counted))
        years = Math.max(years ?? 0, 10);
    }
    // "Bachelor's degree required, Master's preferred": each degree with its own cue.
    const parts = content.split(
      /,\s*(?=(?:and |but |or )?(?:an? )?(?:BS|BA|MS|MSc|BSc|PhD|bachelor|master|degree)\b)/i,
    );
    for (const part of parts) {
      // "A 2:1 in computer science (MSc/PhD welcome)": the parentheses only prefer their degree.
      const preferredParens = parenthesisSpans(part).filter(([from, to]) =>
        PREFERRED_CUE.test(part.slice(from, to)),
      );
      const asked = blank(part, preferredParens);
      const degree = readAskedDegree(asked);
      const partPreferred = parts.length > 1 ? PREFERRED_CUE.test(asked) : preferred;
      // "You must not already hold a degree in data": a degree that rules out, not one asked.
      if (degree && !NEGATED_DEGREE.test(asked))
        degrees.push({ level: degree, preferred: partPreferred || orPath });
      for (const [from, to] of preferredParens) {
        const welcome = readAskedDegree(part.slice(from, to));
        if (welcome) degrees.push({ level: welcome, preferred: true });
      }
    }
  };
  let opening = true;
  const rawLines: string[] = [];
  /** Whether a blank line stands before each line: a paragraph after a list ends its section. */
  const afterBlank: boolean[] = [];
  let blankSeen = false;
  for (const raw of restoreLineBreaks(description).split(/\r?\n/)) {
    if (!raw.trim()) {
      blankSeen = true;
      continue;
    }
    rawLines.push(raw);
    afterBlank.push(blankSeen);
    blankSeen = false;
  }
  // An emoji leads a heading ("🧰 What you'll do") as often as an item ("👉 Python & SQL").
  const isBulleted = (raw: string | undefined) =>
    raw !== undefined &&
    (/^\s*(?:[•·*\-–>→➜▪▸◦+…]|\d{1,2}[.)]\s)/u.test(raw) ||
      (/^\s*\p{Extended_Pictographic}/u.test(raw) &&
        headingSection(stripBullet(raw), false) === null));
  /** The sections of a table's columns ("Must | Nice"), while its rows last. */
  let columns: (Section | null)[] | null = null;
  /** Degrees read up to the line before, for a lone "OR" that makes them one path of several. */
  let degreesBeforeLine = 0;
  let degreesBeforePreviousLine = 0;
  for (const [index, raw] of rawLines.entries()) {
    previousAsk = null;
    // "… one year of specialized experience …\nOR\nEducation: Ph.D. …": qualifying paths; a
    // degree on one of them is not required when another asks none (the experience path).
    if (/^\W*OR\W*$/.test(raw)) {
      for (const d of degrees.slice(degreesBeforePreviousLine)) d.preferred = true;
      orPath = true;
      continue;
    }
    degreesBeforePreviousLine = degreesBeforeLine;
    degreesBeforeLine = degrees.length;
    const cells = tableCells(raw);
    if (!cells) columns = null;
    else {
      const heads = cells.map((cell) => headingSection(`${cell}:`, false));
      // "| Experience with dbt | Experience with Airbyte |" reads like two headings but names
      // skills: a row of the table, not its head.
      if (
        heads.every((head) => head !== null) &&
        cells.every((cell) => findSkillMentions(cell).length === 0)
      ) {
        columns = heads;
        opening = false;
        continue;
      }
      if (columns) {
        for (const [i, cell] of cells.entries()) {
          const column = columns[i];
          if (!cell || /^:?-{2,}:?$/.test(cell) || !column || column === 'ignored') continue;
          readContent(cell, column === 'neutral' ? 'required' : column, true);
        }
        continue;
      }
    }
    const bulleted = isBulleted(raw);
    const line = stripBullet(raw);
    if (!line) continue;
    // "Un plus:\n- LoRA\n\nMaster 2 in computer science.": a sentence standing on its own after
    // a list, past a blank line, is no longer an item of that list's section.
    if (
      (section === 'preferred' || section === 'required') &&
      afterBlank[index] &&
      !bulleted &&
      isBulleted(rawLines[index - 1]) &&
      /[.!]$/.test(line) &&
      headingSection(line, false) === null
    )
      section = 'neutral';
    // The opening line repeating the title ("Machine Learning Engineer — Computer Vision
    // (Cambridge)") names the field like the title does: not read for skills.
    const titleLine =
      opening &&
      !bulleted &&
      line.length <= 90 &&
      !/[.!?]\s/.test(line) &&
      !/[.!?:]$/.test(line) &&
      headingSection(line, bulleted) === null;
    opening = false;
    if (titleLine) continue;
    if (section === 'neutral' && !bulleted && isBlurbParagraph(line)) continue;
    const sentences = splitSentences(line);
    // A list item: bulleted, or a line of its own that is one sentence ("Build our DAGs").
    const listItem = bulleted || sentences.length === 1;
    /** The section an inline heading opened for the rest of its line ("Responsibilities: Run …; Build …"). */
    let lineSection: Section | null = null;
    for (const text of sentences) {
      const heading = headingSection(text, bulleted);
      if (heading) {
        section = heading;
        // "5+ years of experience" reads like a short heading and still states a fact.
        if (heading !== 'ignored') readFacts(text, heading === 'preferred');
        continue;
      }
      // "Nice to have: Kafka, Flink" — a heading with its list on the same line.
      // "A 2:1 degree", "ratio 3:1": a colon between digits opens no heading.
      const inline = /^([^:：]{2,40})[:：](?!\d)\s*(.+)$/.exec(text);
      // "Experience in at least one of: A, B, C" introduces a choice, not a section.
      // "Strong data modelling skills: star schemas, SCDs", "GCP: BigQuery, Pub/Sub": a lead that
      // names a skill is an ask with its list, not a heading (R5).
      const inlineSection =
        inline?.[1] &&
        !/\b(?:one|any) of\s*$|\bsuch as\s*$/i.test(inline[1]) &&
        findSkillMentions(inline[1]).length === 0
          ? headingSection(`${inline[1]}:`, false)
          : null;
      if (inline?.[2] && inlineSection) {
        // "About us: we deliver groceries. Our app is written in Kotlin.": the rest of the line
        // is the company too.
        if (inlineSection === 'ignored') break;
        // "You'll learn our stack on the job: Databricks, MLflow": not asked (R9).
        if (NOT_ASKED_CUE.test(inline[1]!) || notAskedSpans(inline[1]!).length > 0) continue;
        lineSection = inlineSection === 'neutral' ? 'required' : inlineSection;
        readContent(inline[2], lineSection);
        continue;
      }
      // An unknown heading ("What makes you a fit:", "Languages" over a list) after an ignored
      // section or the duties starts the posting's own content again: read sentence by sentence.
      if (
        (section === 'ignored' || section === 'duties') &&
        !bulleted &&
        text.length <= HEADING_MAX_CHARS &&
        (/[:：]\s*$/.test(text) ||
          (!/[.,;!?]/.test(text) &&
            text.split(/\s+/).length <= 5 &&
            isBulleted(rawLines[index + 1]) &&
            findSkillMentions(text).length === 0))
      ) {
        section = 'neutral';
        continue;
      }
      if (lineSection) readContent(text, lineSection, listItem);
      else if (section !== 'ignored') readContent(text, section, listItem);
    }
  }
  const required = degrees.filter((d) => !d.preferred).map((d) => d.level);
  const order = ['none', 'bachelors', 'masters', 'phd'] as const;
  const degree = required.length
    ? (required.sort((a, b) => order.indexOf(a) - order.indexOf(b))[0] ?? null)
    : null;
  const seniority =
    readSeniorityCue(title) ??
    seniorityFromOpening(description) ??
    seniorityOfUnlevelledRole(years);
  // A choice that names a skill the description also asks for on its own adds nothing: the
  // skill alone decides ("a semantic layer (dbt metrics, LookML)" next to "dbt" keeps the
  // semantic layer, the general skill its examples illustrate).
  const rank = { required: 2, preferred: 1 } as const;
  const kept: JobSkill[] = [];
  for (const choice of choices.values()) {
    const asks = (id: string) => {
      const own = alone.get(id);
      return own !== undefined && rank[own] >= rank[choice.importance];
    };
    const covered = choice.alternatives!.some(asks);
    const { general, ...skill } = choice;
    const examples = choice.alternatives!.slice(1);
    if (!covered) kept.push(skill);
    // "3+ years of BI development … one BI tool such as Tableau or Power BI": BI is asked on its
    // own, and the tools are still a choice the posting asks for.
    else if (general && asks(choice.skillId) && examples.length > 1 && !examples.some(asks)) {
      kept.push({ ...skill, skillId: examples[0]!, alternatives: examples });
    } else if (general && !found.has(choice.skillId)) {
      add(choice.skillId, choice.importance, choice.text);
    }
  }
  // A skill only the title names ("Tableau Developer" over a text that never says Tableau) is
  // the role's core subject: asked. Job fields ("ML Engineer") are not skills.
  const named = new Set(findSkillMentions(description).map((m) => m.skillId));
  for (const mention of mentionsOf(title)) {
    if (!named.has(mention.skillId)) add(mention.skillId, 'required', mention.text);
  }
  // "ML Engineer – LLM Applications": the field the title names is the role's core subject,
  // asked even when only the summary (or nothing) states it.
  for (const [pattern, skillId] of CORE_SUBJECT_OF_TITLE) {
    const match = pattern.exec(title);
    if (match) add(skillId, 'required', match[0]);
  }
  const all = [...found.values(), ...kept];
  // A preferred ask sharing a skill with a required one adds nothing.
  const requiredIds = new Set(
    all.filter((s) => s.importance === 'required').flatMap((s) => s.alternatives ?? [s.skillId]),
  );
  const skills = all.filter(
    (s) =>
      s.importance === 'required' ||
      !(
        (s.alternatives ?? [s.skillId]).some((id) => requiredIds.has(id)) ||
        // "You'll write SQL … keen to learn SQL": the hire will learn it, not asked (R9).
        (!s.alternatives && unasked.has(s.skillId) && !askedOutright.has(s.skillId))
      ),
  );
  return { skills, years, degree, seniority };
}

/** Minimum years asked (years) from which a role that states no level reads as senior. */
const SENIOR_ROLE_MIN_YEARS = 6;

/**
 * A posting that states no level, in its title or its opening, is a regular hire: mid-level, or
 * senior when it asks for many years (R11 of the postings' conventions). Years are not a level
 * of their own: "8+ years" without "Staff" or "Principal" is not a staff role.
 */
function seniorityOfUnlevelledRole(years: number | null): SeniorityLevel {
  return years !== null && years >= SENIOR_ROLE_MIN_YEARS ? 'senior' : 'mid';
}

export function seniorityFromYears(years: number | null): SeniorityLevel | null {
  if (years === null) return null;
  if (years >= 8) return 'staff';
  if (years >= 5) return 'senior';
  if (years >= 2) return 'mid';
  return 'junior';
}
