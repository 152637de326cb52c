/**
 * Finds skills a text names by the work done rather than by the skill's name: "train and
 * evaluate detection models" (model training, model evaluation), "shipping machine learning
 * systems", "take models from notebook to production" (model deployment), "design and analyse
 * experiments" (A/B testing). A verb counts only with its object close by (at most three words
 * between, none of them a preposition or "their"), so "train new joiners on our tools" or "evaluate
 * vendors and their pricing models" name no model work. The mentions cover the verbs (or the phrase),
 * so a caller can drop those overlapping a taxonomy mention. Pure.
 */
import type { SkillMention } from './find-skill-mentions.ts';

/** Verbs of work on models, each with the skill it shows (null: part of a chain, no skill). */
const MODEL_VERBS: [RegExp, string | null][] = [
  [/^(?:re-?)?train(?:s|ed|ing)?$/i, 'model-training'],
  [/^(?:evaluat|validat)(?:e|es|ed|ing)$|^benchmark(?:s|ed|ing)?$/i, 'model-evaluation'],
  [
    /^(?:deploy(?:s|ed|ing)?|ship(?:s|ped|ping)?|serv(?:e|es|ed|ing)|productioni[sz](?:e|es|ed|ing))$/i,
    'model-deployment',
  ],
  [/^monitor(?:s|ed|ing)?$/i, 'model-monitoring'],
];
const VERB =
  '(?:re-?)?train(?:s|ed|ing)?|(?:evaluat|validat)(?:e|es|ed|ing)|benchmark(?:s|ed|ing)?|deploy(?:s|ed|ing)?|ship(?:s|ped|ping)?|serv(?:e|es|ed|ing)|productioni[sz](?:e|es|ed|ing)|monitor(?:s|ed|ing)?|build(?:s|ing)?|built|develop(?:s|ed|ing)?|design(?:s|ed|ing)?|tun(?:e|es|ed|ing)|test(?:s|ed|ing)?';
/** Nouns of the same work: "retraining and deployment of models". */
const NOUN_SKILLS: [RegExp, string][] = [
  [/^(?:re-?)?training$/i, 'model-training'],
  [/^(?:evaluation|validation)$/i, 'model-evaluation'],
  [/^(?:deployment|serving)$/i, 'model-deployment'],
  [/^monitoring$/i, 'model-monitoring'],
];
const NOUN = '(?:re-?)?training|evaluation|validation|deployment|serving|monitoring';
const CHAIN = String.raw`\s*(?:,|\band\b|\bor\b|\+|&|\/)\s*`;
/** Up to three words between a verb and its object, none a word that starts another phrase. */
const FILLER = String.raw`(?:(?!(?:their|its|for|with|of|to|on|in|from|by|at|into)\b)[\w-]+\s+){0,3}?`;
/**
 * What the work is done to. "dbt models", "data models", "pricing models" in a spreadsheet are not
 * machine-learning models: a data word just before "models" refuses it.
 */
const DATA_MODEL_WORD = String.raw`(?<!\b(?:dbt|data|SQL|semantic|dimensional|LookML|Looker|warehouse|business|financial|Excel)\s+)`;
const MODEL_OBJECT = String.raw`(?:${DATA_MODEL_WORD}(?:models?|classifiers?)|(?:neural\s+)?networks?|(?:ML|machine[\s-]learning|AI)\s+systems?)\b`;

const VERB_PHRASE = new RegExp(
  String.raw`\b(?:${VERB})(?:${CHAIN}(?:${VERB}))*\s+${FILLER}${MODEL_OBJECT}`,
  'gi',
);
const NOUN_PHRASE = new RegExp(
  String.raw`\b(?:${NOUN})(?:${CHAIN}(?:${NOUN}))*\s+(?:of|for)\s+(?:(?:the|our|all|new|your|ML|machine[\s-]learning)\s+){0,2}models?\b`,
  'gi',
);
/** "take models from notebook to production", "models into production". */
const TO_PRODUCTION = new RegExp(
  String.raw`${DATA_MODEL_WORD}\bmodels?\s+(?:from\s+(?:[\w-]+\s+){1,2})?(?:in)?to\s+production\b`,
  'gi',
);
/** "design and analyse experiments", "run product experiments". */
const EXPERIMENTS = new RegExp(
  String.raw`\b(?:design|run|analy[sz]e|plan)(?:s|ed|ing|ning)?(?:${CHAIN}(?:design|run|analy[sz]e|plan)(?:s|ed|ing|ning)?)*\s+(?:(?:online|controlled|randomi[sz]ed|product|A\/B|our|the)\s+){0,2}experiments\b`,
  'gi',
);

function wordsOf(
  phrase: string,
  offset: number,
  skills: [RegExp, string | null][],
  found: SkillMention[],
) {
  for (const word of phrase.matchAll(/[\w-]+/g)) {
    const skillId = skills.find(([pattern]) => pattern.test(word[0]))?.[1];
    if (!skillId || found.some((m) => m.skillId === skillId && m.start >= offset)) continue;
    const start = offset + word.index;
    found.push({ skillId, text: word[0], start, end: start + word[0].length });
  }
}

export function findWorkPhraseMentions(text: string): SkillMention[] {
  const found: SkillMention[] = [];
  for (const match of text.matchAll(VERB_PHRASE)) {
    // Only the verbs of the chain, not words of the filler ("evaluate small speech models").
    const chain = new RegExp(String.raw`^(?:${VERB})(?:${CHAIN}(?:${VERB}))*`, 'i').exec(match[0]);
    wordsOf(chain?.[0] ?? '', match.index, MODEL_VERBS, found);
  }
  for (const match of text.matchAll(NOUN_PHRASE)) {
    const chain = new RegExp(String.raw`^(?:${NOUN})(?:${CHAIN}(?:${NOUN}))*`, 'i').exec(match[0]);
    wordsOf(chain?.[0] ?? '', match.index, NOUN_SKILLS, found);
  }
  for (const match of text.matchAll(TO_PRODUCTION)) {
    found.push({
      skillId: 'model-deployment',
      text: match[0],
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  for (const match of text.matchAll(EXPERIMENTS)) {
    found.push({
      skillId: 'a-b-testing',
      text: match[0],
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return found.sort((a, b) => a.start - b.start);
}
