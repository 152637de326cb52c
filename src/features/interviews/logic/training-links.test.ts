import { describe, expect, it } from 'vitest';
import { INTERVIEW_TOPICS } from '@/common/interviews/interview-bank.ts';
import { PLAN_CATALOG } from '@/common/plan/plan-catalog.ts';
import { problemBank } from '@/common/practice/problem-bank.ts';
import { trainingLinks } from './training-links.ts';

describe('trainingLinks', () => {
  it('names every practice link after the title of the problem it opens', () => {
    const links = INTERVIEW_TOPICS.flatMap((topic) => topic.criteria.flatMap(trainingLinks));
    const practice = links.filter((link) => link.label.startsWith('Practice: '));
    expect(practice.length).toBeGreaterThan(0);
    for (const link of practice) {
      const id = new URL(link.href, 'https://nyra.test').searchParams.get('problem');
      const problem = problemBank.find((candidate) => candidate.id === id);
      expect(problem, link.href).toBeDefined();
      expect(link.label).toBe(`Practice: ${problem?.title}`);
    }
  });

  it('names every lesson link after the title of the lesson it opens', () => {
    const links = INTERVIEW_TOPICS.flatMap((topic) => topic.criteria.flatMap(trainingLinks));
    const lessons = links.filter((link) => link.label.startsWith('Lesson: '));
    expect(lessons.length).toBeGreaterThan(0);
    for (const link of lessons) {
      const id = new URL(link.href, 'https://nyra.test').searchParams.get('lesson');
      const lesson = PLAN_CATALOG.lessons.find((candidate) => candidate.id === id);
      expect(lesson, link.href).toBeDefined();
      expect(link.label).toBe(`Lesson: ${lesson?.title}`);
    }
  });
});
