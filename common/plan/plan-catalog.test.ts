import { describe, expect, it } from 'vitest';
import { INTERVIEW_TOPICS } from '../interviews/interview-bank.ts';
import { problemBank } from '../practice/problem-bank.ts';
import { SKILLS_BY_ID } from '../skills/skill-taxonomy.ts';
import { PLAN_CATALOG } from './plan-catalog.ts';

const REGENERATE =
  'content/plan/catalog.json is out of date: run node scripts/content/generate-plan-catalog.mjs';

describe('PLAN_CATALOG', () => {
  it('lists every problem of the bank, in bank order', () => {
    const bank = problemBank.map(({ id, title, language, topic, difficulty }) => ({
      id,
      title,
      language,
      topic,
      difficulty,
    }));
    expect(PLAN_CATALOG.problems, REGENERATE).toEqual(bank);
  });

  it('lists every interview topic of the bank, in bank order', () => {
    const topics = PLAN_CATALOG.interviewTopics.map(({ id, title }) => ({ id, title }));
    expect(topics, REGENERATE).toEqual(INTERVIEW_TOPICS.map(({ id, title }) => ({ id, title })));
  });

  it('names only skills of the taxonomy for interview topics', () => {
    for (const topic of PLAN_CATALOG.interviewTopics) {
      expect(topic.skills.length, topic.id).toBeGreaterThan(0);
      expect(
        topic.skills.filter((id) => !SKILLS_BY_ID.has(id)),
        topic.id,
      ).toEqual([]);
      expect(new Set(topic.skills).size, topic.id).toBe(topic.skills.length);
    }
  });

  it('times each kind of item', () => {
    expect(PLAN_CATALOG.durations.problemMinutes).toEqual({ Easy: 20, Medium: 35, Hard: 50 });
    expect(PLAN_CATALOG.durations.interviewMinutes).toBeGreaterThan(0);
  });
});
