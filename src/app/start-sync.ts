/**
 * Starts the app's sync engine with every feature's document types registered first, so a
 * result for any of them finds its type. A new document type registers here too.
 */
import { registerCertificatesCleanup } from '../features/certificates/storage/register-certificates-cleanup.ts';
import { registerInterviewsSync } from '../features/interviews/storage/register-interviews-sync.ts';
import { registerCoursesSync } from '../features/courses/storage/register-courses-sync.ts';
import { registerJobsSync } from '../features/jobs/storage/register-jobs-sync.ts';
import { registerPlanSync } from '../features/plan/storage/register-plan-sync.ts';
import { registerPracticeSync } from '../features/practice/storage/register-practice-sync.ts';
import { registerRoleSync } from '../features/resumes/storage/register-role-sync.ts';
import { registerResumeSync } from '../features/resumes/storage/register-resume-sync.ts';
import { startAppSync } from '../lib/sync/app-sync-engine.ts';

export function startSync(): void {
  registerCoursesSync();
  registerPracticeSync();
  registerInterviewsSync();
  registerRoleSync();
  registerResumeSync();
  registerPlanSync();
  registerJobsSync();
  registerCertificatesCleanup();
  startAppSync();
}
