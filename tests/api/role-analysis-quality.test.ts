/**
 * Quality of the role analyzer on the labelled set (tests/fixtures/role-analysis): precision and
 * recall of its present/missing verdicts on the description's skills, budget ≥ 0.9 each.
 */
import { describe, expect, it } from 'vitest';
import { findUnsupportedClaims } from '@/common/role-analysis/find-unsupported-claims.ts';
import {
  evaluateRoleAnalysis,
  loadLabelledPairs,
  toAnalysisResume,
} from '../fixtures/role-analysis/evaluate-role-analysis.ts';

describe('role analysis quality', () => {
  const evaluation = evaluateRoleAnalysis();

  it('has at least 20 labelled pairs', () => {
    expect(loadLabelledPairs().length).toBeGreaterThanOrEqual(20);
  });

  it('finds present and missing skills with precision and recall ≥ 0.9', () => {
    const misses = evaluation.pairs
      .filter((p) => p.falsePositives.length + p.falseNegatives.length > 0)
      .map((p) => `${p.pair.id}: +${p.falsePositives.join(',')} -${p.falseNegatives.join(',')}`);
    expect(evaluation.precision, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(evaluation.recall, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('writes every cover letter from its resume alone', () => {
    for (const { pair, analysis } of evaluation.pairs) {
      const claims = findUnsupportedClaims(
        analysis.cover_letter,
        toAnalysisResume(pair.resume),
        pair.role,
      );
      expect(claims, pair.id).toEqual([]);
    }
  });
});
