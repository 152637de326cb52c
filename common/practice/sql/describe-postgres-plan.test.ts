import { describe, expect, it } from 'vitest';
import captured from './fixtures/captured-plans.json' with { type: 'json' };
import { describePostgresPlan } from './describe-postgres-plan.ts';
import type { QueryPlanNode } from './query-plan-node.ts';

function outline(node: QueryPlanNode, depth = 0): string[] {
  return [
    `${'  '.repeat(depth)}${node.label}: ${node.meaning}`,
    ...node.children.flatMap((child) => outline(child, depth + 1)),
  ];
}

describe('describePostgresPlan', () => {
  it('explains a join plan captured from PGlite as a nested tree', () => {
    const [root] = describePostgresPlan(captured.postgres.join);
    expect(root && outline(root)).toEqual([
      'Sort: Sorts the rows (for ORDER BY, a merge join or a sorted aggregate)',
      '  Aggregate (Sorted): Computes each group’s aggregates from rows sorted by the group key',
      '    Sort: Sorts the rows (for ORDER BY, a merge join or a sorted aggregate)',
      '      Hash Join (Inner): Builds a hash table of one side, then probes it with each row of the other',
      '        Seq Scan on orders: Reads every row of orders (as o) (a full scan)',
      '        Hash: Builds the hash table the join above probes',
      '          Seq Scan on customers: Reads every row of customers (as c) (a full scan)',
    ]);
  });

  it('lists the conditions and keys a node uses', () => {
    const [root] = describePostgresPlan(captured.postgres.join);
    const join = root?.children[0]?.children[0]?.children[0];
    expect(root?.details).toEqual(['Sort Key: (sum(o.amount)) DESC']);
    expect(join?.details).toEqual(['Hash Cond: (o.customer_id = c.id)']);
    expect(join?.children[1]?.children[0]?.details).toEqual(["Filter: (name ~~ 'A%'::text)"]);
  });

  it('explains hashed aggregates, appends and constant results', () => {
    const [root] = describePostgresPlan(captured.postgres.union);
    expect(root?.meaning).toBe('Groups rows in a hash table and computes each group’s aggregates');
    expect(root?.children[0]?.label).toBe('Append');
    expect(root?.children[0]?.children[1]?.label).toBe('Result');
  });

  it('returns nothing for a value that is not a plan', () => {
    expect(describePostgresPlan(null)).toEqual([]);
    expect(describePostgresPlan([{ nope: 1 }])).toEqual([]);
  });
});
