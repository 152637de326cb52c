/**
 * Where the built practice problems are served (scripts/content/build-problems.mjs writes them
 * into public/ from content/problems/): an index for lists and the next-problem chooser, and one
 * JSON per problem (without its wrong solutions), fetched when the problem is opened. The service
 * worker reads them through like lesson content (sw/sw.ts), and "Make practice available offline"
 * stores them all.
 */
import { RUNTIME_CACHES } from '../cache-names.ts';
import type { Problem } from './problem-schema.ts';

export const PRACTICE_CONTENT_PREFIX = '/practice-content/';
export const PRACTICE_INDEX_PATH = `${PRACTICE_CONTENT_PREFIX}index.json`;

/** The service worker's read-through content cache, shared with lesson content. */
export const PRACTICE_CONTENT_CACHE = RUNTIME_CACHES.lessonsApi;

/** Whether a same-origin path is built practice content (read through by the service worker). */
export function isPracticeContentPath(pathname: string): boolean {
  return pathname.startsWith(PRACTICE_CONTENT_PREFIX);
}

export function practiceProblemPath(id: string): string {
  return `${PRACTICE_CONTENT_PREFIX}problems/${encodeURIComponent(id)}.json`;
}

/** What lists, progress and the next-problem chooser need of a problem. */
export type ProblemSummary = Pick<Problem, 'id' | 'title' | 'difficulty' | 'topic' | 'language'>;

export interface PracticeIndex {
  problems: ProblemSummary[];
}
