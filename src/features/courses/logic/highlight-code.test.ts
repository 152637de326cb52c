import { describe, expect, it } from 'vitest';
import { highlightCode, type CodeToken } from './highlight-code.ts';

const typed = (tokens: CodeToken[], type: CodeToken['type']) =>
  tokens.filter((token) => token.type === type).map((token) => token.text);

describe('highlightCode', () => {
  it('keeps the code text exactly, whatever the language', () => {
    const code = "SELECT a, 'it''s' -- note\nFROM t WHERE x > 1.5; /* c */";
    for (const language of ['sql', 'python', 'bash', 'yaml', 'json', 'text'] as const) {
      expect(
        highlightCode(code, language)
          .map((t) => t.text)
          .join(''),
      ).toBe(code);
    }
  });

  it('marks SQL keywords case-insensitively, strings, comments and numbers', () => {
    const tokens = highlightCode("select name, 'x' from users -- all\nWHERE id = 42", 'sql');
    expect(typed(tokens, 'keyword')).toEqual(['select', 'from', 'WHERE']);
    expect(typed(tokens, 'string')).toEqual(["'x'"]);
    expect(typed(tokens, 'comment')).toEqual(['-- all']);
    expect(typed(tokens, 'number')).toEqual(['42']);
  });

  it('does not see keywords inside identifiers', () => {
    const tokens = highlightCode('selection = from_date + order_id2', 'sql');
    expect(typed(tokens, 'keyword')).toEqual([]);
    expect(typed(tokens, 'number')).toEqual([]);
  });

  it('handles Python strings, f-strings, comments, calls and keywords', () => {
    const tokens = highlightCode('def f(x):\n    return print(f"{x}")  # done', 'python');
    expect(typed(tokens, 'keyword')).toEqual(['def', 'return']);
    expect(typed(tokens, 'function')).toEqual(['f', 'print']);
    expect(typed(tokens, 'string')).toEqual(['f"{x}"']);
    expect(typed(tokens, 'comment')).toEqual(['# done']);
  });

  it('marks YAML and JSON keys', () => {
    expect(typed(highlightCode('owner: team\nversion: 2', 'yaml'), 'key')).toEqual([
      'owner',
      'version',
    ]);
    expect(typed(highlightCode('{"id": "a", "n": 3}', 'json'), 'key')).toEqual(['"id"', '"n"']);
  });
});
