import { describe, expect, it } from 'vitest';
import { collectSkillEvidence } from './collect-skill-evidence.ts';
import { indexSkillContent } from './index-skill-content.ts';
import { PLAN_CATALOG } from './plan-catalog.ts';
import type { PlanEvidence } from './plan-evidence-schema.ts';
import { recommendRoles } from './recommend-roles.ts';
import { ROLE_PROFILES } from './role-profiles.ts';

const content = indexSkillContent(PLAN_CATALOG);
const none: PlanEvidence = { submits: [], lessons: [], interviews: [] };

describe('recommendRoles', () => {
  it('recommends 3 families with their fit, evidence and the skills that would raise it most', () => {
    const sql = PLAN_CATALOG.problems.filter((p) => p.language === 'sql').slice(0, 5);
    const evidence: PlanEvidence = {
      ...none,
      submits: sql.map((p, i) => ({
        id: `s${i}`,
        problemId: p.id,
        at: '2026-11-20T10:00:00Z',
        passed: true,
        hintUsed: false,
      })),
      interviews: [
        {
          sessionId: 'i1',
          topicId: 'analytics-metrics',
          endedAt: '2026-11-21T10:00:00Z',
          percent: 90,
        },
      ],
    };
    const index = collectSkillEvidence(evidence, null, '2026-11-27', content);
    const roles = recommendRoles(ROLE_PROFILES, index);
    expect(roles).toHaveLength(3);
    // Analysts need SQL and metrics most: the analyst families lead.
    expect(roles[0]!.profileId).toMatch(/analyst/);
    // No years on a résumé: junior levels.
    for (const role of roles) expect(role.profileId).toMatch(/-junior$/);
    expect(roles[0]!.fit).toBeGreaterThan(roles[2]!.fit - 1);
    expect(roles[0]!.evidence[0]).toMatch(/^SQL: Passed “/);
    expect(roles[0]!.raise).toHaveLength(3);
    for (const raise of roles[0]!.raise) expect(raise.points).toBeGreaterThan(0);
    expect(roles[0]!.reason).toMatch(/^You show \d+ of its \d+ required skills, strongest /);
    expect(recommendRoles(ROLE_PROFILES, index)).toEqual(roles);
  });

  it('with no evidence at all, still answers (fit from experience only) and names what to learn', () => {
    const roles = recommendRoles(
      ROLE_PROFILES,
      collectSkillEvidence(none, null, '2026-11-27', content),
    );
    expect(roles).toHaveLength(3);
    for (const role of roles) {
      expect(role.fit).toBe(10);
      expect(role.evidence).toEqual([]);
      expect(role.raise.length).toBe(3);
    }
  });
});
