/**
 * Migration 0012 (issue 24 §4): dates stored padded to a day before dates kept their precision
 * get their precision back — "Mar 2021" read as 2021-03-01 becomes 2021-03, "2015" read as
 * 2015-01-01 becomes 2015 — while a date a person picked in the editor (it has a field version)
 * and a real day stay as they are. Run on a copy whose rows were put back to the old form.
 */
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resumeDetailsSchema } from '@/common/resume/resume-schema.ts';
import { resumeUploadResponseSchema } from '@/common/resume/resume-upload-schema.ts';
import { resumeEducation, resumeEmployment } from '@/server/src/db/schema/resumes.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { createCoursesHarness, getJson, postJson, type CoursesHarness } from './courses-support.ts';

const MIGRATION = 'server/drizzle/0012_resume-date-precision.sql';

describe.each(testDatabaseKinds())('résumé date migration on %s', (kind) => {
  let l: CoursesHarness;
  beforeEach(async () => {
    l = await createCoursesHarness(kind);
  });
  afterEach(async () => l.h.close());

  it('drops invented days and Januaries, keeps picked dates', async () => {
    const imported = await postJson(
      l.h,
      '/api/resume/import/',
      {
        file_name: 'old.json',
        resume: {
          basics: { name: 'Ada Lovelace' },
          work: [
            { name: 'Acme', position: 'Analyst', startDate: '2021-03', endDate: '2022-07' },
            { name: 'Initech', position: 'Intern', startDate: '2019-05', endDate: '2020-02' },
          ],
          education: [{ institution: 'UCL', studyType: 'BSc', startDate: '2015', endDate: '2019' }],
        },
      },
      l.learnerToken,
    );
    expect(imported.status).toBe(201);
    const { resume_id: resumeId } = resumeUploadResponseSchema.parse(await imported.json());
    const db = l.h.t.database.db;
    const [first, second] = await db
      .select()
      .from(resumeEmployment)
      .where(eq(resumeEmployment.resumeId, resumeId))
      .orderBy(resumeEmployment.position);
    const [school] = await db
      .select()
      .from(resumeEducation)
      .where(eq(resumeEducation.resumeId, resumeId));
    // The stored form before issue 24: padded days, with the parser's source text.
    await db
      .update(resumeEmployment)
      .set({
        startDate: '2021-03-01',
        endDate: '2022-01-01',
        parseMeta: {
          start_date: { confidence: 0.9, source: 'Mar 2021 – Jan 2022' },
          end_date: { confidence: 0.9, source: 'Mar 2021 – Jan 2022' },
        },
      })
      .where(eq(resumeEmployment.id, first!.id));
    // Picked in the editor's date input: a field version says a person chose that day.
    await db
      .update(resumeEmployment)
      .set({ startDate: '2019-05-01', endDate: '2020-02-14', fieldVersions: { start_date: 2 } })
      .where(eq(resumeEmployment.id, second!.id));
    await db
      .update(resumeEducation)
      .set({
        startDate: '2015-01-01',
        endDate: '2019-01-01',
        parseMeta: {
          start_date: { confidence: 0.8, source: '2015 – 2019' },
          end_date: { confidence: 0.8, source: '2015 – 2019' },
        },
      })
      .where(eq(resumeEducation.id, school!.id));

    const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
    for (const statement of statements) await db.execute(sql.raw(statement));

    const details = resumeDetailsSchema.parse(
      await (await getJson(l.h, `/api/resume/${resumeId}/`, l.learnerToken)).json(),
    );
    expect(details.employment_history.map((job) => [job.start_date, job.end_date])).toEqual([
      ['2021-03', '2022-01'],
      ['2019-05-01', '2020-02-14'],
    ]);
    expect(details.education_history.map((s) => [s.start_date, s.end_date])).toEqual([
      ['2015', '2019'],
    ]);
  });
});
