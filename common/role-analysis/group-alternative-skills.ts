/**
 * Groups the skills a requirement line names as alternatives: "Snowflake, BigQuery or
 * Redshift", "Python/Scala", "one of AWS, GCP or Azure", "a warehouse such as Snowflake or
 * BigQuery" are one requirement, met by any of them; "Python, SQL and Spark" are three. A run of
 * mentions joined only by commas, slashes, "or" and "and" is a group when a slash or "or" joins
 * its last two, or when it follows "one of", "such as", "e.g.", "like" or "including" (examples of
 * one thing; a kind of thing named just before them, "a cloud warehouse such as", "CDC tools such
 * as", joins them). "Airflow or a similar
 * orchestrator (Dagster, Prefect)" is one choice too, and so are "dbt (or SQLMesh)" and
 * "PyTorch (TensorFlow is fine too)". A list in parentheses right after a skill, "AWS (S3, IAM)",
 * "Python (pandas, NumPy)", "statistics (regression, hypothesis testing)", names its parts: each
 * apart from the skill (one choice when "or" joins them; the reader prefers them, R5 of
 * tests/fixtures/role-postings/README.md). After a kind of thing, "a vector store (Qdrant,
 * pgvector)", "product analytics tools (Amplitude, Mixpanel)", "a serving framework (KServe,
 * Seldon)", the list gives examples of one thing, and the skill
 * named just before (if any) joins them. Pure; product.md#entities (role analysis).
 */
import type { SkillMention } from '../skills/find-skill-mentions.ts';

/** What may stand between two mentions of one run. */
const JOINER = /^\s*(?:,|\/|\||or|and|and\/or|,\s*or|,\s*and|,\s*and\/or)\s*$/i;
/**
 * A list item the taxonomy does not know between two that it does ("Looker, Mode or Hex"): one
 * or two capitalised words between list joiners still continue the list.
 */
const UNKNOWN_ITEM_JOINER =
  /^\s*(?:,|\/)\s*[A-Z][\w.+#-]*(?:\s+[A-Z][\w.+#-]*)?\s*(?:,|\/|,?\s*or|,?\s*and)\s*$/;
/** "Experience in at least one of: A, B or C": every skill after the cue, to the clause's end, is one choice. */
const ONE_OF_CUE = /\b(?:at least one|any one|one or more) of\b\s*:?/i;
/** "Airflow or a similar orchestrator (Dagster, Prefect)": the second part is one choice with the first. */
const SIMILAR_JOINER =
  /^\s*,?\s*or\s+(?:a|an|any|another|other)?\s*(?:similar|comparable|equivalent|other|another)?\s*(?:[\w-]+\s+){0,3}\(\s*$/i;
/** Joiners that make the run a choice. */
const CHOICE_JOINER = /(?:\/|\||\bor\b)/i;
/** Words before a run that make it examples of one requirement. */
const EXAMPLES_CUE =
  /(?:\bone of|\bany of|\beither|\bsuch as|\be\.?g\.?,?|\bfor example|\bfor instance|\blike|\bincluding|\bsimilar to|\b(?:tools?|platforms?|librar(?:y|ies)|frameworks?|warehouses?|orchestrators?)\s*:)\s*$/i;

/**
 * What stands before a list in parentheses that makes it examples of one thing: "a serving
 * framework (", "model registries (", "an orchestrator such as (".
 */
const KIND_BEFORE_LIST =
  /\b(?:a|an|one|any|another|some|either)\s+(?:[\w-]+\s+){0,3}\(\s*$|\b(?:tools?|tooling|librar(?:y|ies)|platforms?|frameworks?|services?|stores?|engines?|systems?|solutions?|databases?|warehouses?|orchestrators?|registr(?:y|ies)|languages?|providers?|clouds?)\s*\(\s*$/i;
/** "a vector store", "one BI tool", "any cloud warehouse": a kind of thing, not one skill. */
const KIND_ARTICLE = /\b(?:a|an|one|any|another|some)\s+(?:[\w-]+\s+){0,2}$/i;
/** "CDC tools such as …", "ML libraries like …", "AWS services such as …": a kind of tool. */
const KIND_WORDS =
  /^\W*(?:tools?|tooling|librar(?:y|ies)|platforms?|frameworks?|services?|stores?|engines?|systems?)\b/i;
/** "(TensorFlow is fine too)", "(pgvector or similar are fine)": alternatives the posting accepts. */
const ALTERNATIVES_INSIDE =
  /\b(?:(?:is|are) (?:also )?(?:fine|ok|okay|welcome)|(?:fine|works?) too|equally good)\b/i;
/** "(e.g. A, B)", "(such as A)", "(for example A or B)": examples, whatever the skill before. */
const PARENTHESIS_EXAMPLES_CUE =
  /^\(\s*(?:e\.?\s?g\.?|i\.?\s?e\.?|for example|for instance|such as|like|incl\.?|including)\s*[,:]?\s*$/i;

/**
 * Parentheses holding a short list ("(Dagster, Prefect)", "(dbt metrics, LookML, Cube)"): every
 * item at most three words. Their mentions are one run, whatever words stand between them.
 */
function listParentheses(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of text.matchAll(/\(([^()]*)\)/g)) {
    const items = (match[1] ?? '').split(/,|\/|\bor\b|\band\b/);
    if (/^\s*(?:our|we)\b/i.test(match[1] ?? '')) continue;
    if (items.every((item) => item.trim().split(/\s+/).length <= 3))
      spans.push([match.index, match.index + match[0].length]);
  }
  return spans;
}

/** The mentions of a line in runs: each run of two or more skills is one choice. */
export function groupAlternativeSkills(text: string, mentions: SkillMention[]): SkillMention[][] {
  const oneOf = ONE_OF_CUE.exec(text);
  if (oneOf) {
    const from = oneOf.index + oneOf[0].length;
    const end = text.slice(from).search(/[.;]\s|[.;]$/);
    const to = end < 0 ? text.length : from + end;
    const inside = mentions.filter((m) => m.start >= from && m.end <= to);
    if (inside.length > 1) {
      const rest = mentions.filter((m) => !inside.includes(m));
      const unique = inside.filter(
        (m, i) => inside.findIndex((o) => o.skillId === m.skillId) === i,
      );
      return [...groupAlternativeSkills(text, rest), unique].sort(
        (a, b) => a[0]!.start - b[0]!.start,
      );
    }
  }
  const sorted = [...mentions].sort((a, b) => a.start - b.start);
  const runs: SkillMention[][] = [];
  let run: SkillMention[] = [];
  let similar = false;
  const lists = listParentheses(text);
  const parens = [...text.matchAll(/\([^()]*\)/g)].map((m): [number, number] => [
    m.index,
    m.index + m[0].length,
  ]);
  const listOf = (m: SkillMention) => lists.find(([from, to]) => m.start > from && m.end < to);
  /** Parentheses already read as alternatives to the skill before them. */
  let alternativesOf: [number, number] | undefined;
  const close = () => {
    if (run.length === 0) return;
    const first = run[0]!;
    const lastGap = run.length > 1 ? text.slice(run[run.length - 2]!.end, run.at(-1)!.start) : '';
    // The run is the list in parentheses: "(Dagster, Prefect)".
    const list = listOf(first);
    const opening = list ? text.slice(list[0], first.start) : '';
    // "(e.g., Iceberg or Hudi)": a cue inside the parentheses says they are examples.
    const examples = PARENTHESIS_EXAMPLES_CUE.test(opening);
    const parenthesised =
      list !== undefined && (/^\(\s*$/.test(opening) || examples) && listOf(run.at(-1)!) === list;
    const before = runs.at(-1);
    const head = before?.length === 1 ? before[0] : undefined;
    // "dbt (or SQLMesh)", "PyTorch (TensorFlow is fine too)": the parentheses name alternatives
    // to the skill just before them, one choice with it.
    const inside = parens.find(([from, to]) => first.start > from && run.at(-1)!.end < to);
    if (
      inside &&
      ((inside === alternativesOf && before) ||
        (head &&
          /^\s*\($/.test(text.slice(head.end, inside[0] + 1)) &&
          (/^\(\s*(?:or|and\/or)\s*$/i.test(text.slice(inside[0], first.start)) ||
            ALTERNATIVES_INSIDE.test(text.slice(inside[0], inside[1])))))
    ) {
      runs.push([...runs.pop()!, ...run]);
      // "(we use Qdrant; pgvector or similar are fine)": the rest of the parentheses join too.
      alternativesOf = inside;
      run = [];
      similar = false;
      return;
    }
    /** A list in parentheses after a skill: its parts ("Python (pandas, NumPy)"). */
    let parts = false;
    if (parenthesised) {
      const gap = head ? text.slice(head.end, list[0] + 1) : '';
      const headed = head !== undefined && /^\s*(?:[\w-]+\s+){0,3}\(\s*$/.test(gap);
      // "a vector store (Qdrant, pgvector)", "one deep learning framework (PyTorch,
      // TensorFlow)", "product analytics tools (Amplitude, Mixpanel)": the head is a kind of
      // thing and the list its examples, one choice.
      if (
        headed &&
        (KIND_ARTICLE.test(text.slice(0, head.start)) || KIND_WORDS.test(gap.replace(/\($/, '')))
      ) {
        runs.push([...runs.pop()!, ...run]);
        run = [];
        similar = false;
        return;
      }
      // "a serving framework (KServe, Seldon)": examples of a thing the taxonomy does not name.
      // "with our data engineers (Python, Docker, GitLab CI)": no kind of thing before the list,
      // nor "or" in it: the stack, one ask each.
      const kindBefore =
        KIND_BEFORE_LIST.test(text.slice(0, list[0] + 1)) ||
        examples ||
        /\bor\b|\//i.test(text.slice(list[0], list[1]));
      if (!headed && !kindBefore) {
        for (const mention of run) runs.push([mention]);
        run = [];
        similar = false;
        return;
      }
      if (!headed) {
        runs.push(run);
        run = [];
        similar = false;
        return;
      }
      // "Python (pandas, NumPy)", "statistics (regression, hypothesis testing)": the parts of
      // the skill before, each its own ask, or one choice when "or" joins them.
      parts = true;
    }
    const choice =
      run.length > 1 &&
      (similar || CHOICE_JOINER.test(lastGap) || EXAMPLES_CUE.test(text.slice(0, first.start)));
    // "a cloud data warehouse such as Snowflake or BigQuery", "CDC tools such as Debezium": the
    // general skill named just before the examples is met by them too, and they by it. Not
    // "Spark and one of Kafka or Kinesis" (two asks), nor a skill with its parts ("AWS such as S3").
    const cueGap = head ? text.slice(head.end, first.start) : '';
    const general =
      choice &&
      !parts &&
      head !== undefined &&
      EXAMPLES_CUE.test(cueGap) &&
      /^\W*(?:\w+\W+){0,3}$/.test(cueGap.replace(EXAMPLES_CUE, '')) &&
      !/^\W*(?:and|or|plus|with)\b/i.test(cueGap) &&
      (KIND_ARTICLE.test(text.slice(0, head.start)) ||
        KIND_WORDS.test(cueGap.replace(EXAMPLES_CUE, '')));
    if (general) runs.push([...runs.pop()!, ...run]);
    else if (choice) runs.push(run);
    else for (const mention of run) runs.push([mention]);
    run = [];
    similar = false;
  };
  for (const mention of sorted) {
    const previous = run.at(-1);
    const gap = previous ? text.slice(previous.end, mention.start) : '';
    const sameList =
      previous !== undefined &&
      listOf(previous) !== undefined &&
      listOf(previous) === listOf(mention);
    if (sameList) {
      // one list in parentheses: keep going
    } else if (previous && SIMILAR_JOINER.test(gap) && !similar) similar = true;
    else if (previous && !JOINER.test(gap) && !UNKNOWN_ITEM_JOINER.test(gap)) close();
    run.push(mention);
  }
  close();
  // The same skill twice in a run ("Spark (PySpark)") is one member.
  return runs.map((members) =>
    members.filter((m, i) => members.findIndex((o) => o.skillId === m.skillId) === i),
  );
}
