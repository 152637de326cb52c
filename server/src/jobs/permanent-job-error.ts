/** Thrown by a job handler when retrying cannot help (a corrupt file): the job ends at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}
