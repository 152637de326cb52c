import { describe, expect, it } from 'vitest';
import { readAskedDegree } from './read-asked-degree.ts';

describe('readAskedDegree', () => {
  it.each([
    ['A BS or MS in computer science is required', 'bachelors'],
    ["Master's or PhD in statistics", 'masters'],
    ['A PhD in ML (or an MS plus 4 years of research experience)', 'masters'],
    ["Master's degree in computer science or engineering", 'masters'],
    ["You'll need a 2:1 degree in a numerate subject", 'bachelors'],
    ['University degree or equivalent experience', 'bachelors'],
    ['Degree in computer science, telecommunications or similar', 'bachelors'],
    ['PhD in physics', 'phd'],
    ['Completed university studies in informatics or comparable training', 'bachelors'],
    ['A third-level qualification in a numerate subject', 'bachelors'],
    ['Educated to degree level', 'bachelors'],
    ['A graduate degree in economics', 'masters'],
    ['Postgraduate study in ML', 'masters'],
    ['A 2:1 in any subject, or equivalent experience', 'bachelors'],
    ['A First or 2:1 in Computer Science or Maths', 'bachelors'],
    ['A 2.1 honours degree (level 8) in a STEM discipline', 'bachelors'],
    ['A 2:1 or First in economics or a related subject', 'bachelors'],
  ] as const)('"%s" asks for %s', (line, level) => {
    expect(readAskedDegree(line)).toBe(level);
  });

  it.each([
    'Strong SQL and Python',
    'Ideal for a recent graduate',
    'Reports served in 5 ms',
    'A 360-degree view of customers',
    'Ratios of 2:1 in favour of mobile',
  ])('"%s" asks for no degree', (line) => {
    expect(readAskedDegree(line)).toBeNull();
  });
});
