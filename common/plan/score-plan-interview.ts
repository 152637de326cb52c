/**
 * A rated interview session as planner evidence, scored as the Interviews screen scores it
 * (common/interviews/score-interview.ts), on the server and on the device alike. Null for a
 * session not rated, an unknown topic or fields that do not parse. `InterviewScore.score` is the
 * rubric score on 0–100 already (the "n/100" the screens show); clamped only as a guard.
 */
import { findInterviewTopic } from '../interviews/interview-bank.ts';
import { sessionFieldsSchema, type SessionFields } from '../interviews/interview-session-schema.ts';
import { scoreInterview } from '../interviews/score-interview.ts';
import type { PlanInterview } from './plan-evidence-schema.ts';

export function scorePlanInterview(
  sessionId: string,
  rawFields: unknown,
  /** When the session ended if its fields do not say (ISO). */
  fallbackEndedAt: string,
): PlanInterview | null {
  const parsed = sessionFieldsSchema.safeParse(rawFields);
  if (!parsed.success) return null;
  const fields = parsed.data as unknown as SessionFields;
  const topic = findInterviewTopic(fields.topicId);
  if (!topic || fields.status !== 'rated') return null;
  return {
    sessionId,
    topicId: topic.id,
    endedAt: fields.endedAt ?? fallbackEndedAt,
    percent: Math.min(100, Math.max(0, scoreInterview(fields, topic).score)),
  };
}
