import { apiPaths } from '@/common/http/api-paths.ts';
import {
  jobHistoryResponseSchema,
  type JobHistoryField,
  type JobHistoryResponse,
} from '@/common/jobs/job-history-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';

/** `GET /api/jobs/{id}/history/?field`: the last values of one field of a job, newest first. */
export function fetchJobHistory(
  jobId: string,
  field: JobHistoryField,
): Promise<JobHistoryResponse> {
  const query = new URLSearchParams({ field });
  return apiRequest(`${apiPaths.jobs.history(jobId)}?${query}`, jobHistoryResponseSchema);
}
