/**
 * The short role report (issue 26): from an analysis, what the learner reads first. The score
 * and label with one sentence why; each requirement the resume meets, with the line that proves
 * it; each requirement it misses, **once**, with what to do about it (the analysis's own lessons
 * and practice problems for that skill, which follow its relevance rules, and a resume change).
 * Everything else (the score breakdown, the prose) stays in the details. Pure: the Resumes
 * screen and the jobs board show the same report.
 */
import type {
  DegreeLevel,
  MatchLabel,
  RoleAnalysis,
  SeniorityLevel,
  SkillFinding,
} from './role-analysis-schema.ts';

/** Links shown per missing skill, of each kind (lessons, practice problems). */
export const REPORT_LINKS_PER_KIND = 2;

export interface ReportLink {
  kind: 'lesson' | 'problem';
  title: string;
  href: string;
}

export type RequirementKind = 'skill' | 'years' | 'degree' | 'seniority';

export interface MetRequirement {
  key: string;
  kind: RequirementKind;
  name: string;
  importance: 'required' | 'preferred';
  /** The resume line that proves it, as written. */
  line: string;
  /** Where that line is: "Data Engineer at Acme (2021–present)", "Skills". */
  source: string;
  /** How to make weak proof stronger (a skill shown only under Skills, or long ago); else null. */
  advice: string | null;
}

export interface MissingRequirement {
  key: string;
  kind: RequirementKind;
  name: string;
  importance: 'required' | 'preferred';
  /** Lessons and practice problems that teach it (the analysis's links, never others). */
  links: ReportLink[];
  /** The resume change that would show it, if the learner has it. */
  resumeChange: string;
}

export interface RoleReport {
  score: number;
  label: MatchLabel;
  /** One sentence: why this score. */
  why: string;
  met: MetRequirement[];
  missing: MissingRequirement[];
}

const DEGREE_NAMES: Record<DegreeLevel, string> = {
  none: 'no degree',
  bachelors: "a bachelor's degree",
  masters: "a master's degree",
  phd: 'a PhD',
};
const DEGREE_ORDER: DegreeLevel[] = ['none', 'bachelors', 'masters', 'phd'];
const SENIORITY_ORDER: SeniorityLevel[] = ['intern', 'junior', 'mid', 'senior', 'staff'];

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A finding's identity: every skill id it covers (a choice covers all its alternatives). */
function idsOf(skill: SkillFinding): string[] {
  return [skill.skill_id, ...(skill.alternatives ?? [])];
}

/**
 * The findings, each requirement once: a later finding that shares a skill id or a name with an
 * earlier one is the same requirement (kept found if either is found, required if either is).
 */
function distinctFindings(skills: SkillFinding[]): SkillFinding[] {
  const kept: SkillFinding[] = [];
  for (const skill of skills) {
    const ids = new Set(idsOf(skill));
    const name = skill.name.toLowerCase();
    const index = kept.findIndex(
      (other) => other.name.toLowerCase() === name || idsOf(other).some((id) => ids.has(id)),
    );
    if (index === -1) {
      kept.push(skill);
      continue;
    }
    const other = kept[index]!;
    const better = skill.credit > other.credit ? skill : other;
    kept[index] = {
      ...better,
      importance:
        skill.importance === 'required' || other.importance === 'required'
          ? 'required'
          : 'preferred',
    };
  }
  return kept;
}

function adviceFor(skill: SkillFinding): string | null {
  const proof = skill.evidence;
  if (!proof) return null;
  if (proof.where === 'skills') {
    return 'Only under Skills: show it in an experience bullet, with what it achieved.';
  }
  if (proof.where === 'older-experience') {
    return `Last shown in ${proof.last_used_year ?? 'an older role'}: a recent project would show it is current.`;
  }
  if (proof.where === 'summary' || proof.where === 'education') {
    return 'Not in your experience yet: show it in an experience bullet.';
  }
  return null;
}

function linksFor(skill: SkillFinding): ReportLink[] {
  return [
    ...skill.lessons
      .slice(0, REPORT_LINKS_PER_KIND)
      .map((l) => ({ kind: 'lesson' as const, title: l.title, href: l.href })),
    ...skill.problems
      .slice(0, REPORT_LINKS_PER_KIND)
      .map((p) => ({ kind: 'problem' as const, title: p.title, href: p.href })),
  ];
}

function whySentence(analysis: RoleAnalysis, core: SkillFinding[], coreWord: string): string {
  const parts: string[] = [];
  const found = core.filter((s) => s.found).length;
  if (core.length === 0) {
    parts.push('the description names no skill we know, so the score rests on the rest');
  } else if (found === core.length) {
    parts.push(`your resume shows every ${coreWord} skill (${found} of ${core.length})`);
  } else {
    parts.push(`your resume shows ${found} of ${core.length} ${coreWord} skills`);
  }
  const { years } = analysis.requirements;
  if (years !== null) {
    parts.push(
      `${plural(analysis.candidate.years, 'year', 'years')} of experience against the ${years}+ asked`,
    );
  }
  const sentence = parts.join(', with ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

export function buildRoleReport(analysis: RoleAnalysis): RoleReport {
  const skills = distinctFindings(analysis.skills);
  const required = skills.filter((s) => s.importance === 'required');
  const core = required.length ? required : skills;
  const met: MetRequirement[] = [];
  const missing: MissingRequirement[] = [];

  for (const skill of skills) {
    const key = `skill:${skill.skill_id}`;
    if (skill.found && skill.evidence) {
      met.push({
        key,
        kind: 'skill',
        name: skill.name,
        importance: skill.importance,
        line: skill.evidence.line,
        source: skill.evidence.source,
        advice: adviceFor(skill),
      });
    } else {
      missing.push({
        key,
        kind: 'skill',
        name: skill.name,
        importance: skill.importance,
        links: linksFor(skill),
        resumeChange:
          'If you have used it, add an experience bullet saying where and with what result.',
      });
    }
  }

  const { requirements, candidate } = analysis;
  if (requirements.years !== null) {
    const name = `${requirements.years}+ years of experience`;
    if (candidate.years >= requirements.years) {
      met.push({
        key: 'years',
        kind: 'years',
        name,
        importance: 'required',
        line: `${plural(candidate.years, 'year', 'years')} in your employment dates`,
        source: 'Experience',
        advice: null,
      });
    } else {
      missing.push({
        key: 'years',
        kind: 'years',
        name,
        importance: 'required',
        links: [],
        resumeChange: `Your employment dates add up to ${plural(candidate.years, 'year', 'years')}: check that every job has its start and end dates.`,
      });
    }
  }
  if (requirements.degree !== null && requirements.degree !== 'none') {
    const name = `${DEGREE_NAMES[requirements.degree].replace(/^an? /, '').replace(/^./, (c) => c.toUpperCase())}`;
    if (DEGREE_ORDER.indexOf(candidate.degree) >= DEGREE_ORDER.indexOf(requirements.degree)) {
      met.push({
        key: 'degree',
        kind: 'degree',
        name,
        importance: 'required',
        line: `You list ${DEGREE_NAMES[candidate.degree]}`,
        source: 'Education',
        advice: null,
      });
    } else {
      missing.push({
        key: 'degree',
        kind: 'degree',
        name,
        importance: 'required',
        links: [],
        resumeChange: `Your resume lists ${DEGREE_NAMES[candidate.degree]}: if you hold ${DEGREE_NAMES[requirements.degree]}, add it under Education with its level.`,
      });
    }
  }
  if (
    requirements.seniority !== null &&
    SENIORITY_ORDER.indexOf(requirements.seniority) > SENIORITY_ORDER.indexOf(candidate.seniority)
  ) {
    missing.push({
      key: 'seniority',
      kind: 'seniority',
      name: `${requirements.seniority.charAt(0).toUpperCase()}${requirements.seniority.slice(1)}-level experience`,
      importance: 'required',
      links: [],
      resumeChange: `Your latest title and years read as ${candidate.seniority}: if you led work or people, say so in your latest role's bullets.`,
    });
  }

  const byImportance = <T extends { importance: 'required' | 'preferred' }>(a: T, b: T) =>
    Number(a.importance === 'preferred') - Number(b.importance === 'preferred');
  met.sort(byImportance);
  missing.sort(byImportance);
  return {
    score: analysis.match_score,
    label: analysis.match_label,
    why: whySentence(analysis, core, required.length ? 'required' : 'listed'),
    met,
    missing,
  };
}
