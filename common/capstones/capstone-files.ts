/**
 * Capstones as content files (content/README.md, "Capstones"), under
 * `content/capstones/<track>/<capstone-id>/`:
 *
 * - `capstone.md`: front matter `id`, `title`, `order`, `summary`, `datasets` (comma-separated
 *   dataset ids), then the brief in Markdown;
 * - `milestones/<language>/<problem-id>/`: one practice problem per milestone, in the practice
 *   problem format (common/practice/problem-files.ts); its `order` is the milestone's place in
 *   the capstone. In SQL milestones a line `-- @dataset <id>` in `schema.sql` stands for the
 *   dataset's CREATE TABLE and in `seed.sql` for its rows (expanded by the build).
 *
 * Pure (no file system): the caller reads the files; errors are collected as "path: reason".
 */
import type { ContentFile } from '../content/curriculum-content-schema.ts';
import { parseFrontMatter } from '../content/parse-front-matter.ts';
import {
  readProblemContent,
  ProblemContentError,
  type ProblemDraft,
} from '../practice/problem-files.ts';
import { CAPSTONE_TRACKS, capstoneSchema, type Capstone } from './capstone-schema.ts';

export const CAPSTONE_FILE = 'capstone.md';
export const MILESTONES_DIR = 'milestones';

export class CapstoneContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The capstone files are invalid:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'CapstoneContentError';
  }
}

export interface CapstoneDraft {
  /** Folder relative to content/capstones/, e.g. "data-engineering/flight-delays-warehouse". */
  dir: string;
  capstone: Capstone;
  /** Milestone problems in milestone order; SQL dataset lines not yet expanded. */
  milestones: ProblemDraft[];
}

/** Every capstone from the files of content/capstones/ (paths relative to it, "/"-separated). */
export function readCapstoneContent(files: readonly ContentFile[]): CapstoneDraft[] {
  const problems: string[] = [];
  const folders = new Map<string, ContentFile[]>();
  for (const file of files) {
    const [track, id, ...rest] = file.path.split('/');
    if (!track || !id || rest.length === 0) {
      if (file.path !== 'README.md')
        problems.push(`${file.path}: not inside a <track>/<id>/ folder`);
      continue;
    }
    if (!(CAPSTONE_TRACKS as readonly string[]).includes(track)) {
      problems.push(`${file.path}: "${track}" is not a track (${CAPSTONE_TRACKS.join(', ')})`);
      continue;
    }
    const dir = `${track}/${id}`;
    folders.set(dir, [...(folders.get(dir) ?? []), { path: rest.join('/'), text: file.text }]);
  }
  const drafts: CapstoneDraft[] = [];
  const milestoneIds = new Map<string, string>();
  for (const [dir, folder] of [...folders].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [track = '', id = ''] = dir.split('/');
    const main = folder.find((file) => file.path === CAPSTONE_FILE);
    if (!main) {
      problems.push(`${dir}/${CAPSTONE_FILE}: missing`);
      continue;
    }
    let milestones: ProblemDraft[];
    try {
      milestones = readProblemContent(
        folder
          .filter((file) => file.path.startsWith(`${MILESTONES_DIR}/`))
          .map((file) => ({ ...file, path: file.path.slice(MILESTONES_DIR.length + 1) })),
      );
    } catch (error) {
      if (!(error instanceof ProblemContentError)) throw error;
      problems.push(...error.problems.map((problem) => `${dir}/${MILESTONES_DIR}/${problem}`));
      continue;
    }
    milestones.sort((a, b) => a.order - b.order);
    const orders = milestones.map((milestone) => milestone.order);
    if (new Set(orders).size !== orders.length) {
      problems.push(`${dir}/${MILESTONES_DIR}: two milestones share an order`);
    }
    for (const milestone of milestones) {
      const owner = milestoneIds.get(milestone.input.id);
      if (owner)
        problems.push(`${dir}/${MILESTONES_DIR}/${milestone.dir}: id is already used by ${owner}`);
      milestoneIds.set(milestone.input.id, dir);
    }
    try {
      const { fields, body } = parseFrontMatter(main.text);
      const parsed = capstoneSchema.safeParse({
        id: fields.id,
        track,
        title: fields.title,
        summary: fields.summary,
        order: Number(fields.order),
        brief: body.trim(),
        datasets: (fields.datasets ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
        milestones: milestones.map(({ input }) => ({
          id: input.id,
          title: input.title,
          language: input.language,
        })),
      });
      if (!parsed.success) {
        throw new Error(
          parsed.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`).join('; '),
        );
      }
      if (parsed.data.id !== id)
        throw new Error(`id "${parsed.data.id}" differs from its folder "${id}"`);
      drafts.push({ dir, capstone: parsed.data, milestones });
    } catch (error) {
      problems.push(`${dir}/${CAPSTONE_FILE}: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new CapstoneContentError(problems);
  return drafts.sort(
    (a, b) =>
      CAPSTONE_TRACKS.indexOf(a.capstone.track) - CAPSTONE_TRACKS.indexOf(b.capstone.track) ||
      a.capstone.order - b.capstone.order,
  );
}

/** `-- @dataset <id>` lines of milestone SQL, replaced by `expand(id)`; unknown ids throw. */
export function expandDatasetLines(sql: string, expand: (id: string) => string): string {
  return sql.replace(/^--\s*@dataset\s+([a-z0-9-]+)\s*$/gm, (_line, id: string) => expand(id));
}
