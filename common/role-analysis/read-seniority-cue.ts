import type { SeniorityLevel } from './role-analysis-schema.ts';

/** The seniority a job title states ("Senior Data Engineer" → senior), or null when it says none. */
export function readSeniorityCue(title: string): SeniorityLevel | null {
  if (/\bintern(?:ship)?\b/i.test(title)) return 'intern';
  if (/\b(?:staff|principal|lead|head|director|architect|manager)\b/i.test(title)) return 'staff';
  // "Data Scientist (Junior)", "Analytics Engineer (Junior–Medior)": a level in brackets too.
  if (/\b(?:senior|sr\.?)(?=[\s)–—,]|$)/i.test(title)) return 'senior';
  if (
    /\b(?:junior|jr\.?|entry[\s-]level|graduate|associate|new[\s-]grad|apprentice|trainee)(?=[\s)–—,]|$)/i.test(
      title,
    )
  )
    return 'junior';
  if (/\b(?:mid[\s-]level|intermediate|medior)\b/i.test(title)) return 'mid';
  // "Data Engineer II": levels as Roman numerals, written in capitals after the role.
  const roman = /\s(I{1,3})(?=$|[\s,()—–-])/.exec(title)?.[1];
  if (roman) return (['junior', 'mid', 'senior'] as const)[roman.length - 1] ?? null;
  return null;
}
