/**
 * Finds the taxonomy skills a text mentions, with where (character offsets) and the alias used.
 * Whole words only; longest alias first, so "Spark Streaming" is one mention of Spark Streaming
 * (which proves Spark through its parent), not also a bare "Spark". Spaces and hyphens inside an
 * alias match each other ("fine-tuning" = "fine tuning"), and a plural "s" is accepted. Aliases
 * marked exact-case (R, Go, Excel…) match only as written, so ordinary prose ("go", "excel at")
 * is not taken for a skill. A hyphenated word after an alias refuses it ("Spark-submit"), except
 * a describing one ("SQL-heavy", "HIPAA-compliant"). The regular expressions are built once per
 * process.
 */
import type { Skill } from './skill-schema.ts';
import { SKILLS } from './skill-taxonomy.ts';

export interface SkillMention {
  skillId: string;
  /** The text as written in the source (e.g. "k8s" for Kubernetes). */
  text: string;
  start: number;
  end: number;
}

interface Matcher {
  pattern: RegExp;
  /** Alias (lower-cased when the pattern ignores case) → skill id. */
  owners: Map<string, string>;
  ignoreCase: boolean;
}

// A slash may come before a skill ("Python/Scala"), but not in a path or address
// ("github.com/python"): refused when the text before the slash has a dot or colon.
const WORD_BEFORE = '(?<![\\w+#.@-])(?<![.:][\\w.:-]*/)';
// A hyphen joins the next word to the alias ("Spark-submit" is not Spark) except for words that
// describe how the skill is used: "SQL-heavy", "HIPAA-compliant", "Kubernetes-based".
const DESCRIBING_SUFFIX =
  '(?:heavy|compliant|based|native|first|driven|focused|centric|powered|certified|savvy)\\b';
const WORD_AFTER = `(?![\\w+#@]|-(?!${DESCRIBING_SUFFIX})\\w|\\.\\w)`;
/** One-letter aliases (R) also refuse "R&D" and "R's". */
const LETTER_AFTER = "(?![\\w+#@&'’]|-\\w|\\.\\w)";

interface TrieNode {
  children: Map<string, TrieNode>;
  /** Set when an alias ends here: what may follow it. */
  end: string | null;
}

function escapeChar(char: string): string {
  if (char === ' ') return '[\\s-]+';
  return char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * One alternation per trie node (aliases sharing a prefix share it), so the engine tries a
 * handful of branches per position instead of every alias: about 50× faster than a flat list.
 */
function trieToPattern(node: TrieNode): string {
  const branches = [...node.children.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([char, child]) => escapeChar(char) + trieToPattern(child));
  if (node.end !== null) branches.push(node.end);
  if (branches.length === 1) return branches[0] ?? '';
  return `(?:${branches.join('|')})`;
}

function normaliseKey(text: string, ignoreCase: boolean): string {
  const spaced = text.replace(/[\s-]+/g, ' ');
  return ignoreCase ? spaced.toLowerCase() : spaced;
}

function buildMatcher(skills: readonly Skill[], ignoreCase: boolean): Matcher {
  const owners = new Map<string, string>();
  for (const skill of skills) {
    const exact = new Set(skill.exactCaseAliases.map((alias) => alias.toLowerCase()));
    const aliases = ignoreCase
      ? [...(exact.has(skill.name.toLowerCase()) ? [] : [skill.name]), ...skill.aliases]
      : skill.exactCaseAliases;
    for (const alias of aliases) owners.set(normaliseKey(alias, ignoreCase), skill.id);
  }
  const root: TrieNode = { children: new Map(), end: null };
  for (const alias of owners.keys()) {
    let node = root;
    for (const char of alias) {
      let child = node.children.get(char);
      if (!child) {
        child = { children: new Map(), end: null };
        node.children.set(char, child);
      }
      node = child;
    }
    const plural = ignoreCase && /[a-z]$/i.test(alias) && alias.length > 2 ? '(?:e?s)?' : '';
    node.end = `${plural}${alias.length === 1 ? LETTER_AFTER : WORD_AFTER}`;
  }
  return {
    pattern: new RegExp(`${WORD_BEFORE}${trieToPattern(root)}`, ignoreCase ? 'gi' : 'g'),
    owners,
    ignoreCase,
  };
}

let matchers: Matcher[] | null = null;

function ownerOf(matcher: Matcher, text: string): string | undefined {
  const key = normaliseKey(text, matcher.ignoreCase);
  return (
    matcher.owners.get(key) ??
    matcher.owners.get(key.replace(/es$/, '')) ??
    matcher.owners.get(key.replace(/s$/, ''))
  );
}

export function findSkillMentions(text: string): SkillMention[] {
  matchers ??= [buildMatcher(SKILLS, true), buildMatcher(SKILLS, false)];
  const found: SkillMention[] = [];
  for (const matcher of matchers) {
    for (const match of text.matchAll(matcher.pattern)) {
      const skillId = ownerOf(matcher, match[0]);
      if (!skillId) continue;
      found.push({
        skillId,
        text: match[0],
        start: match.index,
        end: match.index + match[0].length,
      });
    }
  }
  // Overlaps between the two matchers: the longer mention wins.
  found.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const kept: SkillMention[] = [];
  for (const mention of found) {
    const last = kept[kept.length - 1];
    if (last && mention.start < last.end) continue;
    kept.push(mention);
  }
  return kept;
}
