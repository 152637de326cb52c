import * as z from 'zod/mini';
import { apiPaths } from '@/common/http/api-paths.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `DELETE /api/resume/{id}/`: removes the resume and its stored file (204). */
export async function deleteResume(resumeId: string): Promise<void> {
  await apiRequest(apiPaths.resume.one(resumeId), z.unknown(), { method: 'DELETE' });
}
