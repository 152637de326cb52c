/**
 * A fresh server copy of a resume merged into the device's copy without clobbering anything
 * unsent: a field with an unsent change of this device keeps the local value, an item
 * created here and not yet sent stays, an item deleted here (in the outbox or still undoable)
 * stays gone; everything else is the server's. A document this device already knows at a newer
 * version than the copy (`known`: a write of this device was answered while the copy was on its
 * way) keeps the device's values: an older copy never brings old values back. Pure.
 *
 * Per field this is the sync engine's three-way merge (src/lib/sync/rebase-rows.ts: fields only
 * the server changed are taken, fields with unsent changes keep this device's value; a property
 * test pins the two together). Why it is not the engine's function itself: it runs when a copy is
 * fetched, not when a send is answered, so it rewrites no outbox row and makes no conflict (the
 * next send rebases), and it merges one cached view of many engine documents (the résumé and its
 * items), with item lists and their order, which the engine does not know
 * (src/lib/sync/README.md, "Fetched copies").
 */
import {
  RESUME_FIELDS,
  RESUME_ITEM_KINDS,
  type ResumeItemKind,
} from '@/common/resume/resume-fields-schema.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { ITEM_LIST_KEY } from './resume-item-lists.ts';

/** What this device has not sent yet, per document id. */
export interface UnsentChanges {
  fields: Map<string, Set<string>>;
  created: Set<string>;
  deleted: Set<string>;
}

type Item = Record<string, unknown> & { id: string; position?: number | undefined };

export function mergeServerDetails(
  local: ResumeDetails | undefined,
  server: ResumeDetails,
  unsent: UnsentChanges,
  known: ReadonlyMap<string, number> = new Map(),
): ResumeDetails {
  if (!local) return server;
  const merged = structuredClone(server) as unknown as Record<string, unknown>;
  const localRecord = local as unknown as Record<string, unknown>;
  const isStale = (docId: string, version: number) => (known.get(docId) ?? 0) > version;
  const staleResume = isStale(server.resume_id, server.version);
  const keptFields = staleResume
    ? Object.keys(RESUME_FIELDS)
    : (unsent.fields.get(server.resume_id) ?? []);
  for (const field of keptFields) {
    if (field in RESUME_FIELDS && field in localRecord) merged[field] = localRecord[field];
  }
  if (staleResume) merged.version = local.version;
  for (const kind of RESUME_ITEM_KINDS as readonly ResumeItemKind[]) {
    const key = ITEM_LIST_KEY[kind];
    const localItems = local[key] as unknown as Item[];
    const byId = new Map(localItems.map((item) => [item.id, item]));
    const serverItems = (merged[key] as Item[]).filter((item) => !unsent.deleted.has(item.id));
    const result = serverItems.map((item) => {
      const mine = byId.get(item.id);
      if (mine && typeof item.version === 'number' && isStale(item.id, item.version)) {
        return structuredClone(mine);
      }
      const fields = unsent.fields.get(item.id);
      if (!mine || !fields) return item;
      const copy = { ...item };
      for (const field of fields) if (field in mine) copy[field] = mine[field];
      return copy;
    });
    const onServer = new Set(serverItems.map((item) => item.id));
    for (const item of localItems) {
      if (!onServer.has(item.id) && unsent.created.has(item.id)) result.push(item);
    }
    result.forEach((item, index) => (item.position ??= index));
    result.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    merged[key] = result;
  }
  return merged as unknown as ResumeDetails;
}
