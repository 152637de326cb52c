import { describe, expect, it } from 'vitest';
import captured from './fixtures/captured-plans.json' with { type: 'json' };
import { describeDuckdbPlan } from './describe-duckdb-plan.ts';
import type { QueryPlanNode } from './query-plan-node.ts';

function outline(node: QueryPlanNode, depth = 0): string[] {
  return [
    `${'  '.repeat(depth)}${node.label}: ${node.meaning}`,
    ...node.children.flatMap((child) => outline(child, depth + 1)),
  ];
}

describe('describeDuckdbPlan', () => {
  it('explains a join plan captured from duckdb-wasm as a nested tree, without plumbing', () => {
    const [root] = describeDuckdbPlan(captured.duckdb.join);
    expect(root && outline(root)).toEqual([
      'ORDER_BY: Sorts the rows (for ORDER BY)',
      '  PROJECTION: Computes the output columns of each row',
      '    HASH_GROUP_BY: Groups rows in a hash table and computes each group’s aggregates',
      '      PROJECTION: Computes the output columns of each row',
      '        HASH_JOIN (INNER): Builds a hash table of the second input, then probes it with each row of the first',
      '          SEQ_SCAN on orders: Reads every row of orders (a full scan)',
      '          SEQ_SCAN on customers: Reads the rows of customers, keeping those that match the filter (a full scan)',
    ]);
  });

  it('lists the conditions and keys a node uses', () => {
    const [root] = describeDuckdbPlan(captured.duckdb.join);
    const join = root?.children[0]?.children[0]?.children[0]?.children[0];
    expect(root?.details).toEqual(['Order By: sum(o.amount) DESC']);
    expect(join?.details).toEqual(['Conditions: customer_id = id']);
    expect(join?.children[1]?.details).toEqual([
      "Filters: name>='A' AND name<'B'",
      'Projections: id, name',
    ]);
  });

  it('explains semi joins, unions and duplicate removal', () => {
    const [root] = describeDuckdbPlan(captured.duckdb.union);
    expect(root?.meaning).toBe('Groups rows in a hash table to drop duplicates (DISTINCT, UNION)');
    expect(root?.children[0]?.label).toBe('UNION');
    expect(root?.children[0]?.children[0]?.meaning).toBe(
      'Keeps rows of the first input that have a match in the second',
    );
    expect(root?.children[0]?.children[1]?.children[0]?.label).toBe('DUMMY_SCAN');
  });

  it('returns nothing for a value that is not a plan', () => {
    expect(describeDuckdbPlan(null)).toEqual([]);
    expect(describeDuckdbPlan([{ nope: 1 }])).toEqual([]);
  });
});
