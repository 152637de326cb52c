/** Reads and validates the curriculum in <content dir>/courses/ (common/content/load-curriculum.ts). */
import path from 'node:path';
import type { ContentCourse } from '@/common/content/curriculum-content-schema.ts';
import { loadCurriculum } from '@/common/content/load-curriculum.ts';
import { readContentFiles } from './read-content-files.ts';
import { resolveContentDir } from './resolve-content-dir.ts';

export async function loadBuiltInCurriculum(contentDir?: string): Promise<ContentCourse[]> {
  return loadCurriculum(
    await readContentFiles(path.join(resolveContentDir(contentDir), 'courses')),
  );
}
