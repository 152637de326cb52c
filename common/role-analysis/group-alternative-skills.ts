/**
 * Groups the skills a requirement line names as alternatives: "Snowflake, BigQuery or
 * Redshift", "Python/Scala", "one of AWS, GCP or Azure", "a warehouse such as Snowflake or
 * BigQuery" are one requirement, met by any of them; "Python, SQL and Spark" are three. A run of
 * mentions joined only by commas, slashes, "or" and "and" is a group when a slash or "or" joins
 * its last two, or when it follows "one of", "such as", "e.g.", "like" or "including" (examples of
 * one thing; a skill named just before such examples joins them). A plain list in parentheses,
 * "AWS (S3, IAM, Lambda)", names what is asked, not a choice. Pure; product.md 3 (role analysis).
 */
import type { SkillMention } from '../skills/find-skill-mentions.ts';

/** What may stand between two mentions of one run. */
const JOINER = /^\s*(?:,|\/|\||or|and|and\/or|,\s*or|,\s*and|,\s*and\/or)\s*$/i;
/** Joiners that make the run a choice. */
const CHOICE_JOINER = /(?:\/|\||\bor\b)/i;
/** Words before a run that make it examples of one requirement. */
const EXAMPLES_CUE =
  /(?:\bone of|\bany of|\beither|\bsuch as|\be\.?g\.?,?|\bfor example|\bfor instance|\blike|\bincluding|\bsimilar to)\s*:?\s*$/i;

/** The mentions of a line in runs: each run of two or more skills is one choice. */
export function groupAlternativeSkills(text: string, mentions: SkillMention[]): SkillMention[][] {
  const sorted = [...mentions].sort((a, b) => a.start - b.start);
  const runs: SkillMention[][] = [];
  let run: SkillMention[] = [];
  const close = () => {
    if (run.length === 0) return;
    const first = run[0]!;
    const lastGap = run.length > 1 ? text.slice(run[run.length - 2]!.end, run.at(-1)!.start) : '';
    const choice =
      run.length > 1 &&
      (CHOICE_JOINER.test(lastGap) || EXAMPLES_CUE.test(text.slice(0, first.start)));
    // "a cloud data warehouse such as Snowflake or BigQuery": the general skill named just
    // before the examples is met by them too, and they by it.
    const before = runs.at(-1);
    const general =
      choice &&
      before?.length === 1 &&
      EXAMPLES_CUE.test(text.slice(before[0]!.end, first.start)) &&
      /^\W*(?:\w+\W+){0,3}$/.test(
        text.slice(before[0]!.end, first.start).replace(EXAMPLES_CUE, ''),
      );
    if (general) runs.push([...runs.pop()!, ...run]);
    else if (choice) runs.push(run);
    else for (const mention of run) runs.push([mention]);
    run = [];
  };
  for (const mention of sorted) {
    const previous = run.at(-1);
    if (previous && !JOINER.test(text.slice(previous.end, mention.start))) close();
    run.push(mention);
  }
  close();
  // The same skill twice in a run ("Spark (PySpark)") is one member.
  return runs.map((members) =>
    members.filter((m, i) => members.findIndex((o) => o.skillId === m.skillId) === i),
  );
}
