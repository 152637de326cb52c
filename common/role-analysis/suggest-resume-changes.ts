/**
 * The résumé changes a role analysis implies, each small enough to apply in one click:
 * - `skills-first`: list the required skills the Skills section already has first;
 * - `add-skill`: a skill the role asks for that an experience line proves but the Skills section
 *   lacks ("surface a proven skill"), named as the taxonomy does;
 * - `bullet-up`: move the bullet that proves most of what the role asks for to the top of its job;
 * - `add-metric`: a bullet that proves an asked skill but has no number: a prompt for the learner
 *   to add the result (never a number made up here).
 * Reads the résumé as it is now (so an applied change is not offered again) and only the
 * analysis' list of what the role asks for, so a résumé edited since the analysis still gets
 * sound suggestions. One mechanism for the résumé editor (items) and a tracked job's tailored
 * version (text fields): both describe their résumé as a `ResumeShape`. Pure.
 */
import { findSkillMentions } from '../skills/find-skill-mentions.ts';
import { SKILLS_BY_ID } from '../skills/skill-taxonomy.ts';
import type { SkillFinding } from './role-analysis-schema.ts';

export interface ResumeShape {
  /** The Skills section in the order shown; `key` is the item id (or the name itself). */
  skills: ReadonlyArray<{ key: string; name: string }>;
  /** Each job's bullets; `key` is the item id (or the tailored field's key). */
  jobs: ReadonlyArray<{ key: string; label: string; description: string }>;
}

interface Base {
  /** Stable for the same change: the screen keys and tests by it. */
  id: string;
  /** What it does, in one sentence. */
  label: string;
}
export type ResumeChange =
  | (Base & { kind: 'skills-first'; order: string[] })
  | (Base & {
      kind: 'add-skill';
      skillId: string;
      skillName: string;
      jobKey: string;
      proof: string;
    })
  | (Base & { kind: 'bullet-up'; jobKey: string; description: string })
  | (Base & {
      kind: 'add-metric';
      jobKey: string;
      /** Index of the line in `description.split('\n')`. */
      lineIndex: number;
      /** The bullet's text, without its bullet. */
      line: string;
      prompt: string;
    });

export const MAX_ADD_SKILL_SUGGESTIONS = 4;
export const MAX_METRIC_SUGGESTIONS = 2;
/** Characters of a bullet quoted in a label. */
const LABEL_QUOTE_CHARS = 70;
const BULLET = /^[\s•*\-–·]+/;

interface Wanted {
  finding: SkillFinding;
  members: string[];
  weight: number;
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

function quoteOf(line: string): string {
  const text = line.replace(BULLET, '').trim();
  return text.length > LABEL_QUOTE_CHARS ? `${text.slice(0, LABEL_QUOTE_CHARS - 1)}…` : text;
}

function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Replaces the text of line `lineIndex` of a description, keeping its bullet. */
export function replaceDescriptionLine(
  description: string,
  lineIndex: number,
  text: string,
): string {
  const lines = description.split('\n');
  const current = lines[lineIndex];
  if (current === undefined) return description;
  const prefix = BULLET.exec(current)?.[0] ?? '';
  lines[lineIndex] = `${prefix}${text.replace(BULLET, '').trim()}`;
  return lines.join('\n');
}

export function suggestResumeChanges(
  resume: ResumeShape,
  analysis: { skills: readonly SkillFinding[] },
): ResumeChange[] {
  const wanted: Wanted[] = analysis.skills.map((finding) => ({
    finding,
    members: finding.alternatives ?? [finding.skill_id],
    weight: finding.importance === 'required' ? 2 : 1,
  }));
  const scoreOf = (ids: Set<string>) =>
    wanted.filter((w) => w.members.some((m) => ids.has(m))).reduce((s, w) => s + w.weight, 0);
  const changes: ResumeChange[] = [];

  // Skills the role requires that the Skills section has: first.
  const skillIds = resume.skills.map((skill) => idsIn(skill.name));
  const required = wanted.filter((w) => w.finding.importance === 'required');
  const first = resume.skills.filter((_, i) =>
    required.some((w) => w.members.some((m) => skillIds[i]!.has(m))),
  );
  const order = [...first, ...resume.skills.filter((skill) => !first.includes(skill))];
  if (first.length > 0 && order.some((skill, i) => skill !== resume.skills[i])) {
    const names = first.map((skill) => skill.name);
    changes.push({
      kind: 'skills-first',
      id: 'skills-first',
      label: `List ${listNames(names)} first among your skills: the role requires ${names.length === 1 ? 'it' : 'them'}.`,
      order: order.map((skill) => skill.key),
    });
  }

  // Skills an experience line proves that the Skills section lacks.
  const listed = new Set(skillIds.flatMap((ids) => [...ids]));
  const lines = resume.jobs.flatMap((job) =>
    job.description.split('\n').map((raw, lineIndex) => ({
      job,
      raw,
      lineIndex,
      text: raw.replace(BULLET, '').trim(),
    })),
  );
  const bullets = lines
    .filter((line) => line.text)
    .map((line) => ({ ...line, ids: idsIn(line.text) }));
  const adds: ResumeChange[] = [];
  for (const w of [...wanted].sort((a, b) => b.weight - a.weight)) {
    if (w.members.some((m) => listed.has(m))) continue;
    for (const member of w.members) {
      const proof = bullets.find((line) => line.ids.has(member));
      if (!proof) continue;
      const skillName = SKILLS_BY_ID.get(member)?.name ?? member;
      adds.push({
        kind: 'add-skill',
        id: `add-skill-${member}`,
        label: `Add ${skillName} to your skills: you used it (“${quoteOf(proof.text)}”), and the role ${w.finding.importance === 'required' ? 'requires' : 'prefers'} it.`,
        skillId: member,
        skillName,
        jobKey: proof.job.key,
        proof: proof.text,
      });
      break;
    }
  }
  changes.push(...adds.slice(0, MAX_ADD_SKILL_SUGGESTIONS));

  // Per job: the bullet proving most of what is asked goes first.
  for (const job of resume.jobs) {
    const own = bullets
      .filter((line) => line.job === job)
      .map((line, position) => ({ ...line, position, score: scoreOf(line.ids) }));
    const top = own[0];
    const best = [...own].sort(
      (a, b) =>
        b.score - a.score ||
        Number(/\d/.test(b.text)) - Number(/\d/.test(a.text)) ||
        a.position - b.position,
    )[0];
    if (!top || !best || best === top || best.score <= top.score) continue;
    const rest = own.filter((line) => line !== best).map((line) => line.raw);
    changes.push({
      kind: 'bullet-up',
      id: `bullet-up-${job.key}`,
      label: `Move “${quoteOf(best.text)}” to the top of ${job.label}: it proves what the role asks for.`,
      jobKey: job.key,
      description: [best.raw, ...rest].join('\n'),
    });
  }

  // Bullets that prove an asked skill but state no result.
  const metrics = bullets
    .map((line, order) => ({ ...line, order, score: scoreOf(line.ids) }))
    .filter((line) => line.score > 0 && !/\d/.test(line.text))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_METRIC_SUGGESTIONS);
  for (const line of metrics) {
    changes.push({
      kind: 'add-metric',
      id: `add-metric-${line.job.key}-${line.lineIndex}`,
      label: `“${quoteOf(line.text)}” (${line.job.label}) proves what the role asks for but gives no result: add a number.`,
      jobKey: line.job.key,
      lineIndex: line.lineIndex,
      line: line.text,
      prompt: 'The line with its result: how many, how much, how often or how much faster?',
    });
  }
  return changes;
}
