import { describe, expect, it } from 'vitest';
import { chooseSqlDialect } from './choose-sql-dialect.ts';

describe('chooseSqlDialect', () => {
  it('follows the learner’s choice when the problem runs in both engines', () => {
    const both = { engines: ['sqlite', 'postgres'] as const };
    expect(chooseSqlDialect({ engines: [...both.engines] }, 'postgres')).toEqual({
      dialect: 'postgres',
      fixed: false,
    });
    expect(chooseSqlDialect({ engines: [...both.engines] }, 'sqlite')).toEqual({
      dialect: 'sqlite',
      fixed: false,
    });
  });

  it('fixes the engine a single-engine problem is written for', () => {
    expect(chooseSqlDialect({ engines: ['postgres'] }, 'sqlite')).toEqual({
      dialect: 'postgres',
      fixed: true,
    });
    expect(chooseSqlDialect({ engines: ['sqlite'] }, 'postgres')).toEqual({
      dialect: 'sqlite',
      fixed: true,
    });
  });
});
