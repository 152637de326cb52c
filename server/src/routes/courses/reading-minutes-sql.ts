import { sql, type SQL } from 'drizzle-orm';
import { lessons } from '@/server/src/db/schema/courses.ts';

/** Words a learner reads per minute, for the "n min read" label. */
const READING_WORDS_PER_MINUTE = 200;

/** Reading time of a lesson's paragraphs computed in the database (no paragraphs shipped). */
export const readingMinutesSql: SQL<number> = sql<number>`greatest(1, ceil(
  coalesce(array_length(regexp_split_to_array(trim(${lessons.paragraphs}::text), '\\s+'), 1), 0)
  / ${READING_WORDS_PER_MINUTE}::numeric))::int`;
