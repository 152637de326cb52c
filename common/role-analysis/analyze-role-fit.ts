/**
 * Role-fit analysis: one pure, deterministic function from (resume, role, date) to the
 * explained result the screen shows. It runs on the server (job worker) and, offline, in the
 * browser; the same inputs always give the same output.
 *
 * Weighting of match_score (0–10, one decimal):
 *   60 % required skills   average credit of the skills the description requires
 *   15 % preferred skills  average credit of the "nice to have" skills (no preferred: as required)
 *   15 % experience        resume years ÷ years asked (capped at 1; none asked: full)
 *    5 % degree            meets it: full; a lower degree: 0.3; none: 0 (none asked: full)
 *    5 % seniority         at or above the level: full; one level below: 0.6; further: 0.2
 * Credit of a skill is its best evidence: recent experience 1, skills list 0.85, summary 0.75,
 * older experience (ended > 3 years ago) 0.7, education 0.6, missing 0. When the description
 * names no required skill, its preferred ones stand in; with none at all the skill parts earn 0.5.
 *
 * Prose (strengths, weaknesses, recommendations) cites the resume line behind each claim; the
 * cover letter (write-cover-letter.ts) states only the resume's facts (see find-unsupported-claims).
 */
import {
  LESSON_HREF_PREFIX,
  PROBLEM_HREF_PREFIX,
  SKILL_LEARNING_LINKS,
} from '../skills/skill-learning-links.ts';
import { SKILLS_BY_ID } from '../skills/skill-taxonomy.ts';
import { BULLET_PREFIX } from '../resume/resume-schema.ts';
import { matchLabel } from './match-label.ts';
import { readJobDescription } from './read-job-description.ts';
import { writeCoverLetter } from './write-cover-letter.ts';
import {
  readResumeEvidence,
  WHERE_CREDIT,
  type AnalysisResume,
  type ResumeEvidence,
} from './read-resume-evidence.ts';
import {
  SENIORITY_LEVELS,
  type DegreeLevel,
  type RoleAnalysis,
  type RoleInput,
  type ScoreComponent,
  type SkillEvidence,
  type SkillFinding,
} from './role-analysis-schema.ts';

export const SCORE_WEIGHTS = {
  required: 0.6,
  preferred: 0.15,
  experience: 0.15,
  degree: 0.05,
  seniority: 0.05,
} as const;
const LOWER_DEGREE_CREDIT = 0.3;
const SENIORITY_CREDIT = [1, 0.6, 0.2] as const;
/** Longest resume line quoted as evidence (characters). */
const QUOTE_MAX_CHARS = 160;
const MAX_STRENGTH_SKILLS = 4;
const MAX_LEARN_ITEMS = 6;

const DEGREE_NAMES: Record<DegreeLevel, string> = {
  none: 'no degree',
  bachelors: "bachelor's degree",
  masters: "master's degree",
  phd: 'PhD',
};
const DEGREE_ORDER: DegreeLevel[] = ['none', 'bachelors', 'masters', 'phd'];

function quote(line: string): string {
  const short = line.length > QUOTE_MAX_CHARS ? `${line.slice(0, QUOTE_MAX_CHARS - 1)}…` : line;
  return `"${short}"`;
}

function bullets(lines: string[]): string {
  return lines.map((line) => `${BULLET_PREFIX}${line}`).join('\n');
}

function average(values: number[]): number {
  return values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : 0;
}

function round(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/**
 * The skill's own lessons and problems, or none: a category's content (AWS → a lesson on retries,
 * Clustering → embeddings) teaches something else, and a wrong link is worse than none (issue 26).
 */
function learningFor(skillId: string): Pick<SkillFinding, 'lessons' | 'problems'> {
  const links = SKILL_LEARNING_LINKS[skillId] ?? { lessons: [], problems: [] };
  return {
    lessons: links.lessons.map((l) => ({ ...l, href: `${LESSON_HREF_PREFIX}${l.id}` })),
    problems: links.problems.map((p) => ({ ...p, href: `${PROBLEM_HREF_PREFIX}${p.id}` })),
  };
}

function nameOf(skillId: string): string {
  return SKILLS_BY_ID.get(skillId)?.name ?? skillId;
}

function credit(found: SkillEvidence | null): number {
  return found ? WHERE_CREDIT[found.where] : 0;
}

/** "Snowflake, BigQuery or Amazon Redshift". */
function listChoice(names: string[]): string {
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function analyzeRoleFit(
  resume: AnalysisResume,
  role: RoleInput,
  asOf: string,
): RoleAnalysis {
  const job = readJobDescription(role.title, role.description);
  const evidence = readResumeEvidence(resume, asOf);

  const skills: SkillFinding[] = job.skills.map((wanted) => {
    // A choice is met by its best-proven member; missing, it is taught by its first.
    const members = wanted.alternatives ?? [wanted.skillId];
    const best = members
      .map((id) => ({ id, found: evidence.bySkill.get(id) ?? null }))
      .sort((a, b) => credit(b.found) - credit(a.found))[0]!;
    const shownId = best.found ? best.id : wanted.skillId;
    return {
      skill_id: shownId,
      name: wanted.alternatives ? listChoice(members.map(nameOf)) : nameOf(wanted.skillId),
      importance: wanted.importance,
      ...(wanted.alternatives ? { alternatives: members } : {}),
      found: best.found !== null,
      credit: credit(best.found),
      evidence: best.found,
      ...(best.found ? { lessons: [], problems: [] } : learningFor(wanted.skillId)),
    };
  });
  // Required first, then found before missing, then by name: a stable order for the screen.
  skills.sort(
    (a, b) =>
      Number(a.importance === 'preferred') - Number(b.importance === 'preferred') ||
      Number(b.found) - Number(a.found) ||
      a.name.localeCompare(b.name),
  );
  const required = skills.filter((s) => s.importance === 'required');
  const preferred = skills.filter((s) => s.importance === 'preferred');
  const components = scoreComponents(required, preferred, job, evidence);
  const score = round(10 * components.reduce((sum, part) => sum + part.weight * part.earned, 0), 1);

  const prose = writeProse(role, required, preferred, job, evidence, jobTextBySkill(job.skills));
  return {
    match_score: score,
    match_label: matchLabel(score),
    ...prose,
    cover_letter: writeCoverLetter({
      resume,
      role,
      skills: required.concat(preferred),
      evidence,
    }),
    skills,
    components,
    requirements: { years: job.years, degree: job.degree, seniority: job.seniority },
    candidate: { years: evidence.years, degree: evidence.degree, seniority: evidence.seniority },
    prose_source: 'built-in',
  };
}

/** The words the description used for each skill it asks for on its own (not in a choice). */
function jobTextBySkill(
  skills: { skillId: string; text: string; alternatives?: string[] }[],
): Map<string, string> {
  return new Map(skills.filter((s) => !s.alternatives).map((s) => [s.skillId, s.text]));
}

function scoreComponents(
  required: SkillFinding[],
  preferred: SkillFinding[],
  job: ReturnType<typeof readJobDescription>,
  evidence: ResumeEvidence,
): ScoreComponent[] {
  const core = required.length ? required : preferred;
  const requiredEarned = core.length ? average(core.map((s) => s.credit)) : 0.5;
  const preferredEarned = preferred.length
    ? average(preferred.map((s) => s.credit))
    : requiredEarned;
  const found = core.filter((s) => s.found).length;
  const experienceEarned =
    job.years === null ? 1 : Math.min(1, evidence.years / Math.max(job.years, 1));
  const candidateDegree = DEGREE_ORDER.indexOf(evidence.degree);
  const degreeEarned =
    job.degree === null
      ? 1
      : candidateDegree >= DEGREE_ORDER.indexOf(job.degree)
        ? 1
        : evidence.degree === 'none'
          ? 0
          : LOWER_DEGREE_CREDIT;
  const gap =
    job.seniority === null
      ? 0
      : SENIORITY_LEVELS.indexOf(job.seniority) - SENIORITY_LEVELS.indexOf(evidence.seniority);
  const seniorityEarned = gap <= 0 ? 1 : (SENIORITY_CREDIT[Math.min(gap, 2)] ?? 0.2);
  return [
    {
      name: 'Required skills',
      weight: SCORE_WEIGHTS.required,
      earned: round(requiredEarned, 3),
      detail: core.length
        ? `${found} of ${core.length} found`
        : 'The description names no skill we know',
    },
    {
      name: 'Preferred skills',
      weight: SCORE_WEIGHTS.preferred,
      earned: round(preferredEarned, 3),
      detail: preferred.length
        ? `${preferred.filter((s) => s.found).length} of ${preferred.length} found`
        : 'None named; counted like the required skills',
    },
    {
      name: 'Experience',
      weight: SCORE_WEIGHTS.experience,
      earned: round(experienceEarned, 3),
      detail:
        job.years === null
          ? `No years asked; ${evidence.years} in your employment dates`
          : `${evidence.years} of ${job.years}+ years`,
    },
    {
      name: 'Degree',
      weight: SCORE_WEIGHTS.degree,
      earned: degreeEarned,
      detail:
        job.degree === null
          ? 'No degree asked'
          : `Asks for a ${DEGREE_NAMES[job.degree]}; you list ${DEGREE_NAMES[evidence.degree]}`,
    },
    {
      name: 'Seniority',
      weight: SCORE_WEIGHTS.seniority,
      earned: seniorityEarned,
      detail:
        job.seniority === null
          ? 'No level stated'
          : `Role: ${job.seniority}; your resume reads as ${evidence.seniority}`,
    },
  ];
}

function writeProse(
  role: RoleInput,
  required: SkillFinding[],
  preferred: SkillFinding[],
  job: ReturnType<typeof readJobDescription>,
  evidence: ResumeEvidence,
  jobText: Map<string, string>,
): Pick<RoleAnalysis, 'strengths' | 'weaknesses' | 'recommendations'> {
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  const recommendations: string[] = [];
  const core = required.length ? required : preferred;

  const foundCore = core
    .filter((s) => s.found && s.evidence)
    .sort((a, b) => b.credit - a.credit || a.name.localeCompare(b.name));
  for (const skill of foundCore.slice(0, MAX_STRENGTH_SKILLS)) {
    const proof = skill.evidence;
    if (proof) strengths.push(`${nameOf(skill.skill_id)}: ${quote(proof.line)} (${proof.source}).`);
  }
  if (job.years !== null && evidence.years >= job.years) {
    strengths.push(
      `${evidence.years} years of experience in your employment dates, against the ${job.years}+ asked for.`,
    );
  }
  if (
    job.degree !== null &&
    DEGREE_ORDER.indexOf(evidence.degree) >= DEGREE_ORDER.indexOf(job.degree)
  ) {
    strengths.push(`Your degree meets the requirement: ${quote(evidence.degreeLine ?? '')}.`);
  }
  const foundPreferred = preferred.filter((s) => s.found && s.evidence);
  if (required.length && foundPreferred.length) {
    strengths.push(
      `Nice-to-have skills you already show: ${listNames(foundPreferred.map((s) => nameOf(s.skill_id)))}.`,
    );
  }
  if (strengths.length === 0) {
    strengths.push(
      'No skill this role asks for appears in your resume yet; the recommendations say where to start.',
    );
  }

  const missingCore = core.filter((s) => !s.found);
  for (const skill of missingCore) {
    weaknesses.push(`Missing required skill: ${skill.name}. No line of your resume mentions it.`);
  }
  for (const skill of core) {
    const proof = skill.evidence;
    if (proof?.where === 'older-experience') {
      weaknesses.push(
        `${nameOf(skill.skill_id)} appears only in older experience: ${quote(proof.line)} (${proof.source}).`,
      );
    } else if (proof?.where === 'skills') {
      weaknesses.push(
        `${nameOf(skill.skill_id)} is listed under Skills, but no experience line shows it in use.`,
      );
    }
  }
  if (job.years !== null && evidence.years < job.years) {
    weaknesses.push(
      `The role asks for ${job.years}+ years of experience; your employment dates add up to ${evidence.years}.`,
    );
  }
  if (
    job.degree !== null &&
    DEGREE_ORDER.indexOf(evidence.degree) < DEGREE_ORDER.indexOf(job.degree)
  ) {
    weaknesses.push(
      `The role asks for a ${DEGREE_NAMES[job.degree]}; your resume lists ${DEGREE_NAMES[evidence.degree]}.`,
    );
  }
  if (
    job.seniority !== null &&
    SENIORITY_LEVELS.indexOf(job.seniority) > SENIORITY_LEVELS.indexOf(evidence.seniority)
  ) {
    weaknesses.push(
      `The role is ${job.seniority} level; your latest title and years read as ${evidence.seniority}.`,
    );
  }
  const missingPreferred = required.length ? preferred.filter((s) => !s.found) : [];
  if (missingPreferred.length) {
    weaknesses.push(
      `Nice-to-have skills not on your resume: ${listNames(missingPreferred.map((s) => s.name))}.`,
    );
  }
  if (weaknesses.length === 0) weaknesses.push('No gap found against this description.');

  for (const skill of [...missingCore, ...missingPreferred].slice(0, MAX_LEARN_ITEMS)) {
    const parts = [
      ...skill.lessons.slice(0, 2).map((l) => `lesson "${l.title}"`),
      ...skill.problems.slice(0, 2).map((p) => `practice "${p.title}"`),
    ];
    recommendations.push(
      `Learn ${skill.name}${parts.length ? `: ${parts.join(', ')}` : ''}, then add a line showing where you used it.`,
    );
  }
  for (const skill of core) {
    const proof = skill.evidence;
    if (!proof) continue;
    if (proof.where === 'skills') {
      recommendations.push(
        `Show ${nameOf(skill.skill_id)} in use: add an experience bullet saying where you applied it and with what result.`,
      );
    } else if (proof.where === 'older-experience') {
      recommendations.push(
        `Refresh ${nameOf(skill.skill_id)}: it last appears in ${proof.last_used_year ?? 'an older role'}; a recent project would show it is current.`,
      );
    }
    const asked = jobText.get(skill.skill_id);
    if (
      asked &&
      proof.matched_text.toLowerCase() !== asked.toLowerCase() &&
      proof.matched_text.toLowerCase() !== nameOf(skill.skill_id).toLowerCase()
    ) {
      recommendations.push(
        `Write "${asked}" as the description does; your resume says "${proof.matched_text}".`,
      );
    }
  }
  if (recommendations.length === 0) {
    recommendations.push(
      `Your resume covers what this description asks; open your summary with the role title "${role.title}".`,
    );
  }
  return {
    strengths: bullets(strengths),
    weaknesses: bullets(weaknesses),
    recommendations: bullets(recommendations),
  };
}
