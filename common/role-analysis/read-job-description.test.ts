import { describe, expect, it } from 'vitest';
import { readJobDescription } from './read-job-description.ts';

describe('readJobDescription: alternatives', () => {
  it('reads "Snowflake, BigQuery or Redshift" as one requirement met by any of them', () => {
    const job = readJobDescription(
      'Data Engineer',
      'Requirements:\n- Python and SQL\n- Snowflake, BigQuery or Redshift',
    );
    expect(job.skills.filter((s) => s.importance === 'required')).toEqual([
      { skillId: 'python', importance: 'required', text: 'Python' },
      { skillId: 'sql', importance: 'required', text: 'SQL' },
      {
        skillId: 'snowflake',
        importance: 'required',
        text: 'Snowflake, BigQuery or Redshift',
        alternatives: ['snowflake', 'bigquery', 'redshift'],
      },
    ]);
  });

  it('drops a choice when one of its skills is also asked for on its own', () => {
    const job = readJobDescription('Engineer', 'Requirements:\n- Python\n- Python/Scala');
    expect(job.skills.map((s) => s.skillId)).toEqual(['python']);
  });
});

describe('readJobDescription: years', () => {
  it.each([
    ['- 3+ years building data pipelines', 3],
    ['- At least five years in analytics engineering', 5],
    ['- 2-4 yrs of professional experience', 2],
    ['- 4 years of experience with SQL', 4],
  ])('reads "%s" as %i years', (line, years) => {
    expect(readJobDescription('Data Engineer', `Requirements:\n${line}`).years).toBe(years);
  });

  it.each([
    'Our company was founded 20 years ago.',
    'We have served customers for 12 years.',
    'You will grow a lot over the next two years.',
  ])('does not take "%s" for years asked', (line) => {
    expect(readJobDescription('Data Engineer', line).years).toBeNull();
  });
});

describe('readJobDescription: prose', () => {
  const PROSE =
    'You will build Power BI dashboards and write SQL. You should be confident in Excel. ' +
    'Some experience with Tableau is a plus, but we will train you. You will also learn Python ' +
    'as part of our programme, so no prior Python is needed. Experience with LangChain is fine ' +
    'but not needed.';

  it('reads a cue for its own sentence, not for the whole paragraph', () => {
    const job = readJobDescription('Analyst', PROSE);
    const by = Object.fromEntries(job.skills.map((s) => [s.skillId, s.importance]));
    // "You will … write SQL" is a duty: preferred; "You should be confident in Excel" is asked.
    expect(by).toMatchObject({ sql: 'preferred', excel: 'required', tableau: 'preferred' });
  });

  it('does not ask for what the role will teach or says is not needed', () => {
    const ids = readJobDescription('Analyst', PROSE).skills.map((s) => s.skillId);
    expect(ids).not.toContain('python');
    expect(ids).not.toContain('langchain');
  });

  it('does not end a sentence at "e.g."', () => {
    const job = readJobDescription(
      'Engineer',
      'We need someone comfortable with a cloud data warehouse, e.g. Snowflake or BigQuery. And with the tools around it.',
    );
    expect(job.skills.find((s) => s.alternatives)?.alternatives).toEqual([
      'data-warehousing',
      'snowflake',
      'bigquery',
    ]);
  });
});
