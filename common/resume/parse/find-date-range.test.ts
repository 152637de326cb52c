import { describe, expect, it } from 'vitest';
import { findDateRange } from './find-date-range.ts';

describe('findDateRange', () => {
  it.each([
    ['04/2022 - 08/2025', '2022-04', '2025-08'],
    ['2024-01 – present', '2024-01', 'present'],
    ['Jan 2021 — Present', '2021-01', 'present'],
    ['March 2019 to June 2021', '2019-03', '2021-06'],
    ['2015 – 2019', '2015', '2019'],
    ['Sept. 2019 − Current', '2019-09', 'present'],
    ['Summer 2022 – Fall 2022', '2022', '2022'],
    ['Jun\u00a02020\u2009–\u2009Aug\u00a02021', '2020-06', '2021-08'],
    ['Jan – Mar 2022', '2022-01', '2022-03'],
    ['2021.03 – 2022.01', '2021-03', '2022-01'],
    ['Since 2021', '2021', 'present'],
  ])('reads the range %j', (text, start, end) => {
    const found = findDateRange(text);
    expect(found?.start).toBe(start);
    expect(found?.end).toBe(end);
  });

  it('reads a range right-aligned after the title (a tab between runs)', () => {
    const found = findDateRange('Data Engineer\tMay 2020 – Aug 2021');
    expect(found).toMatchObject({ start: '2020-05', end: '2021-08', match: 'May 2020 – Aug 2021' });
  });

  it.each([
    ['Summer 2022', '2022'],
    ['Graduated May 2019', '2019-05'],
    ['Expected 2026', '2026'],
  ])('reads the single date %j as an end', (text, end) => {
    expect(findDateRange(text)).toMatchObject({ start: '', end });
  });

  it('does not read a phone number or a plain count as dates', () => {
    expect(findDateRange('+1 415 555 2671')).toBeNull();
    expect(findDateRange('Cut costs by 30%')).toBeNull();
  });
});
