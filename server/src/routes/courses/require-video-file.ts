import { eq } from 'drizzle-orm';
import type { Db } from '@/server/src/db/open-database.ts';
import { videoFiles } from '@/server/src/db/schema/courses.ts';
import { HttpError } from '@/server/src/http/http-error.ts';

/**
 * The Add / edit Video forms name an uploaded video by id: 400 naming `videoFileId` when that
 * upload is unknown (it expired or belongs to a failed upload), so the form can ask for the file
 * again.
 */
export async function requireVideoFile(db: Db, videoFileId: string): Promise<void> {
  const [video] = await db
    .select({ id: videoFiles.id })
    .from(videoFiles)
    .where(eq(videoFiles.id, videoFileId));
  if (!video) {
    throw new HttpError(400, 'validation_failed', 'The uploaded video was not found.', {
      videoFileId: 'The uploaded video was not found. Choose the file again.',
    });
  }
}
