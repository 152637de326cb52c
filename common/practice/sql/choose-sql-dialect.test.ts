import { describe, expect, it } from 'vitest';
import { chooseSqlDialect } from './choose-sql-dialect.ts';

describe('chooseSqlDialect', () => {
  it('follows the learner’s choice when the problem runs in both engines', () => {
    const both = { engines: ['sqlite', 'postgres'] as const };
    expect(chooseSqlDialect({ engines: [...both.engines] }, 'postgres')).toEqual({
      dialect: 'postgres',
      fixed: false,
      unsupported: null,
    });
    expect(chooseSqlDialect({ engines: [...both.engines] }, 'sqlite')).toEqual({
      dialect: 'sqlite',
      fixed: false,
      unsupported: null,
    });
  });

  it('fixes the engine a single-engine problem is written for', () => {
    expect(chooseSqlDialect({ engines: ['postgres'] }, 'sqlite')).toEqual({
      dialect: 'postgres',
      fixed: true,
      unsupported: 'sqlite',
    });
    expect(chooseSqlDialect({ engines: ['sqlite'] }, 'postgres')).toEqual({
      dialect: 'sqlite',
      fixed: true,
      unsupported: 'postgres',
    });
  });

  it('runs DuckDB where the problem is marked for it', () => {
    expect(chooseSqlDialect({ engines: ['sqlite', 'postgres', 'duckdb'] }, 'duckdb')).toEqual({
      dialect: 'duckdb',
      fixed: false,
      unsupported: null,
    });
  });

  it('falls back to the first engine, unfixed, for a DuckDB learner on an unmarked problem', () => {
    expect(chooseSqlDialect({ engines: ['sqlite', 'postgres'] }, 'duckdb')).toEqual({
      dialect: 'sqlite',
      fixed: false,
      unsupported: 'duckdb',
    });
  });
});
