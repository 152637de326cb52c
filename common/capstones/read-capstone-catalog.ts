/**
 * The capstones of the repository's content/capstones/ for Node (the server and tests): read and
 * validated once (capstone-files.ts), cached for the process. Found from this module whether it
 * runs from source (common/capstones/) or from the server bundle (server/dist/), like the server's
 * content folder. No build is needed: titles and milestone ids are in the files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCapstoneContent, type CapstoneDraft } from './capstone-files.ts';

const CANDIDATES = [
  new URL('../../content/capstones', import.meta.url),
  new URL('../../../content/capstones', import.meta.url),
];

const catalogs = new Map<string, CapstoneDraft[]>();

function readFolder(root: string): Array<{ path: string; text: string }> {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return {
        path: path.relative(root, full).split(path.sep).join('/'),
        text: readFileSync(full, 'utf8'),
      };
    });
}

/** `root` is a content/capstones/ folder (the server passes its content folder's). */
export function readCapstoneCatalog(root?: string): CapstoneDraft[] {
  const dir = root ?? CANDIDATES.map((url) => fileURLToPath(url)).find((url) => existsSync(url));
  if (!dir) throw new Error('The content/capstones/ folder was not found.');
  let catalog = catalogs.get(dir);
  if (!catalog) {
    catalog = existsSync(dir) ? readCapstoneContent(readFolder(dir)) : [];
    catalogs.set(dir, catalog);
  }
  return catalog;
}
