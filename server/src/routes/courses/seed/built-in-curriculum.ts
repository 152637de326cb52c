import { aiEngineeringCourse } from './ai-engineering-course.ts';
import type { SeedCourse } from './curriculum-types.ts';
import { dataEngineeringCourse } from './data-engineering-course.ts';

/** The courses an empty database starts with (SPEC 2.14: Data Engineering and AI Engineering). */
export const BUILT_IN_CURRICULUM: readonly SeedCourse[] = [
  dataEngineeringCourse,
  aiEngineeringCourse,
];
