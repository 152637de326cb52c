/**
 * The kept role analyses of a résumé (issue 26): listed from this device, newest first; filled
 * from the server's list without replacing a copy the device already has.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoleAnalysis } from '@/common/role-analysis/role-analysis-schema.ts';
import type { ResumeRolesResponse } from '@/common/role-analysis/role-api-schema.ts';
import type { RoleAnalysisRow } from '@/common/role-analysis/role-rows-schema.ts';
import { db } from '@/src/lib/db.ts';
import { listRoleAnalyses } from './list-role-analyses.ts';
import { refreshResumeRoles } from './refresh-resume-roles.ts';

const answer = vi.hoisted(() => ({ current: null as ResumeRolesResponse | null }));
vi.mock('../api/fetch-resume-roles.ts', () => ({
  fetchResumeRoles: () => Promise.resolve(answer.current),
}));

const OWNER = 'ada@example.com';
const RESUME = '00000000-0000-4000-8000-000000000001';
const OTHER_RESUME = '00000000-0000-4000-8000-000000000002';
const role = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;

const analysis = (score: number): RoleAnalysis => ({
  match_score: score,
  match_label: 'Fair Match',
  strengths: '',
  weaknesses: '',
  recommendations: '',
  cover_letter: '',
  skills: [],
  components: [],
  requirements: { years: null, degree: null, seniority: null },
  candidate: { years: 1, degree: 'none', seniority: 'junior' },
  prose_source: 'built-in',
});

function row(n: number, overrides: Partial<RoleAnalysisRow> = {}): RoleAnalysisRow {
  return {
    key: `${OWNER}:${role(n)}`,
    owner: OWNER,
    roleId: role(n),
    resumeId: RESUME,
    title: `Role ${n}`,
    description: '',
    analysis: analysis(n),
    computedOn: 'device',
    savedAt: `2026-11-0${n}T00:00:00.000Z`,
    ...overrides,
  };
}

afterEach(async () => {
  await db.roleAnalyses.clear();
  answer.current = null;
});

describe('listRoleAnalyses', () => {
  it("lists one owner's roles of one résumé, newest first, leaving out rows of another shape", async () => {
    await db.roleAnalyses.bulkPut([
      row(1),
      row(3),
      row(2, { resumeId: OTHER_RESUME }),
      { ...row(4), key: `bob@example.com:${role(4)}`, owner: 'bob@example.com' },
      { ...row(5), analysis: { match_score: 5 } } as unknown as RoleAnalysisRow,
    ]);
    expect((await listRoleAnalyses(OWNER, RESUME)).map((r) => r.title)).toEqual([
      'Role 3',
      'Role 1',
    ]);
  });
});

describe('refreshResumeRoles', () => {
  it("adds the server's ready analyses and keeps the device's own copies as they are", async () => {
    await db.roleAnalyses.put(row(1, { coverLetter: true }));
    const server = (n: number, data: RoleAnalysis | null) => ({
      role_id: role(n),
      resume_id: RESUME,
      title: `Server role ${n}`,
      description: 'd',
      created_at: `2026-11-0${n}T00:00:00.000Z`,
      status: data ? ('ready' as const) : ('pending' as const),
      analyzed_at: data ? `2026-11-0${n}T01:00:00.000Z` : null,
      data,
    });
    answer.current = {
      count: 3,
      results: [server(3, null), server(2, analysis(7)), server(1, analysis(9))],
    };
    await refreshResumeRoles(OWNER, RESUME);
    const listed = await listRoleAnalyses(OWNER, RESUME);
    expect(listed.map((r) => [r.title, r.computedOn, r.analysis.match_score])).toEqual([
      ['Server role 2', 'server', 7],
      ['Role 1', 'device', 1],
    ]);
    expect(listed[1]?.coverLetter).toBe(true);
    expect(listed[0]?.savedAt).toBe('2026-11-02T01:00:00.000Z');
  });
});
