/**
 * Every capstone milestone for Node (tests, scripts), wrong solutions included: the capstones read
 * from content/capstones/ (capstone-files.ts) with each milestone's expected values from the
 * build (public/capstone-content/, written by scripts/content/build-capstones.mjs, which vitest's
 * global setup and `npm run build` run first; when the built files are missing or out of date this
 * module runs the build itself, once). Never imported by the client.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { problemSchema, type Problem } from '../practice/problem-schema.ts';
import { capstoneMilestonePath } from './capstone-content-paths.ts';
import { readCapstoneCatalog } from './read-capstone-catalog.ts';
import type { Capstone } from './capstone-schema.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

class BuildNeededError extends Error {}

export interface CapstoneWithMilestones {
  capstone: Capstone;
  /** In milestone order, as graded: expected values computed, wrong solutions from the files. */
  milestones: Problem[];
}

function loadCapstoneBank(): CapstoneWithMilestones[] {
  return readCapstoneCatalog().map(({ capstone, milestones }) => ({
    capstone,
    milestones: milestones.map(({ input }) => {
      const file = path.join(ROOT, 'public', capstoneMilestonePath(input.id));
      let built: Problem;
      try {
        built = JSON.parse(readFileSync(file, 'utf8')) as Problem;
      } catch (error) {
        throw new BuildNeededError(`${path.relative(ROOT, file)} is missing or invalid`, {
          cause: error,
        });
      }
      const names = (tests: ReadonlyArray<{ name?: string; args?: unknown }>) =>
        JSON.stringify(tests.map((test) => test.name ?? test.args));
      if (built.language !== input.language || names(built.tests) !== names(input.tests)) {
        throw new BuildNeededError(`${input.id}: the built milestone is out of date`);
      }
      return problemSchema.parse({ ...built, wrongSolutions: input.wrongSolutions });
    }),
  }));
}

function loadOrBuildCapstoneBank(): CapstoneWithMilestones[] {
  try {
    return loadCapstoneBank();
  } catch (error) {
    if (!(error instanceof BuildNeededError)) throw error;
    const build = spawnSync(process.execPath, ['scripts/content/build-capstones.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (build.status !== 0) {
      throw new Error(`The capstones do not build:\n${build.stderr}`, { cause: error });
    }
    return loadCapstoneBank();
  }
}

export const capstoneBank: readonly CapstoneWithMilestones[] = loadOrBuildCapstoneBank();
