/**
 * The capstones of the server's content folder (content/capstones/), read once per process like
 * the practice problem ids (describe-attempt-problem-error.ts).
 */
import path from 'node:path';
import type { CapstoneDraft } from '@/common/capstones/capstone-files.ts';
import { readCapstoneCatalog } from '@/common/capstones/read-capstone-catalog.ts';
import { resolveContentDir } from '@/server/src/content/resolve-content-dir.ts';

export function readCapstoneCatalogForServer(): CapstoneDraft[] {
  return readCapstoneCatalog(path.join(resolveContentDir(), 'capstones'));
}
