/**
 * The Datasets scratchpad runs a free query through the practice engines unchanged, as a one-test
 * problem whose only data set is the whole dataset (the engines already load, time out and report
 * errors; the scratchpad shows what came back and ignores the grade). SQL: the dataset's CREATE
 * TABLE and INSERTs. Python: the learner's code runs as a script with the rows bound to the table
 * name as a list of dicts; whatever it prints, and the value of a variable `result`, is shown.
 */
import { datasetToRecords } from '@/common/datasets/dataset-to-records.ts';
import { datasetCreateTableSql, datasetInsertSql } from '@/common/datasets/dataset-to-sql.ts';
import type { BuiltDataset } from '@/common/datasets/dataset-schema.ts';
import type { PythonProblem, SqlProblem } from '@/common/practice/problem-schema.ts';
import type { ScratchpadEngine } from './scratchpad-engines.ts';

function common() {
  return {
    title: 'Scratchpad',
    topic: 'Scratchpad',
    difficulty: 'Easy' as const,
    description: 'A free query on a real dataset.',
    constraints: [],
    hints: ['Any query.'],
    solution: '-',
    wrongSolutions: [],
  };
}

export type ScratchpadRun =
  | { language: 'python'; problem: PythonProblem; code: string }
  | { language: 'sql'; problem: SqlProblem; code: string };

/** The Python function the harness calls: runs the learner's script with the rows in scope. */
function pythonWrapper(table: string, code: string): string {
  return [
    'def scratchpad(rows):',
    `    namespace = {"__name__": "__main__", ${JSON.stringify(table)}: rows}`,
    `    exec(compile(${JSON.stringify(code)}, "solution.py", "exec"), namespace)`,
    '    return namespace.get("result")',
    '',
  ].join('\n');
}

export function buildScratchpadProblem(
  engine: ScratchpadEngine,
  dataset: BuiltDataset,
  code: string,
): ScratchpadRun {
  const id = `scratchpad-${dataset.id}`;
  if (engine.kind === 'python') {
    const problem: PythonProblem = {
      ...common(),
      id,
      language: 'python',
      starterCode: code,
      entryPoint: 'scratchpad',
      params: [{ name: 'rows', kind: 'value' }],
      returns: 'value',
      compare: 'exact',
      tests: [{ args: [datasetToRecords(dataset)], expected: null, hidden: false }],
    };
    return { language: 'python', problem, code: pythonWrapper(dataset.table, code) };
  }
  const problem: SqlProblem = {
    ...common(),
    id,
    language: 'sql',
    starterCode: code,
    schema: datasetCreateTableSql(dataset),
    seed: datasetInsertSql(dataset, dataset.rows),
    orderMatters: false,
    compareColumnNames: false,
    numericTolerance: 0,
    engines: [engine.dialect],
    tests: [{ name: dataset.title, hidden: false, expected: { columns: [], rows: [] } }],
  };
  return { language: 'sql', problem, code };
}
