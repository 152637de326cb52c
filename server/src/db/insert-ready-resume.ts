/**
 * Creates a ready résumé that needs no parsing (a JSON Resume import, the gate's form): its
 * original kept as a file like an uploaded PDF, then the résumé, its items and the passed upload
 * gate (`has_uploaded_resume`) in one transaction, so a failure leaves nothing half made (the
 * file is removed again).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { ResumeContent } from '@/common/resume/export/resume-content-schema.ts';
import type { ResumeUploadResponse } from '@/common/resume/resume-upload-schema.ts';
import { insertResumeItems, type ResumeItemsInput } from './insert-resume-items.ts';
import type { Db } from './open-database.ts';
import { resumes } from './schema/resumes.ts';
import { users } from './schema/users.ts';

export interface ReadyResumeInput {
  userId: string;
  fileKind: 'json' | 'form';
  fileName: string;
  /** The original as the learner gave it (JSON text), kept as the résumé's file. */
  original: string;
  resumeName: string;
  content: Omit<ResumeContent, 'resume_name' | keyof ResumeItemsInput> & ResumeItemsInput;
  at: Date;
}

export async function insertReadyResume(
  db: Db,
  resumesDir: string,
  input: ReadyResumeInput,
): Promise<ResumeUploadResponse> {
  const { userId, content, at } = input;
  const id = randomUUID();
  const storageName = `${id}.json`;
  await mkdir(resumesDir, { recursive: true });
  await writeFile(path.join(resumesDir, storageName), input.original);
  const sizeBytes = Buffer.byteLength(input.original);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(resumes).values({
        id,
        userId,
        status: 'ready',
        fileKind: input.fileKind,
        fileName: input.fileName,
        storageName,
        sizeBytes,
        resumeName: input.resumeName,
        learnerName: content.learner_name,
        learnerEmail: content.learner_email,
        learnerPhone: content.learner_phone,
        city: content.city,
        country: content.country,
        role: content.role,
        learnerGithub: content.learner_github,
        learnerLinkedin: content.learner_linkedin,
        summary: content.summary,
        parsedAt: at,
        createdAt: at,
        updatedAt: at,
      });
      await insertResumeItems(tx, { resumeId: id, userId }, content);
      await tx
        .update(users)
        .set({ hasUploadedResume: true, updatedAt: at })
        .where(eq(users.id, userId));
    });
  } catch (error) {
    await rm(path.join(resumesDir, storageName), { force: true });
    throw error;
  }
  return {
    file_id: id,
    resume_id: id,
    file_name: input.fileName,
    size_bytes: sizeBytes,
    has_uploaded_resume: true,
    status: 'ready',
  };
}
