/**
 * `GET /api/media/videos/{name}`: lesson videos with Range support. Public by design: `<video>`
 * cannot send a bearer token, and names are random UUIDs that are only listed to signed-in users.
 * The name must match the generated pattern, so no path can ever escape the videos folder.
 */
import path from 'node:path';
import { Hono } from 'hono';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import type { VideoMimeType } from '@/common/courses/courses-limits.ts';
import type { Env } from '@/server/src/env.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { resolveUploadPaths } from '@/server/src/uploads/upload-paths.ts';
import { sendFileWithRange } from './send-file-with-range.ts';

const STORED_VIDEO_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(mp4|webm|ogv|mov)$/;

const MIME_BY_EXTENSION: Readonly<Record<string, VideoMimeType>> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
};

export function createMediaRoutes(env: Env): Hono {
  const { videos } = resolveUploadPaths(env.DATA_DIR);
  return new Hono().get(API_ROUTES.mediaVideo, async (c) => {
    const name = c.req.param('name');
    const extension = STORED_VIDEO_NAME.exec(name)?.[1];
    const mimeType = extension ? MIME_BY_EXTENSION[extension] : undefined;
    if (!mimeType) throw new HttpError(404, 'not_found', 'This video does not exist.');
    return sendFileWithRange(c, path.join(videos, name), mimeType);
  });
}
