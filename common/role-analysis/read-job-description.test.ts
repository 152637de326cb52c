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
