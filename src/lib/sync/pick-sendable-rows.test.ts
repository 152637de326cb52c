import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '@/common/sync/outbox-row-schema.ts';
import { pickSendableRows } from './pick-sendable-rows.ts';
import { SYNC_BATCH_MAX_MUTATIONS } from './sync-constants.ts';

const row = (seq: number, docId: string, state: OutboxRow['state'] = 'pending'): OutboxRow => ({
  id: `id-${seq}`,
  owner: 'a@x.io',
  clientId: 'c',
  seq,
  docType: 'doc',
  docId,
  op: 'set',
  payload: { n: seq },
  baseVersion: 0,
  createdAt: 0,
  attempts: 0,
  state,
});

describe('pickSendableRows', () => {
  it('holds back the later rows of a document with a row that needs the user', () => {
    const rows = [
      row(1, 'a', 'conflict'),
      row(2, 'a'),
      row(3, 'b', 'needs-attention'),
      row(4, 'c'),
    ];
    expect(pickSendableRows(rows).map((r) => r.seq)).toEqual([4]);
  });

  it('keeps sequence order and stops at the batch size', () => {
    const rows = Array.from({ length: SYNC_BATCH_MAX_MUTATIONS + 5 }, (_, i) => row(i, `d${i}`));
    const picked = pickSendableRows(rows);
    expect(picked).toHaveLength(SYNC_BATCH_MAX_MUTATIONS);
    expect(picked.map((r) => r.seq)).toEqual(
      rows.slice(0, SYNC_BATCH_MAX_MUTATIONS).map((r) => r.seq),
    );
  });

  it('sends one oversized row alone rather than never', () => {
    const big = { ...row(1, 'a'), payload: { text: 'x'.repeat(5_000_000) } };
    expect(pickSendableRows([big, row(2, 'b')]).map((r) => r.seq)).toEqual([1]);
  });
});
