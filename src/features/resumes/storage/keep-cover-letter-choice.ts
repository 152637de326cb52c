import { db } from '@/src/lib/db.ts';

/**
 * Remembers on the device's copy of a role's analysis that the learner asked for a cover letter,
 * so reopening the analysis from the Resumes screen shows it again. The analysis row is this
 * device's copy of the server's result (never sent), so this is a local write, not a sync one.
 */
export async function keepCoverLetterChoice(owner: string, roleId: string): Promise<void> {
  await db.roleAnalyses.update(`${owner}:${roleId}`, { coverLetter: true });
}
