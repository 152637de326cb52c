import { describe, expect, it } from 'vitest';
import { comparePythonValues } from './compare-python-values.ts';

describe('comparePythonValues', () => {
  it('compares numbers with a tolerance and ints with floats', () => {
    expect(comparePythonValues(0.30000000000000004, 0.3, 'exact')).toBe(true);
    expect(comparePythonValues(2, 2.0, 'exact')).toBe(true);
    expect(comparePythonValues(2.67, 2.6666, 'exact')).toBe(false);
    expect(comparePythonValues(1e12 + 1, 1e12, 'exact')).toBe(true);
  });

  it('keeps types apart', () => {
    expect(comparePythonValues('1', 1, 'exact')).toBe(false);
    expect(comparePythonValues(true, 1, 'exact')).toBe(false);
    expect(comparePythonValues(null, [], 'exact')).toBe(false);
    expect(comparePythonValues({}, [], 'exact')).toBe(false);
  });

  it('requires list order only in exact mode', () => {
    expect(comparePythonValues([1, 0], [0, 1], 'exact')).toBe(false);
    expect(comparePythonValues([1, 0], [0, 1], 'unordered')).toBe(true);
    expect(comparePythonValues([1, 1, 2], [1, 2, 2], 'unordered')).toBe(false);
  });

  it('ignores inner order only in unordered_nested mode', () => {
    const actual = [['tea', 'eat'], ['bat']];
    const expected = [['bat'], ['eat', 'tea']];
    expect(comparePythonValues(actual, expected, 'unordered')).toBe(false);
    expect(comparePythonValues(actual, expected, 'unordered_nested')).toBe(true);
  });

  it('compares dicts by keys regardless of insertion order', () => {
    expect(comparePythonValues({ b: 1, a: { c: [1] } }, { a: { c: [1] }, b: 1 }, 'exact')).toBe(
      true,
    );
    expect(comparePythonValues({ a: 1 }, { a: 1, b: 2 }, 'exact')).toBe(false);
  });
});
