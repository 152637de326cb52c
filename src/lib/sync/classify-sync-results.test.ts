import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import { classifySyncResults } from './classify-sync-results.ts';

const row = (n: number, docId = `d${n}`): OutboxRow => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  owner: 'a@x.io',
  clientId: 'c',
  seq: n,
  docType: 'doc',
  docId,
  op: 'set',
  payload: {},
  baseVersion: 0,
  createdAt: 0,
  attempts: 0,
  state: 'sending',
});

describe('classifySyncResults', () => {
  it('sorts each answer, and rebases a document once from its first conflicting row', () => {
    const rows = [row(1), row(2), row(3), row(4), row(5), row(6, 'same'), row(7, 'same'), row(8)];
    const current = { version: 3, fields: {} };
    const out = classifySyncResults(rows, [
      { id: rows[0]!.id, status: 'applied', version: 2, replayed: false },
      { id: rows[1]!.id, status: 'skipped' },
      { id: rows[2]!.id, status: 'rejected', http_status: 429, code: 'busy', message: 'Busy' },
      { id: rows[3]!.id, status: 'rejected', http_status: 422, code: 'bad', message: 'Too long' },
      { id: rows[5]!.id, status: 'conflict', http_status: 409, message: 'x', current },
      { id: rows[6]!.id, status: 'conflict', http_status: 409, message: 'x', current },
    ]);
    expect(out.applied).toEqual([{ row: rows[0], version: 2 }]);
    expect(out.skipped).toEqual([rows[1]]);
    expect(out.retry).toEqual([rows[2]]);
    expect(out.refused).toEqual([{ row: rows[3], message: 'Too long' }]);
    // Row 5 and row 8 got no answer (a lost part of the response): sent again as they are.
    expect(out.unanswered).toEqual([rows[4], rows[7]]);
    expect(out.conflicts).toEqual([{ row: rows[5], current }]);
  });
});
