/** The job worker of a server process, with every job kind the server runs. */
import type { Database } from '../db/open-database.ts';
import type { Env } from '../env.ts';
import {
  createResumeParseHandler,
  RESUME_PARSE_JOB,
} from '../resume-parse/create-resume-parse-handler.ts';
import { createRoleAnalysisHandler } from '../role-analysis/create-role-analysis-handler.ts';
import { ROLE_ANALYZE_JOB } from '../role-analysis/start-role-analysis.ts';
import { resolveUploadPaths } from '../uploads/upload-paths.ts';
import { createJobWorker, type JobWorker, type JobWorkerOptions } from './create-job-worker.ts';

export function createServerJobWorker(
  database: Database,
  env: Env,
  options: Omit<JobWorkerOptions, 'db' | 'handlers'> = {},
): JobWorker {
  return createJobWorker({
    ...options,
    db: database.db,
    handlers: {
      [RESUME_PARSE_JOB]: createResumeParseHandler(
        database.db,
        resolveUploadPaths(env.DATA_DIR).resumes,
      ),
      [ROLE_ANALYZE_JOB]: createRoleAnalysisHandler(
        database.db,
        env.LLM_BASE_URL
          ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
          : null,
      ),
    },
  });
}
