import { describe, expect, it } from 'vitest';
import { groupItemsIntoLines } from './group-items-into-lines.ts';
import type { TextItem } from './text-line.ts';

const item = (
  str: string,
  x: number,
  y: number,
  width = str.length * 5,
  height = 10,
): TextItem => ({
  str,
  x,
  y,
  width,
  height,
});

describe('groupItemsIntoLines', () => {
  it('joins runs on one baseline in x order, with a tab before a far-apart run', () => {
    const lines = groupItemsIntoLines(
      [
        item('Engineer', 73, 100),
        item('Data', 50, 100.5, 20),
        item('Jan 2021 – Present', 450, 100),
      ],
      595,
    );
    expect(lines.map((line) => line.text)).toEqual(['Data Engineer\tJan 2021 – Present']);
  });

  it('reads a two-column page as header, then the left column, then the right one', () => {
    const items = [
      item('Ada Lovelace, Data Engineer, London, United Kingdom', 50, 40, 400),
      ...['SKILLS', 'Python', 'SQL', 'Spark', 'Airflow'].map((s, i) =>
        item(s, 50, 100 + i * 14, 100),
      ),
      ...[
        'EXPERIENCE',
        'Data Engineer | Acme',
        '• Built pipelines',
        '• Cut costs',
        '• Led team',
      ].map((s, i) => item(s, 250, 100 + i * 14, 250)),
    ];
    expect(groupItemsIntoLines(items, 595).map((line) => line.text)).toEqual([
      'Ada Lovelace, Data Engineer, London, United Kingdom',
      'SKILLS',
      'Python',
      'SQL',
      'Spark',
      'Airflow',
      'EXPERIENCE',
      'Data Engineer | Acme',
      '• Built pipelines',
      '• Cut costs',
      '• Led team',
    ]);
  });

  it('keeps a one-column page whose lines cross the middle in top-to-bottom order', () => {
    const items = [
      item('Data Engineer', 50, 100, 100),
      item('2021 – 2023', 450, 100, 60),
      item('• Built batch and streaming pipelines for the whole company', 50, 114, 400),
      item('Analyst', 50, 128, 60),
      item('2019 – 2021', 450, 128, 60),
      item('• Automated monthly reporting across four teams and regions', 50, 142, 400),
    ];
    expect(groupItemsIntoLines(items, 595).map((line) => line.text)).toEqual([
      'Data Engineer\t2021 – 2023',
      '• Built batch and streaming pipelines for the whole company',
      'Analyst\t2019 – 2021',
      '• Automated monthly reporting across four teams and regions',
    ]);
  });
});
