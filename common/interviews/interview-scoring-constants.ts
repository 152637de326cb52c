/** Thresholds of the interview score; see score-interview.ts for how they combine. */

/** Fewer words than this in a note is "near-empty": it earns no evidence. */
export const NEAR_EMPTY_NOTE_WORDS = 8;
/** A note this long earns full note evidence. */
export const SUBSTANTIAL_NOTE_WORDS = 40;
/** An answer given in less active time than this is "rushed" (ms). */
export const RUSHED_ANSWER_MS = 45_000;
/** A session with fewer questions cannot reach full marks (the score divides by at least this). */
export const MIN_QUESTIONS_FOR_FULL_SCORE = 3;
/** How far above the evidence a self-rating may lift one answer (0–1 scale). */
export const SELF_RATING_HEADROOM = 0.2;
/** Multiplier applied when the session ran past its chosen length. */
export const OVERTIME_FACTOR = 0.95;
/** A self-rating this many points away from the evidence is called out. */
export const NOTABLE_GAP_POINTS = 15;
/** Score colour thresholds (product.md#constants). */
export const SCORE_BANDS = [
  { min: 90, band: 'excellent' },
  { min: 80, band: 'good' },
  { min: 70, band: 'fair' },
  { min: 0, band: 'low' },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]['band'];
