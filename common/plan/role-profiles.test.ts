import { describe, expect, it } from 'vitest';
import { SKILLS_BY_ID } from '../skills/skill-taxonomy.ts';
import { ROLE_LEVELS } from './role-profile-schema.ts';
import { ROLE_PROFILES } from './role-profiles.ts';

describe('ROLE_PROFILES', () => {
  const families = new Map<string, typeof ROLE_PROFILES>();
  for (const profile of ROLE_PROFILES) {
    families.set(profile.family, [...(families.get(profile.family) ?? []), profile]);
  }

  it('has at least 13 role families at three levels each', () => {
    expect(families.size).toBeGreaterThanOrEqual(13);
    expect(ROLE_PROFILES.length).toBeGreaterThanOrEqual(13 * ROLE_LEVELS.length);
  });

  it('gives every family exactly one junior, mid and senior profile', () => {
    for (const [family, profiles] of families) {
      expect(profiles.map((p) => p.level).sort(), family).toEqual([...ROLE_LEVELS].sort());
    }
  });

  it('has unique ids of the form <family>-<level>', () => {
    const ids = ROLE_PROFILES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of ROLE_PROFILES) expect(p.id).toBe(`${p.family}-${p.level}`);
  });

  it('names only skills of the taxonomy, none twice in a profile', () => {
    for (const p of ROLE_PROFILES) {
      const skills = [...p.required, ...p.preferred];
      expect(
        skills.filter((id) => !SKILLS_BY_ID.has(id)),
        p.id,
      ).toEqual([]);
      expect(new Set(skills).size, p.id).toBe(skills.length);
    }
  });

  it('asks for more years at each level within a family', () => {
    for (const [family, profiles] of families) {
      const years = ROLE_LEVELS.map((level) => profiles.find((p) => p.level === level)!.years);
      for (let i = 1; i < years.length; i += 1) {
        expect(years[i]!, family).toBeGreaterThan(years[i - 1]!);
      }
    }
  });
});
