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
    expect(gradeSqlResult(actual, expected, { orderMatters: false }).mismatch).toBeUndefined();
  });

  it('reports the wrong order only when the problem asks for one', () => {
    const actual = {
      columns: ['name', 'total'],
      rows: [
        ['Bo', 2.5],
        ['Ada', 10],
      ],
    };
    const grade = gradeSqlResult(actual, expected, { orderMatters: true });
    expect(grade.mismatch).toBe('row_order');
    expect(grade.message).toMatch(/wrong order/);
  });

  it('says when there is no result set', () => {
    expect(gradeSqlResult(null, expected, { orderMatters: false }).mismatch).toBe('no_result_set');
  });

  it('says "wrong number of columns" with both column lists', () => {
    const grade = gradeSqlResult({ columns: ['name'], rows: [['Ada'], ['Bo']] }, expected, {
      orderMatters: false,
    });
    expect(grade.mismatch).toBe('column_count');
    expect(grade.message).toBe('Wrong number of columns: expected 2 (name, total), got 1 (name)');
  });

  it('names a wrongly named column', () => {
    const grade = gradeSqlResult({ columns: ['name', 'SUM(x)'], rows: expected.rows }, expected, {
      orderMatters: false,
    });
    expect(grade.mismatch).toBe('column_names');
    expect(grade.message).toContain('column 2 should be named "total", not "SUM(x)"');
  });

  it('ignores column names when the problem does not name them', () => {
    const grade = gradeSqlResult({ columns: ['who', 'SUM(x)'], rows: expected.rows }, expected, {
      orderMatters: false,
      compareColumnNames: false,
    });
    expect(grade.mismatch).toBeUndefined();
  });

  it('uses the problem’s numeric tolerance', () => {
    const close = {
      columns: ['name', 'total'],
      rows: [
        ['Ada', 10.04],
        ['Bo', 2.5],
      ],
    };
    expect(gradeSqlResult(close, expected, { orderMatters: false }).mismatch).toBe('rows_differ');
    expect(
      gradeSqlResult(close, expected, { orderMatters: false, numericTolerance: 0.005 }).mismatch,
    ).toBeUndefined();
  });

  it('pairs a wrong row with its expected row and names the differing cells', () => {
    const actual = {
      columns: ['name', 'total'],
      rows: [
        ['Ada', 11],
        ['Bo', 2.5],
        ['Cy', 1],
      ],
    };
    const grade = gradeSqlResult(actual, expected, { orderMatters: false });
    expect(grade.cellDiff).toEqual([
      { kind: 'changed', expected: ['Ada', 10], actual: ['Ada', 11], cells: [1] },
      { kind: 'extra', actual: ['Cy', 1], cells: [] },
    ]);
  });

  it('does not pair rows that share nothing', () => {
    const actual = {
      columns: ['name', 'total'],
      rows: [
        ['Zed', 99],
        ['Bo', 2.5],
      ],
    };
    const grade = gradeSqlResult(actual, expected, { orderMatters: false });
    expect(grade.cellDiff.map((row) => row.kind)).toEqual(['missing', 'extra']);
  });

  it('shows the positions of rows in the wrong order', () => {
    const actual = {
      columns: ['name', 'total'],
      rows: [
        ['Bo', 2.5],
        ['Ada', 10],
      ],
    };
    const grade = gradeSqlResult(actual, expected, { orderMatters: true });
    expect(grade.message).toContain('first at row 1');
    expect(grade.cellDiff[0]).toEqual({
      kind: 'changed',
      position: 1,
      expected: ['Ada', 10],
      actual: ['Bo', 2.5],
      cells: [0, 1],
    });
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
    const grade = gradeSqlResult(actual, expected, { orderMatters: false });
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
    const grade = gradeSqlResult(actual, expected, { orderMatters: true });
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
    expect(gradeSqlResult(duplicated, expected, { orderMatters: false }).mismatch).toBe(
      'rows_differ',
    );
    const text = {
      columns: ['name', 'total'],
      rows: [
        ['Ada', '10'],
        ['Bo', 2.5],
      ],
    };
    expect(gradeSqlResult(text, expected, { orderMatters: false }).extraRows).toEqual([
      ['Ada', '10'],
    ]);
  });
});
