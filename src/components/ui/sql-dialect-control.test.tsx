/**
 * The shared "SQL dialect" control as markup (Vitest runs in Node here: no DOM): it offers only
 * the engines the code lists and says why when the choice is fixed or not offered, naming what
 * the screen runs (a problem, an exercise). Choosing and remembering are proven end to end in
 * tests/e2e/practice-duckdb.spec.ts and tests/e2e/lesson-exercises.spec.ts.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SqlDialectControl } from './sql-dialect-control.tsx';

describe('SqlDialectControl', () => {
  it('offers only the listed engines, with no note when the choice is among them', () => {
    const html = renderToStaticMarkup(
      <SqlDialectControl
        engines={['sqlite', 'duckdb']}
        dialect="duckdb"
        fixed={false}
        unsupported={null}
      />,
    );
    expect(html).toContain('<option value="sqlite">SQLite</option>');
    expect(html).toContain('<option value="duckdb" selected="">DuckDB</option>');
    expect(html).not.toContain('PostgreSQL');
    expect(html).not.toContain('<p');
  });

  it('names the exercise in its notes', () => {
    const fixed = renderToStaticMarkup(
      <SqlDialectControl
        engines={['postgres']}
        dialect="postgres"
        fixed
        unsupported={null}
        subject="exercise"
      />,
    );
    expect(fixed).toContain('disabled');
    expect(fixed).toContain('This exercise uses PostgreSQL syntax that SQLite lacks');
    const other = renderToStaticMarkup(
      <SqlDialectControl
        engines={['sqlite', 'postgres']}
        dialect="sqlite"
        fixed={false}
        unsupported="duckdb"
        subject="exercise"
      />,
    );
    expect(other).toContain('This exercise does not run in DuckDB yet, so it runs in SQLite.');
  });
});
