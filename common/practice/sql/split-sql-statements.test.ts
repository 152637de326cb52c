import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from './split-sql-statements.ts';

describe('splitSqlStatements', () => {
  it('splits at semicolons and drops empty and comment-only statements', () => {
    expect(splitSqlStatements('SELECT 1;\n\nSELECT 2; -- done\n;')).toEqual([
      'SELECT 1',
      'SELECT 2',
    ]);
  });

  it('keeps semicolons inside quotes, comments and dollar quotes', () => {
    const sql = `SELECT 'a;b' AS "x;y"; /* c; d */ SELECT $fn$ e; f $fn$, $$g;$$;
-- h; i
SELECT 3`;
    expect(splitSqlStatements(sql)).toEqual([
      `SELECT 'a;b' AS "x;y"`,
      '/* c; d */ SELECT $fn$ e; f $fn$, $$g;$$',
      '-- h; i\nSELECT 3',
    ]);
  });

  it('returns nothing for comments only', () => {
    expect(splitSqlStatements('-- write your query here\n')).toEqual([]);
  });
});
