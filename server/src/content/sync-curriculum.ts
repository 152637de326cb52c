/**
 * Writes the built-in curriculum of content/courses/ into the database at start-up (product.md
 * 2.14): inserts what is missing and rewrites a row only when its content hash changed, so a
 * corrected lesson file reaches an existing database on the next start. Rows whose `source` is
 * 'admin' (authored, or built-in and since edited by an admin) are never touched, and nothing is
 * deleted: a lesson removed from the files keeps its row, and learners keep their progress.
 *
 * Runs in one transaction holding a transaction-scoped advisory lock, so several processes
 * starting against one PostgreSQL apply the files once; inserts also ignore conflicts.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContentCourse } from '@/common/content/curriculum-content-schema.ts';
import type { Db } from '../db/open-database.ts';
import { courseModules, courses, lessons } from '../db/schema/courses.ts';

/** Arbitrary constant key for pg_advisory_xact_lock, distinct from the migration lock. */
const CONTENT_LOCK_KEY = 7_310_222;

export interface CurriculumSyncResult {
  inserted: string[];
  updated: string[];
}

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

export async function syncCurriculum(
  db: Db,
  curriculum: readonly ContentCourse[],
): Promise<CurriculumSyncResult> {
  const courseRows = curriculum.map(({ modules: _modules, ...course }) => ({
    ...course,
    contentHash: hashOf(course),
  }));
  const moduleRows = curriculum.flatMap((course) =>
    course.modules.map(({ lessons: _lessons, ...module }) => {
      const fields = { ...module, courseId: course.id };
      return { ...fields, source: 'content' as const, contentHash: hashOf(fields) };
    }),
  );
  const lessonRows = curriculum.flatMap((course) =>
    course.modules.flatMap((module) =>
      // Exercises (with their solutions) stay out of the row: the paragraphs hold the public part.
      module.lessons.map(({ exercises: _exercises, ...lesson }) => {
        const fields = { ...lesson, moduleId: module.id };
        return { ...fields, source: 'content' as const, contentHash: hashOf(fields) };
      }),
    ),
  );

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_LOCK_KEY})`);
    const result: CurriculumSyncResult = { inserted: [], updated: [] };
    const known = async (
      table: typeof courses | typeof courseModules | typeof lessons,
      ids: string[],
    ) => {
      if (ids.length === 0) return new Map<string, { hash: string | null; owned: boolean }>();
      const rows = await tx
        .select({
          id: table.id,
          hash: table.contentHash,
          owned: 'source' in table ? sql<boolean>`${table.source} = 'content'` : sql<boolean>`true`,
        })
        .from(table)
        .where(inArray(table.id, ids));
      return new Map(rows.map((row) => [row.id, { hash: row.hash, owned: row.owned }]));
    };

    const existingCourses = await known(
      courses,
      courseRows.map((row) => row.id),
    );
    for (const row of courseRows) {
      const existing = existingCourses.get(row.id);
      if (!existing) {
        await tx.insert(courses).values(row).onConflictDoNothing();
        result.inserted.push(row.id);
      } else if (existing.hash !== row.contentHash) {
        await tx.update(courses).set(row).where(eq(courses.id, row.id));
        result.updated.push(row.id);
      }
    }

    const existingModules = await known(
      courseModules,
      moduleRows.map((row) => row.id),
    );
    const newModules = moduleRows.filter((row) => !existingModules.has(row.id));
    if (newModules.length > 0) {
      await tx.insert(courseModules).values(newModules).onConflictDoNothing();
      result.inserted.push(...newModules.map((row) => row.id));
    }
    for (const row of moduleRows) {
      const existing = existingModules.get(row.id);
      if (!existing || !existing.owned || existing.hash === row.contentHash) continue;
      await tx
        .update(courseModules)
        .set(row)
        .where(and(eq(courseModules.id, row.id), eq(courseModules.source, 'content')));
      result.updated.push(row.id);
    }

    const existingLessons = await known(
      lessons,
      lessonRows.map((row) => row.id),
    );
    const newLessons = lessonRows.filter((row) => !existingLessons.has(row.id));
    if (newLessons.length > 0) {
      await tx.insert(lessons).values(newLessons).onConflictDoNothing();
      result.inserted.push(...newLessons.map((row) => row.id));
    }
    for (const row of lessonRows) {
      const existing = existingLessons.get(row.id);
      if (!existing || !existing.owned || existing.hash === row.contentHash) continue;
      await tx
        .update(lessons)
        .set({ ...row, updatedAt: new Date() })
        .where(and(eq(lessons.id, row.id), eq(lessons.source, 'content')));
      result.updated.push(row.id);
    }
    return result;
  });
}
