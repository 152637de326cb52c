/**
 * Reads every Markdown file under a folder (content/courses/) for the pure loader in
 * common/content/, as paths relative to that folder with "/" separators on every platform.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentFile } from '@/common/content/curriculum-content-schema.ts';

export async function readContentFiles(root: string): Promise<ContentFile[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.md'));
  return Promise.all(
    files.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return {
        path: path.relative(root, full).split(path.sep).join('/'),
        text: await readFile(full, 'utf8'),
      };
    }),
  );
}
