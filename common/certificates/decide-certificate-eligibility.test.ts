import { describe, expect, it } from 'vitest';
import { CERTIFICATE_MIN_INTERVIEW_SCORE_POINTS } from './certificate-tracks.ts';
import {
  decideCertificateEligibility,
  type EligibilityInput,
} from './decide-certificate-eligibility.ts';

const MODULES = [
  { id: 'm1', title: 'SQL for pipelines', lessonIds: ['l1', 'l2'] },
  { id: 'm2', title: 'Streaming', lessonIds: ['l3'] },
  { id: 'empty', title: 'Coming soon', lessonIds: [] },
];
const CAPSTONES = [
  { id: 'c1', title: 'Orders warehouse' },
  { id: 'c2', title: 'Incremental load' },
];

function input(overrides: Partial<EligibilityInput> = {}): EligibilityInput {
  return {
    track: 'data-engineering',
    modules: MODULES,
    completedLessonIds: new Set(['l1', 'l2', 'l3']),
    capstones: CAPSTONES,
    passedCapstones: [
      { capstone_id: 'c1', title: 'Orders warehouse', passed_at: '2026-11-01T00:00:00Z' },
      { capstone_id: 'c2', title: 'Incremental load', passed_at: '2026-11-02T00:00:00Z' },
    ],
    interviews: [
      { topicId: 'sql', score: 64, endedAt: '2026-11-03T00:00:00Z' },
      { topicId: 'data-modelling', score: 81, endedAt: '2026-11-04T00:00:00Z' },
    ],
    ...overrides,
  };
}

const missing = (result: ReturnType<typeof decideCertificateEligibility>) =>
  result.requirements.filter((requirement) => !requirement.done).map((r) => r.id);

describe('decideCertificateEligibility', () => {
  it('is eligible with every module, every capstone and a good enough interview, and names the evidence', () => {
    const result = decideCertificateEligibility(input());
    expect(result.eligible).toBe(true);
    expect(result.requirements.map((r) => r.id)).toEqual([
      'module:m1',
      'module:m2',
      'capstone:c1',
      'capstone:c2',
      'interview',
    ]);
    expect(result.evidence.capstones.map((c) => c.title)).toEqual([
      'Orders warehouse',
      'Incremental load',
    ]);
    expect(result.evidence.interview).toEqual({
      topicId: 'data-modelling',
      score: 81,
      endedAt: '2026-11-04T00:00:00Z',
    });
  });

  it('lists an unfinished module with its count', () => {
    const result = decideCertificateEligibility(
      input({ completedLessonIds: new Set(['l1', 'l3']) }),
    );
    expect(result.eligible).toBe(false);
    expect(missing(result)).toEqual(['module:m1']);
    expect(result.requirements[0]?.detail).toBe('1 of 2 lessons completed');
  });

  it('lists a capstone not passed, and ignores capstones of other tracks', () => {
    const result = decideCertificateEligibility(
      input({
        passedCapstones: [
          { capstone_id: 'c1', title: 'Orders warehouse', passed_at: '2026-11-01T00:00:00Z' },
          { capstone_id: 'ai-1', title: 'RAG bot', passed_at: '2026-11-01T00:00:00Z' },
        ],
      }),
    );
    expect(missing(result)).toEqual(['capstone:c2']);
  });

  it('asks for an interview score at or above the minimum, on a track topic', () => {
    const at = (score: number, topicId = 'sql') =>
      decideCertificateEligibility(
        input({ interviews: [{ topicId, score, endedAt: '2026-11-03T00:00:00Z' }] }),
      );
    expect(at(CERTIFICATE_MIN_INTERVIEW_SCORE_POINTS).eligible).toBe(true);
    expect(missing(at(CERTIFICATE_MIN_INTERVIEW_SCORE_POINTS - 1))).toEqual(['interview']);
    expect(at(CERTIFICATE_MIN_INTERVIEW_SCORE_POINTS - 1).requirements.at(-1)?.detail).toBe(
      `Best so far: ${CERTIFICATE_MIN_INTERVIEW_SCORE_POINTS - 1}/100`,
    );
    // A behavioural interview says nothing about data engineering.
    expect(missing(at(95, 'behavioural'))).toEqual(['interview']);
    expect(missing(decideCertificateEligibility(input({ interviews: [] })))).toEqual(['interview']);
  });

  it('is never eligible for a course without lessons', () => {
    const result = decideCertificateEligibility(input({ modules: [] }));
    expect(result.eligible).toBe(false);
    expect(missing(result)).toEqual(['course']);
  });

  it('lists everything missing at once for a new learner', () => {
    const result = decideCertificateEligibility(
      input({ completedLessonIds: new Set(), passedCapstones: [], interviews: [] }),
    );
    expect(missing(result)).toEqual([
      'module:m1',
      'module:m2',
      'capstone:c1',
      'capstone:c2',
      'interview',
    ]);
  });
});
