import { SCORE_BANDS, type ScoreBand } from './interview-scoring-constants.ts';

/** The colour band of a score out of 100 (product.md#constants: 90+, 80+, 70+, below). */
export function scoreBand(score: number): ScoreBand {
  return SCORE_BANDS.find((entry) => score >= entry.min)?.band ?? 'low';
}
