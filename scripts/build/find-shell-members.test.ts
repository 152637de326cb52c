import { describe, expect, it } from 'vitest';
import { findShellMembers, type GraphReader } from './find-shell-members.ts';

/** A module graph from `id: [static imports] / [dynamic imports]` entries. */
function graphOf(modules: Record<string, { imports?: string[]; lazy?: string[] }>): GraphReader {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id) =>
      modules[id]
        ? {
            importedIds: modules[id].imports ?? [],
            dynamicallyImportedIds: modules[id].lazy ?? [],
          }
        : null,
  };
}

const graph = graphOf({
  '/app/src/main.tsx': {
    imports: ['/app/src/app/pages.ts', '/app/src/lib/pending-sync.ts'],
    lazy: ['/app/src/app/start-sync.ts'],
  },
  '/app/src/app/pages.ts': {
    lazy: [
      '/app/src/features/auth/components/sign-in-page.tsx',
      '/app/src/features/practice/components/practice-page.tsx',
      '/app/src/features/certificates/components/verify-page.tsx',
    ],
  },
  // Sign-out asks the sync engine for its pending count: not a public root.
  '/app/src/lib/pending-sync.ts': { lazy: ['/app/src/lib/sync/app-sync-engine.ts'] },
  '/app/src/app/start-sync.ts': {
    imports: ['/app/src/lib/sync/app-sync-engine.ts', '/app/common/resume/resume-schema.ts'],
  },
  '/app/src/lib/sync/app-sync-engine.ts': {
    imports: ['/app/src/lib/db.ts', '/app/src/lib/api-client.ts'],
  },
  '/app/src/lib/db.ts': { imports: ['/app/node_modules/dexie/dist/dexie.mjs'] },
  '/app/node_modules/dexie/dist/dexie.mjs': {},
  '/app/src/lib/api-client.ts': {},
  '/app/common/resume/resume-schema.ts': {},
  '/app/src/features/auth/components/sign-in-page.tsx': {
    imports: ['/app/src/lib/api-client.ts'],
  },
  // The public certificate check reads the device's database.
  '/app/src/features/certificates/components/verify-page.tsx': { imports: ['/app/src/lib/db.ts'] },
  '/app/src/features/practice/components/practice-page.tsx': {
    imports: ['/app/src/lib/sync/app-sync-engine.ts'],
  },
});

describe('findShellMembers', () => {
  it('takes start-sync’s static graph, less what a public screen or the entry loads', () => {
    expect([...findShellMembers(graph)].sort()).toEqual([
      '/app/common/resume/resume-schema.ts',
      '/app/src/app/start-sync.ts',
      '/app/src/lib/sync/app-sync-engine.ts',
    ]);
  });

  it('is empty when the build has no start-sync (a build of something else)', () => {
    expect(findShellMembers(graphOf({ '/app/src/main.tsx': {} })).size).toBe(0);
  });
});
