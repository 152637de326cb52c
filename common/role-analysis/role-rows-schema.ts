/**
 * IndexedDB row of a role and its analysis (src/lib/db.ts `roleAnalyses`), validated on
 * read. Written when the server's analysis arrives, or at once when the role was made on this
 * device while offline (the analysis then comes from the same analyzer run in the browser, and
 * the role reaches the server through the sync engine). `owner` is the signed-in e-mail.
 */
import { z } from 'zod';
import { roleAnalysisSchema } from './role-analysis-schema.ts';

export const roleAnalysisRowSchema = z.object({
  /** `${owner}:${roleId}` */
  key: z.string(),
  owner: z.string(),
  roleId: z.string(),
  resumeId: z.string(),
  title: z.string(),
  description: z.string(),
  analysis: roleAnalysisSchema,
  /** Who computed it: the server, or this device while offline. */
  computedOn: z.enum(['server', 'device']),
  savedAt: z.string(),
  /**
   * The learner asked for a cover letter with this analysis (the question before the editor), so
   * reopening it from the Resumes screen shows the letter again. Absent on rows kept before.
   */
  coverLetter: z.boolean().optional(),
});
export type RoleAnalysisRow = z.infer<typeof roleAnalysisRowSchema>;
