/**
 * The client's view of the practice problems: the index (every problem's id, title, difficulty,
 * topic and language) and one problem at a time, fetched from the files the build emits
 * (common/practice/problem-content-paths.ts) and kept in memory for the session. Offline, the
 * service worker answers from its content cache (filled on a visit and by "Make practice available
 * offline", make-practice-offline.ts). A SQL problem on a real dataset names it with `-- @dataset
 * <id>` lines (content/README.md): the dataset's file is fetched once and the lines expanded here,
 * so the runners see plain SQL. The dataset loader (with its schema) and the expansion are
 * imported only then: most problems name no dataset, and the Practice route's first load stays
 * smaller without them (docs/benchmarks.md, Practice).
 */
import {
  PRACTICE_INDEX_PATH,
  practiceProblemPath,
  type PracticeIndex,
  type ProblemSummary,
} from '@/common/practice/problem-content-paths.ts';
import { listProblemDatasets } from '@/common/datasets/list-problem-datasets.ts';
import type { Problem } from '@/common/practice/problem-schema.ts';
import { fetchStaticAsset } from '@/src/lib/fetch-static-asset.ts';

let index: Promise<ProblemSummary[]> | null = null;
const problems = new Map<string, Promise<Problem>>();

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetchStaticAsset(path);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
  return (await response.json()) as T;
}

/** Every problem's summary, in display order; a failed load is retried on the next call. */
export function loadProblemIndex(): Promise<ProblemSummary[]> {
  index ??= fetchJson<PracticeIndex>(PRACTICE_INDEX_PATH).then(
    (data) => data.problems,
    (error: unknown) => {
      index = null;
      throw error;
    },
  );
  return index;
}

async function withDatasets(problem: Problem): Promise<Problem> {
  if (problem.language !== 'sql') return problem;
  const ids = listProblemDatasets(problem);
  if (ids.length === 0) return problem;
  const [{ loadDataset }, { expandProblemDatasets }] = await Promise.all([
    import('./load-dataset.ts'),
    import('@/common/datasets/expand-problem-datasets.ts'),
  ]);
  const loaded = await Promise.all(ids.map(loadDataset));
  const datasets = new Map(
    loaded.map((dataset, at) => [
      ids[at]!,
      { definition: { table: dataset.table, columns: dataset.columns }, rows: dataset.rows },
    ]),
  );
  return expandProblemDatasets(problem, datasets);
}

/** One problem with its tests and reference solution; a failed load is retried on the next call. */
export function loadProblem(id: string): Promise<Problem> {
  let pending = problems.get(id);
  if (!pending) {
    pending = fetchJson<Problem>(practiceProblemPath(id))
      .then(withDatasets)
      .catch((error: unknown) => {
        problems.delete(id);
        throw error;
      });
    problems.set(id, pending);
  }
  return pending;
}
