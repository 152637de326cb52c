import { API_ROUTES } from '@/common/http/api-paths.ts';
import {
  videoUploadResponseSchema,
  type VideoUploadResponse,
} from '@/common/courses/authoring-schema.ts';
import { uploadWithProgress, type TransferProgress } from '@/src/lib/upload-with-progress.ts';

/** `POST /api/courses/videos/` (multipart `video_file`), reporting upload progress. */
export function uploadVideo(
  file: File,
  onProgress: (progress: TransferProgress) => void,
): Promise<VideoUploadResponse> {
  const form = new FormData();
  form.append('video_file', file, file.name);
  return uploadWithProgress(API_ROUTES.courses.videos, form, videoUploadResponseSchema, {
    onProgress,
  });
}
