/**
 * The signed-in shell's modules (group-signed-in-shell.ts): src/app/start-sync.ts's static graph
 * minus whatever a signed-out visitor can load (the entry's graph, its lazy imports other than the
 * sync engine's own modules and the signed-in screens, and the public screens' graphs). The graph
 * is closed under static imports, and public modules never import a member, so the shell chunk
 * and the others never import each other in a cycle.
 */

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

export interface GraphReader {
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

export function findShellMembers(graph: GraphReader): Set<string> {
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
