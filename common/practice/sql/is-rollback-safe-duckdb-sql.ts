/**
 * Whether a learner's DuckDB statements can run inside a transaction that is then rolled back
 * with nothing left behind, so the data set they ran on can serve the next run
 * (run-duckdb-tests.ts). DuckDB undoes queries, DML and DDL (tables, views, indexes, sequences,
 * macros, temporary objects) on ROLLBACK; it does not undo session settings, attached databases,
 * files or secrets, and a learner's own BEGIN / COMMIT / ROLLBACK would end the transaction that
 * keeps the data set clean. Anything not on the list below runs the old way, on a fresh database.
 */

/** Statement starts that only read, or change what ROLLBACK restores. */
const ROLLBACK_SAFE_START =
  /^[\s(]*(select|with|from|values|table|describe|summarize|show|pivot|unpivot|explain|create|insert|update|delete|drop|alter|truncate)\b/i;
/** Forms of those starts that reach outside the transaction. */
const ROLLBACK_UNSAFE_FORMS = [
  /^[\s(]*update\s+extensions\b/i,
  /^[\s(]*(create|drop)\b[^(;]*\bsecret\b/i,
  /^[\s(]*create\b[^(;]*\bdatabase\b/i,
];

function stripLeadingComments(sql: string): string {
  return sql.replace(/^(\s*(--[^\n]*\n?|\/\*[\s\S]*?\*\/))*/, '');
}

/** `statements` as split-sql-statements.ts splits them. */
export function isRollbackSafeDuckdbSql(statements: readonly string[]): boolean {
  return statements.every((statement) => {
    const text = stripLeadingComments(statement);
    return ROLLBACK_SAFE_START.test(text) && !ROLLBACK_UNSAFE_FORMS.some((form) => form.test(text));
  });
}
