/**
 * A resume's details as the sync engine's server copies (the shape the server's
 * readResumeCopy / readItemCopy answer), so a refresh also tells the engine each document's
 * version and fields: the base of the next per-field compare-and-set and rebase.
 */
import { RESUME_DOC_TYPE, RESUME_ITEM_DOC_TYPES } from '@/common/resume/resume-edit-schema.ts';
import {
  RESUME_FIELDS,
  RESUME_ITEM_KINDS,
  ITEM_FIELDS,
} from '@/common/resume/resume-fields-schema.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import type { ServerCopy } from '@/common/sync/sync-schema.ts';
import { ITEM_LIST_KEY } from './resume-item-lists.ts';

export type DocCopies = Array<{ docType: string; copies: Array<{ docId: string } & ServerCopy> }>;

export function toServerCopies(details: ResumeDetails): DocCopies {
  const record = details as unknown as Record<string, unknown>;
  const result: DocCopies = [
    {
      docType: RESUME_DOC_TYPE,
      copies: [
        {
          docId: details.resume_id,
          version: details.version,
          fields: Object.fromEntries(Object.keys(RESUME_FIELDS).map((f) => [f, record[f]])),
        },
      ],
    },
  ];
  for (const kind of RESUME_ITEM_KINDS) {
    const items = details[ITEM_LIST_KEY[kind]] as unknown as Array<
      Record<string, unknown> & { id: string; version: number; position?: number }
    >;
    result.push({
      docType: RESUME_ITEM_DOC_TYPES[kind],
      copies: items.map((item, index) => ({
        docId: item.id,
        version: item.version,
        fields: {
          resume_id: details.resume_id,
          position: item.position ?? index,
          ...Object.fromEntries(Object.keys(ITEM_FIELDS[kind]).map((f) => [f, item[f]])),
        },
      })),
    });
  }
  return result;
}
