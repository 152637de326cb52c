/**
 * The `resume.parse` job: reads the stored file, parses it and writes the fields and items in one
 * transaction (status `ready`), or marks the resume `failed` with a reason a person understands
 * once the job gives up. A resume deleted meanwhile is simply skipped.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { insertResumeItems } from '../db/insert-resume-items.ts';
import type { Db } from '../db/open-database.ts';
import {
  resumeCertifications,
  resumeEducation,
  resumeEmployment,
  resumeProjects,
  resumes,
  resumeSkills,
} from '../db/schema/resumes.ts';
import type { JobHandler } from '../jobs/create-job-worker.ts';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import { parseResumeFile } from './parse-resume-file.ts';

export const RESUME_PARSE_JOB = 'resume.parse';

const GENERIC_FAILURE =
  'Something went wrong while reading this resume. Please upload it again in a few minutes.';

export function createResumeParseHandler(db: Db, resumesDir: string): JobHandler {
  return {
    async run(payload) {
      const resumeId = String(payload.resumeId);
      const [resume] = await db.select().from(resumes).where(eq(resumes.id, resumeId));
      if (
        !resume ||
        resume.status !== 'processing' ||
        resume.fileKind === 'json' ||
        resume.fileKind === 'form'
      ) {
        return;
      }
      let data: Buffer;
      try {
        data = await readFile(path.join(resumesDir, path.basename(resume.storageName)));
      } catch {
        throw new PermanentJobError('The uploaded file is missing. Please upload it again.');
      }
      const parsed = await parseResumeFile(resume.fileKind, data, async (fraction) => {
        // Shown in the résumé list while a scan is read (issue 25); only while still processing.
        // Progress is a courtesy: failing to record it must not fail the parse.
        await db
          .update(resumes)
          .set({ parseProgress: fraction })
          .where(and(eq(resumes.id, resumeId), eq(resumes.status, 'processing')))
          .catch((error: unknown) => console.warn('Parse progress not recorded', error));
      });
      await db.transaction(async (tx) => {
        const owner = { resumeId, userId: resume.userId };
        await tx.delete(resumeEmployment).where(eq(resumeEmployment.resumeId, resumeId));
        await tx.delete(resumeEducation).where(eq(resumeEducation.resumeId, resumeId));
        await tx.delete(resumeSkills).where(eq(resumeSkills.resumeId, resumeId));
        await tx.delete(resumeProjects).where(eq(resumeProjects.resumeId, resumeId));
        await tx.delete(resumeCertifications).where(eq(resumeCertifications.resumeId, resumeId));
        await insertResumeItems(tx, owner, parsed);
        await tx
          .update(resumes)
          .set({
            status: 'ready',
            failureReason: null,
            parseProgress: null,
            learnerName: parsed.learner_name,
            learnerEmail: parsed.learner_email,
            learnerPhone: parsed.learner_phone,
            city: parsed.city,
            country: parsed.country,
            role: parsed.role,
            learnerGithub: parsed.learner_github,
            learnerLinkedin: parsed.learner_linkedin,
            summary: parsed.summary,
            parseMeta: parsed.parse_meta,
            parsedAt: sql`now()`,
            updatedAt: sql`now()`,
            version: sql`${resumes.version} + 1`,
          })
          .where(and(eq(resumes.id, resumeId), eq(resumes.status, 'processing')));
      });
    },
    async onGiveUp(payload, error) {
      const reason = error instanceof PermanentJobError ? error.message : GENERIC_FAILURE;
      await db
        .update(resumes)
        .set({
          status: 'failed',
          failureReason: reason,
          parseProgress: null,
          updatedAt: sql`now()`,
          version: sql`${resumes.version} + 1`,
        })
        .where(and(eq(resumes.id, String(payload.resumeId)), eq(resumes.status, 'processing')));
    },
  };
}
