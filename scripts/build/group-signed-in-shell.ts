/**
 * One chunk for the signed-in shell: the modules src/app/start-sync.ts reaches through static
 * imports (the sync engine, each feature's document types and their schemas) that no public
 * screen reaches (find-shell-members.ts). Every signed-in screen loads all of them (src/main.tsx
 * starts the sync as soon as a session exists); left to automatic chunking they came as ≈ 15
 * chunks, one per set of importing routes, each gzipped on its own (docs/benchmarks.md,
 * Practice). Public screens (sign-in, a shared resume, certificate verification) never load it:
 * what they share with the sync engine (the API client, Dexie, zod) keeps its own chunks.
 *
 * Returns the plugin that reads the module graph at the end of the build, and the code-splitting
 * group that uses it (rolldown asks a group's `test` only after `buildEnd`).
 */
import type { Plugin } from 'vite';
import { findShellMembers } from './find-shell-members.ts';
export function groupSignedInShell(name = 'signed-in-shell') {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'nyra:group-signed-in-shell',
    apply: 'build',
    buildEnd() {
      members = findShellMembers(this);
    },
  };
  const group = {
    name,
    test: (id: string) => members.has(id),
    // Members are closed under static imports but for public modules, which must stay in their
    // own chunks (or the sign-in page would load the sync engine).
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
