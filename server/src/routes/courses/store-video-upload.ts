/**
 * Receives a lesson video (`POST /api/courses/videos/`, multipart field `video_file`): streams it
 * to disk within the size cap, checks its first bytes are an MP4, WebM, Ogg or QuickTime video,
 * moves it under a generated name into DATA_DIR/uploads/videos and records its metadata.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { formatBytes } from '@/common/format-bytes.ts';
import type { VideoUploadResponse } from '@/common/courses/authoring-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { videoFiles } from '@/server/src/db/schema/courses.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import {
  detectVideoType,
  VIDEO_EXTENSIONS,
  VIDEO_SNIFF_BYTES,
} from '@/common/courses/detect-video-type.ts';
import { receiveMultipartFile } from '@/server/src/uploads/receive-multipart-file.ts';
import type { UploadPaths } from '@/server/src/uploads/upload-paths.ts';
import { lessonVideoUrl } from './lesson-video-url.ts';

export const VIDEO_FILE_FIELD = 'video_file';

const NOT_A_VIDEO_MESSAGE =
  'That file is not a video we can play. Upload an MP4, WebM, Ogg or QuickTime (.mov) video.';

const MEGABYTES = { smallest: 'MB', largest: 'MB', decimals: 'up-to-one' } as const;

export async function storeVideoUpload(
  db: Db,
  request: Request,
  paths: UploadPaths,
  maxBytes: number,
  uploaderId: string,
  onAbandonedBody?: () => void,
): Promise<VideoUploadResponse> {
  const received = await receiveMultipartFile(request, {
    fieldName: VIDEO_FILE_FIELD,
    maxBytes,
    tempDir: paths.tmp,
    headBytes: VIDEO_SNIFF_BYTES,
    checkHead: (head) => {
      if (!detectVideoType(head)) {
        throw new HttpError(415, 'unsupported_video_type', NOT_A_VIDEO_MESSAGE, {
          [VIDEO_FILE_FIELD]: NOT_A_VIDEO_MESSAGE,
        });
      }
    },
    onAbandonedBody,
    tooLargeMessage: `The video is larger than the ${formatBytes(maxBytes, MEGABYTES)} limit. Compress it or upload a shorter clip.`,
  });
  const mimeType = detectVideoType(received.head);
  if (!mimeType) throw new Error('checkHead accepted an unknown video type');
  const storageName = `${randomUUID()}.${VIDEO_EXTENSIONS[mimeType]}`;
  try {
    await mkdir(paths.videos, { recursive: true });
    await rename(received.tempPath, path.join(paths.videos, storageName));
  } catch (error) {
    await rm(received.tempPath, { force: true });
    throw error;
  }
  const [row] = await db
    .insert(videoFiles)
    .values({
      storageName,
      originalName: received.fileName,
      mimeType,
      sizeBytes: received.sizeBytes,
      uploadedBy: uploaderId,
    })
    .returning({ id: videoFiles.id });
  if (!row) throw new Error('insert returned no row');
  return {
    id: row.id,
    url: lessonVideoUrl(storageName),
    mimeType,
    sizeBytes: received.sizeBytes,
    originalName: received.fileName,
  };
}
