/**
 * A tiny syntax highlighter for lesson code (Python, SQL, Bash, YAML, JSON): a single pass of
 * sticky regular expressions that splits code into typed tokens. Good enough to make code
 * readable, at a few hundred bytes instead of a highlighting library.
 */
import type { CodeLanguage } from '@/common/courses/paragraph-schema.ts';

export type TokenType = 'plain' | 'keyword' | 'string' | 'comment' | 'number' | 'function' | 'key';

export interface CodeToken {
  type: TokenType;
  text: string;
}

const PYTHON_KEYWORDS =
  'and as assert async await break class continue def del elif else except False finally for from global if import in is lambda None nonlocal not or pass raise return True try while with yield match case';
const SQL_KEYWORDS =
  'select from where and or not in is null as on join left right full outer inner cross group by order having limit offset insert into values update set delete create table view index unique primary key references default with recursive union all distinct case when then else end begin commit rollback merge using matched over partition rows range between unbounded preceding following current row exists like ilike cast alter add drop if returning conflict do nothing excluded asc desc true false interval date timestamp integer bigint text boolean numeric varchar smallint serial bigserial extension explain analyze copy format header filter lateral window';
const BASH_KEYWORDS =
  'if then else elif fi for while do done case esac function in export local return';

interface Rule {
  type: TokenType;
  pattern: RegExp;
}

function keywordRule(words: string, flags = ''): Rule {
  return {
    type: 'keyword',
    pattern: new RegExp(`\\b(?:${words.split(' ').join('|')})\\b`, `y${flags}`),
  };
}

const NUMBER: Rule = { type: 'number', pattern: /\b\d[\d_]*(?:\.\d+)?(?:e[+-]?\d+)?\b/iy };
const DOUBLE_STRING: Rule = { type: 'string', pattern: /"(?:[^"\\\n]|\\.)*"/y };
const SINGLE_STRING: Rule = { type: 'string', pattern: /'(?:[^'\\\n]|\\.)*'/y };

const RULES: Record<Exclude<CodeLanguage, 'text'>, Rule[]> = {
  python: [
    { type: 'comment', pattern: /#.*/y },
    { type: 'string', pattern: /[rbuf]{0,2}("""[\s\S]*?"""|'''[\s\S]*?''')/iy },
    { type: 'string', pattern: /[rbuf]{0,2}("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')/iy },
    keywordRule(PYTHON_KEYWORDS),
    { type: 'function', pattern: /[A-Za-z_]\w*(?=\()/y },
    NUMBER,
  ],
  sql: [
    { type: 'comment', pattern: /--.*/y },
    { type: 'comment', pattern: /\/\*[\s\S]*?\*\//y },
    SINGLE_STRING,
    { type: 'plain', pattern: /"(?:[^"\n])*"/y },
    keywordRule(SQL_KEYWORDS, 'i'),
    { type: 'function', pattern: /[A-Za-z_]\w*(?=\()/y },
    NUMBER,
  ],
  bash: [
    { type: 'comment', pattern: /#.*/y },
    DOUBLE_STRING,
    SINGLE_STRING,
    keywordRule(BASH_KEYWORDS),
    { type: 'key', pattern: /--?[A-Za-z][\w-]*/y },
    NUMBER,
  ],
  yaml: [
    { type: 'comment', pattern: /#.*/y },
    { type: 'key', pattern: /[\w.-]+(?=\s*:(?:\s|$))/y },
    DOUBLE_STRING,
    SINGLE_STRING,
    { type: 'keyword', pattern: /\b(?:true|false|null|yes|no)\b/y },
    NUMBER,
  ],
  json: [
    { type: 'key', pattern: /"(?:[^"\\\n]|\\.)*"(?=\s*:)/y },
    DOUBLE_STRING,
    { type: 'keyword', pattern: /\b(?:true|false|null)\b/y },
    { type: 'number', pattern: /-?\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b/iy },
  ],
};

/** Identifiers and whitespace are skipped as one run so keywords inside words never match. */
const PLAIN_RUN = /[A-Za-z_]\w*|\s+|./y;

export function highlightCode(code: string, language: CodeLanguage): CodeToken[] {
  if (language === 'text') return [{ type: 'plain', text: code }];
  const rules = RULES[language];
  const tokens: CodeToken[] = [];
  const push = (type: TokenType, text: string) => {
    const last = tokens.at(-1);
    if (last && last.type === type) last.text += text;
    else tokens.push({ type, text });
  };
  let index = 0;
  while (index < code.length) {
    let matched = false;
    for (const rule of rules) {
      rule.pattern.lastIndex = index;
      const match = rule.pattern.exec(code);
      if (match && match[0].length > 0) {
        push(rule.type, match[0]);
        index += match[0].length;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    PLAIN_RUN.lastIndex = index;
    const run = PLAIN_RUN.exec(code)?.[0] ?? code[index] ?? '';
    push('plain', run);
    index += run.length;
  }
  return tokens;
}
