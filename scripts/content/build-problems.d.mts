/** Types of build-problems.mjs for the TypeScript tests of the build steps. */
export declare const PROBLEM_CONTENT_DIR: string;
export declare const PROBLEM_OUT_DIR: string;
export declare function computeSqlExpectations(
  drafts: unknown[],
  fail: (message: string) => void,
  where: (dir: string) => string,
): Promise<void>;
export declare function computePythonExpectations(
  drafts: unknown[],
  fail: (message: string) => void,
  where: (dir: string) => string,
): Promise<void>;
