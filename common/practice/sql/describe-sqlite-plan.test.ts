import { describe, expect, it } from 'vitest';
import captured from './fixtures/captured-plans.json' with { type: 'json' };
import { describeSqlitePlan } from './describe-sqlite-plan.ts';

describe('describeSqlitePlan', () => {
  it('explains a join plan captured from sql.js: a full scan, an index lookup, a sort', () => {
    const nodes = describeSqlitePlan(captured.sqlite.join);
    expect(nodes.map((node) => [node.label, node.meaning])).toEqual([
      ['SCAN c', 'Reads every row of c (a full scan)'],
      [
        'SEARCH o USING INDEX orders_customer (customer_id=?)',
        'Looks rows of o up through index orders_customer instead of reading them all',
      ],
      [
        'USE TEMP B-TREE FOR ORDER BY',
        'Sorts the rows in a temporary B-tree for ORDER BY (no index gives this order)',
      ],
    ]);
  });

  it('nests steps under their parent by id', () => {
    const [merge] = describeSqlitePlan(captured.sqlite.union);
    expect(merge?.label).toBe('MERGE (UNION)');
    expect(merge?.children.map((child) => child.label)).toEqual(['LEFT', 'RIGHT']);
    const left = merge?.children[0];
    expect(left?.children.map((child) => child.label)).toEqual([
      'SEARCH customers USING INTEGER PRIMARY KEY (rowid=?)',
      'LIST SUBQUERY 1',
      'USE TEMP B-TREE FOR ORDER BY',
    ]);
    expect(left?.children[0]?.meaning).toBe(
      'Jumps straight to rows of customers by their primary key',
    );
    expect(left?.children[1]?.children[0]?.meaning).toBe('Reads every row of orders (a full scan)');
    expect(merge?.children[1]?.children[0]?.meaning).toBe(
      'Produces one row of constants: no table is read',
    );
  });

  it('falls back to a generic line for a step it does not know', () => {
    const [node] = describeSqlitePlan([{ id: 1, parent: 0, detail: 'SOMETHING NEW' }]);
    expect(node?.meaning).toBe('A step of SQLite’s plan');
  });
});
