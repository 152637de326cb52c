/**
 * Steps the lesson exercise specs share (product.md#lessons, issue 30): the built curriculum's
 * reference solution of one exercise, and typing an answer into a SQL exercise and pressing Check.
 */
import type { Page } from '@playwright/test';
import { loadBuiltInCurriculum } from '@/server/src/content/load-built-in-curriculum.ts';

/** The reference solution of `exerciseId` in lesson `lessonId`, as the build ships it. */
export async function readExerciseSolution(lessonId: string, exerciseId: string): Promise<string> {
  const curriculum = await loadBuiltInCurriculum();
  const exercise = curriculum
    .flatMap((course) => course.modules)
    .flatMap((module) => module.lessons)
    .find((lesson) => lesson.id === lessonId)
    ?.exercises.find((candidate) => candidate.id === exerciseId);
  if (!exercise) throw new Error(`No exercise ${exerciseId}`);
  return exercise.solution;
}

/** Types `code` as the SQL answer and presses Check. */
export async function checkSqlAnswer(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'SQL answer' }).fill(code);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}
