/**
 * The datasets a SQL problem names with `-- @dataset <id>` lines (content/README.md, "Datasets in
 * problems") in its schema, example data or any data set, each once, in order of first use.
 */
export const DATASET_LINE = /^--\s*@dataset\s+([a-z0-9-]+)\s*$/gm;

export interface DatasetLines {
  schema: string;
  seed: string;
  tests: ReadonlyArray<{ seed?: string | undefined }>;
}

export function listProblemDatasets(problem: DatasetLines): string[] {
  const ids = new Set<string>();
  for (const sql of [problem.schema, problem.seed, ...problem.tests.map((test) => test.seed)]) {
    for (const match of (sql ?? '').matchAll(DATASET_LINE)) ids.add(match[1]!);
  }
  return [...ids];
}
