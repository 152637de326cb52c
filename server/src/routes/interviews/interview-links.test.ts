/** Every lesson an interview rubric criterion links to exists in the built-in curriculum. */
import { describe, expect, it } from 'vitest';
import { INTERVIEW_TOPICS } from '@/common/interviews/interview-bank.ts';
import { loadBuiltInCurriculum } from '@/server/src/content/load-built-in-curriculum.ts';

const BUILT_IN_CURRICULUM = await loadBuiltInCurriculum();

describe('interview training links', () => {
  it('point at lessons of the built-in curriculum', () => {
    const lessons = new Set(
      BUILT_IN_CURRICULUM.flatMap((course) =>
        course.modules.flatMap((m) => m.lessons.map((l) => l.id)),
      ),
    );
    for (const topic of INTERVIEW_TOPICS) {
      for (const criterion of topic.criteria) {
        for (const id of criterion.lessonIds)
          expect(lessons.has(id), `${criterion.id} → ${id}`).toBe(true);
      }
    }
  });
});
