import { describe, expect, it } from 'vitest';
import type { Capstone } from '@/common/capstones/capstone-schema.ts';
import { findPassedCapstones } from './find-passed-capstones.ts';

const capstone = (id: string, milestones: Array<[string, 'sql' | 'python']>): Capstone => ({
  id,
  track: 'data-engineering',
  title: `Title ${id}`,
  summary: 'A capstone used by the test.',
  order: 1,
  brief: 'x'.repeat(60),
  datasets: ['flights'],
  milestones: milestones.map(([milestone, language]) => ({
    id: milestone,
    title: `Milestone ${milestone}`,
    language,
  })),
});

describe('findPassedCapstones', () => {
  const capstones = [
    capstone('warehouse', [
      ['m1', 'sql'],
      ['m2', 'sql'],
    ]),
    capstone('search', [
      ['m3', 'python'],
      ['m4', 'sql'],
    ]),
  ];

  it('offers a capstone only once every milestone passed, dated by its last milestone', () => {
    const solved = new Map([
      ['m1', Date.UTC(2026, 10, 2)],
      ['m2', Date.UTC(2026, 10, 9)],
      ['m3', Date.UTC(2026, 10, 1)],
    ]);
    expect(findPassedCapstones(capstones, solved, new Map())).toEqual([
      {
        id: 'warehouse',
        title: 'Title warehouse (capstone project)',
        highlights: ['Milestone m1', 'Milestone m2'],
        technologies: ['SQL'],
        url: '',
        passedOn: '2026-11-09',
      },
    ]);
  });

  it('links to the certificate of the track when the learner holds one', () => {
    const solved = new Map([
      ['m3', 1],
      ['m4', 2],
    ]);
    const urls = new Map([['data-engineering', 'https://nyra.test/verify/abc']]);
    const [passed] = findPassedCapstones(capstones, solved, urls);
    expect(passed?.url).toBe('https://nyra.test/verify/abc');
    expect(passed?.technologies).toEqual(['Python', 'SQL']);
  });
});
