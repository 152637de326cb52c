/**
 * A learner's track decides which problems Practice offers first. The track is not stored per
 * learner (no field on the user, the session or the profile): Data Engineering is the one open track
 * (product.md#flows, the others are "coming soon") and the course the lessons open by default, so every
 * learner is on it until a track can be chosen. Data learners start with SQL.
 */
import type { PracticeLanguage } from './problem-schema.ts';

export type PracticeTrack = 'data-engineering' | 'ai-engineering' | 'analytics-engineering';

export const DEFAULT_PRACTICE_TRACK: PracticeTrack = 'data-engineering';

/** The problem sets of each track, in the order a learner of that track works through them. */
export const TRACK_LANGUAGES: Readonly<Record<PracticeTrack, readonly PracticeLanguage[]>> = {
  'data-engineering': ['sql', 'python'],
  'analytics-engineering': ['sql', 'python'],
  'ai-engineering': ['python', 'sql'],
};
