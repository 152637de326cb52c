import type { RunMode } from './run-result-schema.ts';

/** Which tests a mode runs: Run the visible examples, Submit every test including hidden ones. */
export function selectTestIndexes(tests: Array<{ hidden: boolean }>, mode: RunMode): number[] {
  return tests.flatMap((test, index) => (mode === 'submit' || !test.hidden ? [index] : []));
}
