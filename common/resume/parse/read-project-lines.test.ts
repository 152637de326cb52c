import { describe, expect, it } from 'vitest';
import { readProjectLines } from './read-project-lines.ts';

const fields = (lines: string[], paragraphs = false) =>
  readProjectLines(lines, paragraphs).map(({ parse_meta: _meta, ...rest }) => rest);

describe('readProjectLines', () => {
  it('reads the export layout: name, dates | link, technologies, bullets', () => {
    expect(
      fields([
        'Taxi Trips Warehouse',
        'Jan 2024 – Mar 2024 | https://nyra.example/capstones/taxi',
        'Technologies: SQL, dbt, DuckDB',
        '• Modelled three years of raw trips into a star',
        'schema.',
        '• Loaded new trips incrementally.',
        'Churn Model\t2023',
        'https://example.org/ada/churn',
        '• Flags churners a month ahead.',
      ]),
    ).toEqual([
      {
        project_name: 'Taxi Trips Warehouse',
        description:
          '• Modelled three years of raw trips into a star schema.\n• Loaded new trips incrementally.',
        url: 'https://nyra.example/capstones/taxi',
        start_date: '2024-01',
        end_date: '2024-03',
        keywords: 'SQL, dbt, DuckDB',
      },
      {
        project_name: 'Churn Model',
        description: '• Flags churners a month ahead.',
        url: 'https://example.org/ada/churn',
        start_date: '',
        end_date: '2023',
        keywords: '',
      },
    ]);
  });

  it('reads "Name | technologies | dates" on one line, and a bare host link', () => {
    expect(
      fields(['Sales Dashboard | Tableau, SQL | 2022 – 2023', 'github.com/ada/sales']),
    ).toEqual([
      expect.objectContaining({
        project_name: 'Sales Dashboard',
        keywords: 'Tableau, SQL',
        start_date: '2022',
        end_date: '2023',
        url: 'github.com/ada/sales',
      }),
    ]);
  });

  it('keeps each paragraph of a Word file a line of its own', () => {
    expect(fields(['Taxi Warehouse', 'Churn Model'], true).map((p) => p.project_name)).toEqual([
      'Taxi Warehouse',
      'Churn Model',
    ]);
  });
});
