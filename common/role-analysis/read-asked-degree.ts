/**
 * The degree a job description's line asks for: the lowest one it names ("a BS or MS" asks for
 * a bachelor's, "a PhD, or an MS plus 4 years" a master's), a bachelor's for a degree named
 * without a level ("a 2:1 degree", "University degree", "Degree in computer science"), or null
 * when the line asks for none. (A resume's line is read for its highest: read-degree-level.ts.)
 */
import type { DegreeLevel } from './role-analysis-schema.ts';

const LEVELS: [Exclude<DegreeLevel, 'none'>, RegExp][] = [
  [
    'bachelors',
    /bachelor['’]?s?\b|\bb\.?sc\b|\bb\.s\.|\bBS\b|\bBA\b|\bB\.A\.|\bB\.?Tech\b|\bB\.?Eng\b|undergraduate degree/i,
  ],
  ['masters', /master['’]?s?\b|\bm\.?sc\b|\bm\.s\.|\bM\.?Eng\b/i],
  // "a graduate degree", "postgraduate qualification" (not "undergraduate", "recent graduate").
  ['masters', /\b(?:post[\s-]?)?graduate degree\b|\bpost[\s-]?graduate\b/i],
  // "MS" only in capitals: "ms" is also a unit.
  ['masters', /\bMS\b/],
  ['phd', /\bph\.?\s?d\b|doctorate/i],
];
/**
 * "a degree in …", "University degree", "2:1 degree", "HBO/WO degree", "degree or equivalent",
 * "completed studies in …" (as German-speaking employers write it).
 */
const DEGREE_WITHOUT_LEVEL =
  /\bcompleted (?:university |academic )?studies\b|\bdegree[\s-]level\b|\bthird[\s-]level (?:degree|qualification)\b|\b(?:a|an|university|college|relevant|undergraduate|stem|technical|numerate|honou?rs|\d:\d|hbo|wo)\s+degree\b|\b(?:an? (?:first|2[:.][12])|or (?:a )?2[:.][12])(?:\s+or\s+(?:an?\s+)?(?:first|2[:.][12]))?\s+(?:in|or above|or higher|honou?rs)\b|^\W*degree\s+(?:in|or)\b|\bdegree\s+in\b/i;

export function readAskedDegree(text: string): Exclude<DegreeLevel, 'none'> | null {
  for (const [level, pattern] of LEVELS) if (pattern.test(text)) return level;
  return DEGREE_WITHOUT_LEVEL.test(text) ? 'bachelors' : null;
}
