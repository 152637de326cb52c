/**
 * How much each kind of evidence counts for a skill (0–1), and the thresholds the planner reads
 * them with (docs/product.md#plan). A claim on the résumé alone counts for less than a solved
 * problem: only practice and interviews can prove a skill.
 */
/** A Submit that passed every test without a hint or the solution. */
export const CLEAN_PASS_STRENGTH = 1;
/** A pass after a hint or the solution was revealed. */
export const HINTED_PASS_STRENGTH = 0.7;
/** A problem passed once whose latest Submit failed. */
export const LAPSED_PASS_STRENGTH = 0.6;
/** A scored interview counts its rubric share up to this much. */
export const INTERVIEW_MAX_STRENGTH = 0.9;
/** Interviews below this rubric share prove nothing, in percent. */
export const INTERVIEW_MIN_PERCENT = 50;
/** A completed lesson: taught, not yet shown. */
export const LESSON_STRENGTH = 0.4;
/** A résumé line counts this share of the role analyzer's credit for where it stands. */
export const RESUME_STRENGTH_FACTOR = 0.5;

/** At or above: proven (no item is planned for it). */
export const PROVEN_STRENGTH = 0.8;

/** Each resume action or interview slot the plan adds at most. */
export const MAX_INTERVIEW_ITEMS = 3;
export const MAX_METRIC_ITEMS = 2;
/** A lesson is planned for at most this long in one sitting, in minutes (longer ones continue). */
export const MAX_ITEM_MINUTES = 60;
/** Items shown in "Next up". */
export const NEXT_UP_COUNT = 3;

/** Role recommendations: how the fit score (0–100) is weighted. */
export const FIT_WEIGHTS = { required: 0.7, preferred: 0.2, experience: 0.1 } as const;
export const RECOMMENDED_ROLES = 3;
export const RAISE_SKILLS = 3;
