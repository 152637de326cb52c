import { useSyncExternalStore } from 'react';
import type { SqlDialect } from '@/common/practice/problem-schema.ts';
import { readSqlDialect, subscribeSqlDialect } from './sql-dialect-preference.ts';

/** The learner's chosen SQL dialect, live. */
export function useSqlDialect(): SqlDialect {
  return useSyncExternalStore(subscribeSqlDialect, readSqlDialect, readSqlDialect);
}
