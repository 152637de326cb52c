import { describe, expect, it } from 'vitest';
import { readResumeDate } from './read-resume-date.ts';

describe('readResumeDate', () => {
  it.each([
    ['2021', '2021'],
    ['Mar 2021', '2021-03'],
    ['march 2021', '2021-03'],
    ['Sept. 2019', '2019-09'],
    ['03/2021', '2021-03'],
    ['3/2021', '2021-03'],
    ['2021-03', '2021-03'],
    ['2021-03-15', '2021-03-15'],
    ['15 Mar 2021', '2021-03-15'],
    ['Mar 15, 2021', '2021-03-15'],
    ['Present', 'present'],
    ['Summer 2022', '2022'],
    ['fall\u00a02019', '2019'],
    ['Current', 'present'],
  ])('keeps the precision of %s', (text, stored) => {
    expect(readResumeDate(text)).toBe(stored);
  });

  it.each(['', 'Mar', '202', 'Mar 20', 'Marzipan 2021', '13/2021', '2021-02-30', 'soon'])(
    'is null for %j (not a date yet)',
    (text) => {
      expect(readResumeDate(text)).toBeNull();
    },
  );
});
