/**
 * SQLite's `EXPLAIN QUERY PLAN` rows (id, parent, detail) as a tree, each step with one line in
 * plain words: whether it reads a whole table or looks rows up through an index, sorts in a
 * temporary B-tree, runs a subquery... Pure, so Node tests check it on captured plans.
 */
import type { QueryPlanNode } from './query-plan-node.ts';

export interface SqliteExplainRow {
  id: number;
  parent: number;
  detail: string;
}

const RULES: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [
    /^SCAN (\S+) USING COVERING INDEX (\S+)/,
    (m) => `Reads every entry of index ${m[2]} without touching the table ${m[1]}`,
  ],
  [
    /^SCAN (\S+) USING INDEX (\S+)/,
    (m) => `Reads all of ${m[1]} in the order of index ${m[2]} (saves a sort)`,
  ],
  [/^SCAN CONSTANT ROW/, () => 'Produces one row of constants: no table is read'],
  [/^SCAN (\S+)/, (m) => `Reads every row of ${m[1]} (a full scan)`],
  [
    /^SEARCH (\S+) USING INTEGER PRIMARY KEY/,
    (m) => `Jumps straight to rows of ${m[1]} by their primary key`,
  ],
  [
    /^SEARCH (\S+) USING AUTOMATIC (?:COVERING )?INDEX/,
    (m) => `Builds a temporary index on ${m[1]} for this query, then looks rows up in it`,
  ],
  [
    /^SEARCH (\S+) USING COVERING INDEX (\S+)/,
    (m) => `Looks rows up in index ${m[2]}, which holds every column needed from ${m[1]}`,
  ],
  [
    /^SEARCH (\S+) USING INDEX (\S+)/,
    (m) => `Looks rows of ${m[1]} up through index ${m[2]} instead of reading them all`,
  ],
  [/^SEARCH (\S+)/, (m) => `Looks up only the matching rows of ${m[1]}`],
  [
    /^USE TEMP B-TREE FOR (.+)/,
    (m) => `Sorts the rows in a temporary B-tree for ${m[1]} (no index gives this order)`,
  ],
  [
    /^(?:CO-ROUTINE|MATERIALIZE) (.+)/,
    (m) => `Computes the subquery or CTE ${m[1]} and feeds its rows to the outer query`,
  ],
  [
    /^(?:CORRELATED )?(?:LIST|SCALAR) SUBQUERY/,
    () => 'Runs a subquery (a correlated one again for every outer row)',
  ],
  [/^COMPOUND QUERY/, () => 'Combines the results of several SELECTs (UNION, EXCEPT...)'],
  [/^MERGE \((.+)\)/, (m) => `Merges two sorted results to compute ${m[1]}`],
  [/^(?:LEFT|RIGHT)(?:-MOST SUBQUERY)?$/, () => 'One side of the compound query'],
  [/^UNION (?:ALL|USING TEMP B-TREE)/, () => 'Adds the next SELECT’s rows to the result'],
  [
    /^BLOOM FILTER ON (\S+)/,
    (m) => `Builds a quick filter of ${m[1]}’s keys to skip rows that cannot match`,
  ],
];

function explain(detail: string): string {
  for (const [pattern, meaning] of RULES) {
    const match = pattern.exec(detail);
    if (match) return meaning(match);
  }
  return 'A step of SQLite’s plan';
}

export function describeSqlitePlan(rows: readonly SqliteExplainRow[]): QueryPlanNode[] {
  const nodes = new Map<number, QueryPlanNode>();
  const roots: QueryPlanNode[] = [];
  for (const row of rows) {
    const node: QueryPlanNode = {
      label: row.detail,
      meaning: explain(row.detail),
      details: [],
      children: [],
    };
    nodes.set(row.id, node);
    const parent = nodes.get(row.parent);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
