/**
 * Guesses the language of a code paragraph that does not name one (authored lessons have no
 * language picker, product.md#lesson-form). Scores a few telltale patterns per language; plain text wins
 * ties.
 */
import type { CodeLanguage } from '@/common/courses/paragraph-schema.ts';

const SIGNALS: Array<[CodeLanguage, RegExp[]]> = [
  [
    'sql',
    [
      /\bselect\b[\s\S]*\bfrom\b/i,
      /\b(insert\s+into|create\s+(table|index|view)|group\s+by|order\s+by|left\s+join|merge\s+into)\b/i,
      /^\s*--/m,
    ],
  ],
  [
    'python',
    [
      /^\s*(def|class)\s+\w+.*:\s*$/m,
      /^\s*(import\s+\w+|from\s+[\w.]+\s+import\b)/m,
      /\bprint\(|\bself\./,
      /^\s*#(?!!)/m,
    ],
  ],
  [
    'bash',
    [
      /^\s*(\$\s|sudo\s|pip\s|npm\s|curl\s|docker\s|export\s+\w+=|cd\s)/m,
      /^#!.*\b(ba)?sh\b/,
      /\s\\\n/,
    ],
  ],
  ['json', [/^\s*[[{][\s\S]*[\]}]\s*$/, /"\w+"\s*:/]],
  ['yaml', [/^\s*[\w-]+:\s*(\S.*)?$/m, /^\s*-\s+\w/m]],
];

export function detectCodeLanguage(code: string): CodeLanguage {
  let best: CodeLanguage = 'text';
  let bestScore = 0;
  for (const [language, patterns] of SIGNALS) {
    const score = patterns.filter((pattern) => pattern.test(code)).length;
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}
