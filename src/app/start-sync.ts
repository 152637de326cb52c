/**
 * Starts the app's sync engine with every feature's document types registered first, so a
 * result for any of them finds its type. New document types (resume, interview notes) register
 * here too.
 */
import { registerInterviewsSync } from '../features/interviews/data/register-interviews-sync.ts';
import { registerLessonsSync } from '../features/lessons/data/register-lessons-sync.ts';
import { registerPracticeSync } from '../features/practice/data/register-practice-sync.ts';
import { registerRoleSync } from '../features/resumes/data/register-role-sync.ts';
import { registerResumeSync } from '../features/resumes/data/register-resume-sync.ts';
import { startResumeUploadSync } from '../features/resumes/data/start-resume-upload-sync.ts';
import { startAppSync } from '../lib/sync/app-sync-engine.ts';

export function startSync(): void {
  registerLessonsSync();
  registerPracticeSync();
  registerInterviewsSync();
  registerRoleSync();
  registerResumeSync();
  startAppSync();
  // Files chosen offline are uploads, not edits: their own small sender (see pending-sync.ts).
  startResumeUploadSync();
}
