import { describe, expect, it } from 'vitest';
import { gradeSqlResult } from './grade-sql-result.ts';

const expected = {
  columns: ['name', 'total'],
  rows: [
    ['Ada', 10],
    ['Bo', 2.5],
  ],
};

describe('gradeSqlResult', () => {
  it('accepts the same rows in any order when order does not matter', () => {
    const actual = {
      columns: ['NAME', 'total'],
      rows: [
        ['Bo', 2.5000000001],
        ['Ada', 10],
      ],
    };
    expect(gradeSqlResult(actual, expected, false).mismatch).toBeUndefined();
  });

  it('reports the wrong order only when the problem asks for one', () => {
    const actual = {
      columns: ['name', 'total'],
      rows: [
        ['Bo', 2.5],
        ['Ada', 10],
      ],
    };
    const grade = gradeSqlResult(actual, expected, true);
    expect(grade.mismatch).toBe('row_order');
    expect(grade.message).toMatch(/wrong order/);
  });

  it('says when there is no result set', () => {
    expect(gradeSqlResult(null, expected, false).mismatch).toBe('no_result_set');
  });

  it('says "wrong number of columns" with both column lists', () => {
    const grade = gradeSqlResult({ columns: ['name'], rows: [['Ada'], ['Bo']] }, expected, false);
    expect(grade.mismatch).toBe('column_count');
    expect(grade.message).toBe('Wrong number of columns: expected 2 (name, total), got 1 (name)');
  });

  it('names a wrongly named column', () => {
    const grade = gradeSqlResult(
      { columns: ['name', 'SUM(x)'], rows: expected.rows },
      expected,
      false,
    );
    expect(grade.mismatch).toBe('column_names');
    expect(grade.message).toContain('column 2 should be named "total", not "SUM(x)"');
  });

  it('lists missing and extra rows', () => {
    const actual = {
      columns: ['name', 'total'],
      rows: [
        ['Ada', 10],
        ['Bo', 3],
        ['Cy', 1],
      ],
    };
    const grade = gradeSqlResult(actual, expected, false);
    expect(grade.mismatch).toBe('row_count');
    expect(grade.missingRows).toEqual([['Bo', 2.5]]);
    expect(grade.extraRows).toEqual([
      ['Bo', 3],
      ['Cy', 1],
    ]);
  });

  it('distinguishes different rows of the right count', () => {
    const actual = {
      columns: ['name', 'total'],
      rows: [
        ['Ada', 10],
        ['Bo', null],
      ],
    };
    const grade = gradeSqlResult(actual, expected, true);
    expect(grade.mismatch).toBe('rows_differ');
    expect(grade.missingRows).toEqual([['Bo', 2.5]]);
    expect(grade.extraRows).toEqual([['Bo', null]]);
  });

  it('treats duplicates as a multiset and text "10" as different from 10', () => {
    const duplicated = {
      columns: ['name', 'total'],
      rows: [
        ['Ada', 10],
        ['Ada', 10],
      ],
    };
    expect(gradeSqlResult(duplicated, expected, false).mismatch).toBe('rows_differ');
    const text = {
      columns: ['name', 'total'],
      rows: [
        ['Ada', '10'],
        ['Bo', 2.5],
      ],
    };
    expect(gradeSqlResult(text, expected, false).extraRows).toEqual([['Ada', '10']]);
  });
});
