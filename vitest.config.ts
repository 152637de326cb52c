import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The `@/src/…`, `@/common/…` path aliases of tsconfig.base.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'common/**/*.test.ts',
      'server/**/*.test.ts',
      'sw/**/*.test.ts',
      'scripts/build/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/fixtures/role-postings/**/*.test.ts',
      'eslint/**/*.test.js',
    ],
    environment: 'node',
    globalSetup: ['tests/support/pglite-template.ts', 'tests/support/build-problem-content.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more parallel PGlite instances only thrash.
    maxWorkers: 2,
  },
});
