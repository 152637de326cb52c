/**
 * PostgreSQL's `EXPLAIN (FORMAT JSON)` plan as a tree, each node with one line in plain words
 * (a Seq Scan reads every row, a Hash Join builds a hash table of one side...) and the conditions
 * it uses. Costs and row estimates are left out: they are guesses, not timings. Pure, so Node
 * tests check it on captured plans.
 */
import type { QueryPlanNode } from './query-plan-node.ts';

interface PostgresPlan {
  'Node Type'?: string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Join Type'?: string;
  Strategy?: string;
  'CTE Name'?: string;
  'Function Name'?: string;
  Plans?: PostgresPlan[];
  [key: string]: unknown;
}

/** Conditions and keys shown under a node, in this order. */
const DETAIL_KEYS = [
  'Index Cond',
  'Recheck Cond',
  'Hash Cond',
  'Merge Cond',
  'Join Filter',
  'Filter',
  'Sort Key',
  'Group Key',
] as const;

function on(plan: PostgresPlan): string {
  const relation = plan['Relation Name'] ?? plan['CTE Name'] ?? plan['Function Name'];
  if (!relation) return 'the rows';
  return plan.Alias && plan.Alias !== relation ? `${relation} (as ${plan.Alias})` : relation;
}

function meaningOf(plan: PostgresPlan): string {
  const type = plan['Node Type'] ?? '';
  switch (type) {
    case 'Seq Scan':
      return `Reads every row of ${on(plan)} (a full scan)`;
    case 'Index Scan':
      return `Looks rows of ${on(plan)} up through index ${plan['Index Name'] ?? ''} instead of reading them all`;
    case 'Index Only Scan':
      return `Answers from index ${plan['Index Name'] ?? ''} alone, without reading ${on(plan)}`;
    case 'Bitmap Index Scan':
      return `Marks the matching rows in index ${plan['Index Name'] ?? ''} before reading them`;
    case 'Bitmap Heap Scan':
      return `Reads only the pages of ${on(plan)} the index marked, in disk order`;
    case 'Hash Join':
      return 'Builds a hash table of one side, then probes it with each row of the other';
    case 'Hash':
      return 'Builds the hash table the join above probes';
    case 'Merge Join':
      return 'Walks two inputs sorted on the join key side by side';
    case 'Nested Loop':
      return 'For each row of the first input, looks for matches in the second';
    case 'Sort':
      return 'Sorts the rows (for ORDER BY, a merge join or a sorted aggregate)';
    case 'Incremental Sort':
      return 'Finishes sorting rows that arrive partly sorted already';
    case 'Aggregate':
      if (plan.Strategy === 'Hashed')
        return 'Groups rows in a hash table and computes each group’s aggregates';
      if (plan.Strategy === 'Sorted')
        return 'Computes each group’s aggregates from rows sorted by the group key';
      return 'Computes aggregates over all its input rows (one result row)';
    case 'WindowAgg':
      return 'Computes window functions over each row’s partition and frame';
    case 'Limit':
      return 'Stops after the rows LIMIT asks for';
    case 'Unique':
      return 'Drops duplicate rows from sorted input (DISTINCT, DISTINCT ON)';
    case 'Append':
      return 'Returns the rows of each input one after another (UNION ALL)';
    case 'SetOp':
      return 'Computes INTERSECT or EXCEPT';
    case 'Result':
      return 'Computes values without reading a table (constants, or a filter on its input)';
    case 'Subquery Scan':
      return `Reads the rows of the subquery ${on(plan)}`;
    case 'CTE Scan':
      return `Reads the rows of the CTE ${on(plan)}`;
    case 'Function Scan':
      return `Reads the rows a set-returning function returns (e.g. generate_series)`;
    case 'Values Scan':
      return 'Reads the rows of a VALUES list';
    case 'Materialize':
      return 'Keeps its input’s rows in memory so they can be read again';
    case 'Memoize':
      return 'Caches lookups of the inner side so repeated keys are not looked up twice';
    case 'Gather':
    case 'Gather Merge':
      return 'Collects rows from parallel workers';
    default:
      return 'A step of PostgreSQL’s plan';
  }
}

function labelOf(plan: PostgresPlan): string {
  const type = plan['Node Type'] ?? 'Step';
  const extra = [plan['Join Type'], plan.Strategy].filter(Boolean).join(', ');
  const target = plan['Relation Name'] ?? plan['CTE Name'] ?? plan['Function Name'];
  const index = plan['Index Name'] ? ` using ${plan['Index Name']}` : '';
  return `${type}${extra ? ` (${extra})` : ''}${target ? ` on ${target}` : ''}${index}`;
}

function describeNode(plan: PostgresPlan): QueryPlanNode {
  const details: string[] = [];
  for (const key of DETAIL_KEYS) {
    const value = plan[key];
    if (typeof value === 'string') details.push(`${key}: ${value}`);
    else if (Array.isArray(value)) details.push(`${key}: ${value.join(', ')}`);
  }
  return {
    label: labelOf(plan),
    meaning: meaningOf(plan),
    details,
    children: (plan.Plans ?? []).map(describeNode),
  };
}

/** `explain` is the one value `EXPLAIN (FORMAT JSON)` returns: `[{ "Plan": {...} }]`. */
export function describePostgresPlan(explain: unknown): QueryPlanNode[] {
  const statements = Array.isArray(explain) ? explain : [explain];
  return statements
    .map((statement) => (statement as { Plan?: PostgresPlan } | null)?.Plan)
    .filter((plan): plan is PostgresPlan => Boolean(plan))
    .map(describeNode);
}
