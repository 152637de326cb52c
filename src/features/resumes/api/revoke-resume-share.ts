import * as z from 'zod/mini';
import { apiPaths } from '@/common/http/api-paths.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `DELETE /api/resume/{id}/share/`: turns the public link off (it answers 404 from then on). */
export async function revokeResumeShare(resumeId: string): Promise<void> {
  await apiRequest(apiPaths.resume.share(resumeId), z.unknown(), {
    method: 'DELETE',
  });
}
