import type { MatchLabel } from './role-analysis-schema.ts';

/** Bands of product.md#constants on the 0–10 score: 8 and above Excellent, 6 Good, 4 Fair, below 4 Poor. */
export function matchLabel(score: number): MatchLabel {
  if (score >= 8) return 'Excellent Match';
  if (score >= 6) return 'Good Match';
  if (score >= 4) return 'Fair Match';
  return 'Poor Match';
}
