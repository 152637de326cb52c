import type { DegreeLevel } from './role-analysis-schema.ts';

/** The highest degree a line names ("BSc", "Master's", "Ph.D."), or "none". */
export function readDegreeLevel(text: string): DegreeLevel {
  if (/\bph\.?\s?d\b|doctorate|doctor of/i.test(text)) return 'phd';
  if (/master['’]?s?\b|\bm\.?sc\b|\bm\.s\.|\bMS\b|\bMBA\b|\bM\.?Eng\b|\bMA\b/i.test(text))
    return 'masters';
  if (
    /bachelor['’]?s?\b|\bb\.?sc\b|\bb\.s\.|\bBS\b|\bBA\b|\bB\.A\.|\bB\.?Tech\b|\bB\.?Eng\b|\bBE\b|undergraduate degree/i.test(
      text,
    )
  ) {
    return 'bachelors';
  }
  return 'none';
}
