import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rebaseRows, type RebaseInput } from './rebase-rows.ts';

const same = (_field: string, a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const input = (overrides: Partial<RebaseInput>): RebaseInput => ({
  rows: [],
  base: {},
  current: { version: 5, fields: {} },
  same,
  commutativeOps: new Set(),
  ...overrides,
});

describe('rebaseRows (the three-way field merge)', () => {
  it('re-sends a field only this device changed, takes a field only the server changed', () => {
    const result = rebaseRows(
      input({
        rows: [{ id: 'a', op: 'set', payload: { title: 'Mine' } }],
        base: { title: 'Old', city: 'Paris' },
        current: { version: 5, fields: { title: 'Old', city: 'Lyon' } },
      }),
    );
    expect(result.rows).toEqual([{ id: 'a', kind: 'resend', payload: { title: 'Mine' } }]);
    expect(result.serverOnly).toEqual({ city: 'Lyon' });
  });

  it('drops a row whose every field the server already has (no false conflict)', () => {
    const result = rebaseRows(
      input({
        rows: [{ id: 'a', op: 'set', payload: { title: 'Same' } }],
        base: { title: 'Old' },
        current: { version: 5, fields: { title: 'Same' } },
      }),
    );
    expect(result.rows).toEqual([{ id: 'a', kind: 'drop' }]);
    expect(result.serverOnly).toEqual({});
  });

  it('makes a conflict only of a field both sides changed to different values', () => {
    const result = rebaseRows(
      input({
        rows: [{ id: 'a', op: 'set', payload: { title: 'Mine', role: 'DE' } }],
        base: { title: 'Old', role: 'Analyst' },
        current: { version: 5, fields: { title: 'Theirs', role: 'Analyst' } },
      }),
    );
    expect(result.rows).toEqual([
      {
        id: 'a',
        kind: 'conflict',
        payload: { role: 'DE', title: 'Mine' },
        fields: { title: { mine: 'Mine', server: 'Theirs' } },
      },
    ]);
  });

  it('without a known base, treats every difference as a change on both sides', () => {
    const result = rebaseRows(
      input({
        rows: [{ id: 'a', op: 'set', payload: { title: 'Mine' } }],
        base: undefined,
        current: { version: 5, fields: { title: 'Theirs', city: 'Lyon' } },
      }),
    );
    expect(result.rows[0]?.kind).toBe('conflict');
    expect(result.serverOnly).toEqual({ city: 'Lyon' });
  });

  it('re-sends commutative rows as they are, and their fields do not shadow the server', () => {
    const result = rebaseRows(
      input({
        rows: [{ id: 'a', op: 'append', payload: { note: 'x' } }],
        base: { note: '' },
        current: { version: 5, fields: { note: 'y' } },
        commutativeOps: new Set(['append']),
      }),
    );
    expect(result.rows).toEqual([{ id: 'a', kind: 'resend-as-is' }]);
    expect(result.serverOnly).toEqual({ note: 'y' });
  });

  it('never loses a value: each field of each row ends re-sent, in conflict, or equal on the server', () => {
    const value = fc.constantFrom('a', 'b', 'c');
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('f1', 'f2', 'f3'), value),
        fc.dictionary(fc.constantFrom('f1', 'f2', 'f3'), value),
        fc.array(fc.dictionary(fc.constantFrom('f1', 'f2', 'f3'), value), { maxLength: 3 }),
        (base, server, payloads) => {
          const rows = payloads.map((payload, i) => ({ id: `r${i}`, op: 'set', payload }));
          const result = rebaseRows(input({ rows, base, current: { version: 9, fields: server } }));
          result.rows.forEach((rebased, i) => {
            for (const [field, mine] of Object.entries(payloads[i]!)) {
              const kept =
                (rebased.kind === 'resend' || rebased.kind === 'conflict') &&
                rebased.payload[field] === mine;
              expect(kept || server[field] === mine).toBe(true);
              // A conflict is raised only when the server really changed the field.
              if (rebased.kind === 'conflict' && field in rebased.fields) {
                expect(base[field]).not.toBe(server[field]);
              }
            }
          });
        },
      ),
    );
  });
});
