/**
 * One chunk for the signed-in shell: every module that src/app/start-sync.ts reaches through
 * static imports (the sync engine, Dexie, each feature's document types and their schemas), minus
 * what the entry or a public screen also reaches. Every signed-in screen loads all of it anyway
 * (src/main.tsx starts the sync as soon as a session exists); left to automatic chunking it came
 * as ≈ 40 small chunks, one per set of importing routes, and gzipping each on its own cost the
 * Practice route ≈ 8 KB more than one chunk (docs/benchmarks.md, Practice). Public screens
 * (landing, sign-in, a shared resume, certificate verification) never load it: modules they
 * share with the sync engine (the API client, zod) are left out, so they keep their own chunks.
 *
 * Returns the plugin that reads the module graph after the build and the code-splitting group
 * that uses it (rolldown asks the group's `test` only after `buildEnd`).
 */
import type { Plugin } from 'vite';

/** The module the group starts from: src/main.tsx imports it once a session exists. */
const SHELL_ROOT = /[\\/]src[\\/]app[\\/]start-sync\.ts$/;
/** The client entry. */
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
/** Screens a signed-out visitor opens (src/app/pages.ts), and their dynamic imports. */
const PUBLIC_SCREEN =
  /[\\/]src[\\/]features[\\/](marketing|auth)[\\/]|[\\/]shared-resume-page\.tsx$|[\\/]certificates[\\/]components[\\/]verify-page\.tsx$/;
/** Screens the entry imports lazily (src/app/pages.ts): not public unless PUBLIC_SCREEN says so. */
const PAGE_LOADER = /[\\/]src[\\/]app[\\/]pages\.ts$/;

interface ModuleLinks {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

interface GraphReader {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => ModuleLinks | null;
}

function staticGraph(graph: GraphReader, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The shell's members: start-sync's static graph minus whatever a signed-out visitor can load.
 * The graph is closed under static imports, and public modules never import a member, so the
 * shell chunk and the others never import each other in a cycle.
 */
function findShellMembers(graph: GraphReader): Set<string> {
  const ids = [...graph.getModuleIds()];
  const root = ids.find((id) => SHELL_ROOT.test(id));
  const entry = ids.find((id) => ENTRY.test(id));
  if (!root || !entry) return new Set();
  const shellGraph = staticGraph(graph, [root]);
  // What a signed-out visitor can load: the entry's graph, its lazy imports other than the sync
  // engine's own modules (e.g. the pending count asked for at sign-out) and the signed-in
  // screens, and the public screens' graphs.
  const publicRoots = [...staticGraph(graph, [entry])].flatMap((id) =>
    (graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter(
      (target) => !shellGraph.has(target) && (!PAGE_LOADER.test(id) || PUBLIC_SCREEN.test(target)),
    ),
  );
  const publicGraph = staticGraph(graph, [entry, ...publicRoots]);
  return new Set([...shellGraph].filter((id) => !publicGraph.has(id)));
}

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
