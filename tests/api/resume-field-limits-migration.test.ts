/**
 * Migration 0023 (issue 27 §3): values stored before uploads were fitted into the résumé's limits
 * (common/resume/resume-fields-schema.ts) are cut as the fitting cuts them, so the résumé opens on
 * a share page and exports; the migration does not fail on such rows, and a row within the limits
 * is left as it is. Run on a copy whose rows were put back over the limits.
 */
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  resumeContentSchema,
  toResumeContent,
} from '@/common/resume/export/resume-content-schema.ts';
import {
  RESUME_LONG_MAX_CHARS,
  RESUME_MAX_ITEMS,
  RESUME_SHORT_MAX_CHARS,
} from '@/common/resume/resume-fields-schema.ts';
import { resumeDetailsSchema } from '@/common/resume/resume-schema.ts';
import { resumeUploadResponseSchema } from '@/common/resume/resume-upload-schema.ts';
import { resumeEmployment, resumes, resumeSkills } from '@/server/src/db/schema/resumes.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { createCoursesHarness, getJson, postJson, type CoursesHarness } from './courses-support.ts';

const MIGRATION = 'server/drizzle/0023_resume-field-limits.sql';

describe.each(testDatabaseKinds())('résumé field limits migration on %s', (kind) => {
  let l: CoursesHarness;
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
  });
  afterEach(async () => l.h.close());

  async function importResume(name: string): Promise<string> {
    const imported = await postJson(
      l.h,
      '/api/resume/import/',
      {
        file_name: `${name}.json`,
        resume: {
          basics: { name: 'Ada Lovelace', summary: 'Analyst.' },
          work: [{ name: 'Acme', position: 'Analyst', startDate: '2021-03' }],
          skills: [{ name: 'SQL' }],
        },
      },
      l.learnerToken,
    );
    expect(imported.status).toBe(201);
    return resumeUploadResponseSchema.parse(await imported.json()).resume_id;
  }

  const details = async (resumeId: string) =>
    resumeDetailsSchema.parse(
      await (await getJson(l.h, `/api/resume/${resumeId}/`, l.learnerToken)).json(),
    );

  it('cuts over-long values and surplus items, marks them for checking, leaves the rest', async () => {
    const resumeId = await importResume('long');
    const untouchedId = await importResume('fine');
    const db = l.h.t.database.db;
    const before = await details(resumeId);
    const untouchedBefore = await details(untouchedId);
    // What an upload could store before it was fitted: a summary pasted twice, a title ending
    // in a character of two UTF-16 units right at the limit, a "date" that is a sentence, and
    // more skills than a résumé holds.
    const summary = `• ${'Builds pipelines. '.repeat(1_500)}`;
    const title = `${'T'.repeat(RESUME_SHORT_MAX_CHARS - 1)}😀 and more`;
    await db
      .update(resumes)
      .set({ summary, parseMeta: { summary: { confidence: 0.9, source: 'Summary' } } })
      .where(eq(resumes.id, resumeId));
    const [job] = await db
      .select()
      .from(resumeEmployment)
      .where(eq(resumeEmployment.resumeId, resumeId));
    await db
      .update(resumeEmployment)
      .set({ title, startDate: 'from the spring of 2021 onwards' })
      .where(eq(resumeEmployment.id, job!.id));
    const [resume] = await db.select().from(resumes).where(eq(resumes.id, resumeId));
    await db.insert(resumeSkills).values(
      Array.from({ length: RESUME_MAX_ITEMS.skill + 10 }, (_, n) => ({
        id: crypto.randomUUID(),
        resumeId,
        userId: resume!.userId,
        position: n + 1,
        skillName: `Skill ${n}`,
      })),
    );
    expect(resumeContentSchema.safeParse(toResumeContent(await details(resumeId))).success).toBe(
      false,
    );

    const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
    for (const statement of statements) await db.execute(sql.raw(statement));

    const after = await details(resumeId);
    expect(resumeContentSchema.safeParse(toResumeContent(after)).error?.issues).toBeUndefined();
    expect(after.summary).toBe(summary.slice(0, RESUME_LONG_MAX_CHARS).trimEnd());
    expect(after.parse_meta.summary).toEqual({ confidence: 0.5, source: 'Summary' });
    expect(after.version).toBe(before.version + 1);
    const [cutJob] = after.employment_history;
    // Cut before the emoji rather than through it.
    expect(cutJob!.title).toBe('T'.repeat(RESUME_SHORT_MAX_CHARS - 1));
    expect(cutJob!.parse_meta.title).toEqual({ confidence: 0.5, source: title });
    expect(cutJob!.start_date).toBe('');
    expect(cutJob!.parse_meta.start_date).toEqual({
      confidence: 0,
      source: 'from the spring of 2021 onwards',
    });
    expect(cutJob!.company_name).toBe('Acme');
    expect(after.skills).toHaveLength(RESUME_MAX_ITEMS.skill);
    expect(after.skills[0]!.skill_name).toBe('SQL');
    expect(await details(untouchedId)).toEqual(untouchedBefore);
  });
});
