/**
 * Inserts the built-in curriculum into the database, course by course, skipping any course that
 * already exists (so it is idempotent and never touches authored content). It runs in one
 * transaction holding a transaction-scoped advisory lock, so several processes starting against
 * one PostgreSQL at once seed exactly once; inserts also ignore conflicts as a second guard.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Paragraph } from '../../../../../common/learning/paragraph-schema.ts';
import type { Db } from '../../../db/open-database.ts';
import { courseModules, courses, lessons } from '../../../db/schema/learning.ts';
import type { SeedCourse } from './curriculum-types.ts';

/** Arbitrary constant key for pg_advisory_xact_lock, distinct from the migration lock. */
const SEED_LOCK_KEY = 7_310_222;

export async function seedCurriculum(db: Db, curriculum: readonly SeedCourse[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const ids = curriculum.map((course) => course.id);
    const existing = new Set(
      (await tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids))).map(
        (row) => row.id,
      ),
    );
    const seeded: string[] = [];
    for (const course of curriculum) {
      if (existing.has(course.id)) continue;
      await tx
        .insert(courses)
        .values({
          id: course.id,
          title: course.title,
          description: course.description,
          displayOrder: course.displayOrder,
        })
        .onConflictDoNothing();
      await tx
        .insert(courseModules)
        .values(
          course.modules.map((module, index) => ({
            id: module.id,
            courseId: course.id,
            title: module.title,
            blurb: module.blurb,
            displayOrder: index + 1,
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(lessons)
        .values(
          course.modules.flatMap((module) =>
            module.lessons.map((lesson, index) => ({
              id: lesson.id,
              moduleId: module.id,
              title: lesson.title,
              description: lesson.description,
              displayOrder: index + 1,
              paragraphs: lesson.paragraphs.map((paragraph, order): Paragraph => ({
                id: `${lesson.id}-p${order + 1}`,
                subtitle: paragraph.subtitle,
                type: paragraph.type,
                content: paragraph.content,
                order: order + 1,
                language: paragraph.language ?? null,
              })),
            })),
          ),
        )
        .onConflictDoNothing();
      seeded.push(course.id);
    }
    return seeded;
  });
}
