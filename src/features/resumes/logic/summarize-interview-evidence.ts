/**
 * Rated mock interviews → evidence for the résumé's suggestions (issue 32): per topic, how many
 * sessions were rated, the best score (the same scoring as the Interviews screen) and the month
 * of the newest. Sessions of unknown topics are skipped. Pure.
 */
import type { InterviewTopic } from '@/common/interviews/interview-content-schema.ts';
import type { InterviewSessionRow } from '@/common/interviews/interview-session-schema.ts';
import { scoreInterview } from '@/common/interviews/score-interview.ts';
import type { InterviewEvidence } from '@/common/resume/resume-suggestion-schema.ts';

export function summarizeInterviewEvidence(
  sessions: readonly InterviewSessionRow[],
  findTopic: (id: string) => InterviewTopic | undefined,
): InterviewEvidence[] {
  const byTopic = new Map<string, InterviewEvidence>();
  for (const session of sessions) {
    if (session.fields.status !== 'rated') continue;
    const topic = findTopic(session.fields.topicId);
    if (!topic) continue;
    const { score } = scoreInterview(session.fields, topic);
    const month = (session.fields.endedAt ?? session.fields.startedAt).slice(0, 7);
    const entry = byTopic.get(topic.id) ?? {
      topic: topic.title,
      rated: 0,
      bestScore: 0,
      lastOn: '',
    };
    entry.rated += 1;
    entry.bestScore = Math.max(entry.bestScore, score);
    if (month > entry.lastOn) entry.lastOn = month;
    byTopic.set(topic.id, entry);
  }
  return [...byTopic.values()].sort((a, b) => b.bestScore - a.bestScore);
}
