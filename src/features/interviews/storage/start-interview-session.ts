/**
 * Starts a session: draws the first question (none the learner met in earlier sessions of the
 * topic until the bank is exhausted) and saves the whole session, device first.
 */
import { drawNextQuestion } from '@/common/interviews/draw-next-question.ts';
import type {
  InterviewDurationMin,
  InterviewTopic,
} from '@/common/interviews/interview-content-schema.ts';
import type { SessionFields } from '@/common/interviews/interview-session-schema.ts';
import { saveSessionFields } from './save-session-fields.ts';

export async function startInterviewSession(
  owner: string,
  topic: InterviewTopic,
  durationMinutes: InterviewDurationMin,
  earlier: readonly string[],
): Promise<string> {
  const first = drawNextQuestion(topic, earlier, [], Math.random());
  if (!first) throw new Error(`Topic ${topic.id} has no questions`);
  const id = crypto.randomUUID();
  const fields: SessionFields = {
    topicId: topic.id,
    durationMinutes,
    startedAt: new Date().toISOString(),
    endedAt: null,
    status: 'live',
    questionIds: [first],
    elapsedMs: 0,
    ratings: {},
  };
  await saveSessionFields(owner, id, { ...fields });
  return id;
}
