/**
 * Splits SQL text at the semicolons that end statements, skipping those inside quotes ('…',
 * "…"), PostgreSQL dollar quotes ($$…$$, $tag$…$tag$) and comments. Statements that hold only
 * comments or spaces are dropped. Explain uses it to run the setup statements of a learner's
 * code and explain the last one, the same way in both engines.
 */
export function splitSqlStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let index = 0;
  const push = (end: number) => {
    const text = sql.slice(start, end).trim();
    const withoutComments = text
      .replace(/--[^\n]*/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim();
    if (withoutComments) statements.push(text);
  };
  while (index < sql.length) {
    const char = sql[index];
    const next = sql[index + 1];
    if (char === "'" || char === '"') {
      const close = sql.indexOf(char, index + 1);
      index = close === -1 ? sql.length : close + 1;
    } else if (char === '-' && next === '-') {
      const close = sql.indexOf('\n', index);
      index = close === -1 ? sql.length : close + 1;
    } else if (char === '/' && next === '*') {
      const close = sql.indexOf('*/', index + 2);
      index = close === -1 ? sql.length : close + 2;
    } else if (char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(index))?.[0];
      if (tag) {
        const close = sql.indexOf(tag, index + tag.length);
        index = close === -1 ? sql.length : close + tag.length;
      } else {
        index += 1;
      }
    } else if (char === ';') {
      push(index);
      index += 1;
      start = index;
    } else {
      index += 1;
    }
  }
  push(sql.length);
  return statements;
}
