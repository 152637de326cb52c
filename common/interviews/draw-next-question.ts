/**
 * Picks the next question of a session: never one already asked in this session, and
 * none the learner met in earlier sessions of the topic until they have seen the whole bank (then
 * a new cycle starts). Pure: the caller passes the randomness, so tests are deterministic.
 */
import type { InterviewTopic } from './interview-content-schema.ts';

/**
 * @param earlier question ids asked in the learner's earlier sessions of this topic, oldest first
 * @param current question ids already asked in this session
 * @param random a number in [0, 1)
 * @returns a question id, or null when this session has asked the whole bank
 */
export function drawNextQuestion(
  topic: InterviewTopic,
  earlier: readonly string[],
  current: readonly string[],
  random: number,
): string | null {
  const bank = topic.questions.map((question) => question.id);
  const inBank = new Set(bank);
  let cycle = new Set<string>();
  for (const id of earlier) {
    if (!inBank.has(id)) continue;
    cycle.add(id);
    if (cycle.size === bank.length) cycle = new Set();
  }
  const taken = new Set(current);
  let pool = bank.filter((id) => !taken.has(id) && !cycle.has(id));
  if (pool.length === 0) pool = bank.filter((id) => !taken.has(id));
  if (pool.length === 0) return null;
  const index = Math.min(pool.length - 1, Math.floor(Math.max(0, random) * pool.length));
  return pool[index] ?? null;
}
