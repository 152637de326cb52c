/**
 * Where uploaded files live under DATA_DIR. Files are stored under generated names only; the
 * uploader's file name is kept as metadata and never touches the file system.
 */
import path from 'node:path';

export interface UploadPaths {
  /** Partial uploads; on the same file system as the final folders so a rename is atomic. */
  tmp: string;
  videos: string;
  resumes: string;
}

export function resolveUploadPaths(dataDir: string): UploadPaths {
  const root = path.resolve(dataDir, 'uploads');
  return {
    tmp: path.join(root, 'tmp'),
    videos: path.join(root, 'videos'),
    resumes: path.join(root, 'resumes'),
  };
}
