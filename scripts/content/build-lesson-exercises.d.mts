/** Types of build-lesson-exercises.mjs for the TypeScript test of the build step. */
export declare const COURSES_CONTENT_DIR: string;
export declare function buildLessonExercises(options: {
  compute: {
    computeSqlExpectations: unknown;
    computePythonExpectations: unknown;
  };
  fail: (message: string) => void;
  coursesDir?: string;
}): Promise<unknown[]>;
