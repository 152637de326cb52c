/**
 * DuckDB's `EXPLAIN (FORMAT JSON)` plan as a tree, each node with one line in plain words (a
 * SEQ_SCAN reads every row, a HASH_JOIN builds a hash table of one side...) and the conditions it
 * uses. Estimated cardinalities are left out: they are guesses, not timings. Projections DuckDB
 * adds only to compress or decompress values between steps carry no meaning for a learner and
 * are skipped. Pure, so Node tests check it on captured plans.
 */
import type { QueryPlanNode } from './query-plan-node.ts';

interface DuckdbPlan {
  name?: string;
  children?: DuckdbPlan[];
  extra_info?: Record<string, unknown>;
}

/** Conditions and keys shown under a node, in this order. */
const DETAIL_KEYS = [
  'Conditions',
  'Filters',
  'Order By',
  'Groups',
  'Aggregates',
  'Partition By',
  'Projections',
] as const;

/** A projection item DuckDB adds itself: a column reference (#0) or an internal (de)compression. */
const PLUMBING = /^(#\d+|__internal_\w+\(.*\))$/;

function asList(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  return [];
}

function isPlumbing(plan: DuckdbPlan): boolean {
  if (plan.name?.trim() !== 'PROJECTION' || plan.children?.length !== 1) return false;
  const items = asList(plan.extra_info?.Projections);
  return items.length > 0 && items.every((item) => PLUMBING.test(item));
}

function tableOf(plan: DuckdbPlan): string | undefined {
  const table = plan.extra_info?.Table;
  return typeof table === 'string' ? table : undefined;
}

function meaningOf(plan: DuckdbPlan): string {
  const type = plan.name?.trim() ?? '';
  const table = tableOf(plan) ?? 'the table';
  const join = String(plan.extra_info?.['Join Type'] ?? '').toUpperCase();
  switch (type) {
    case 'SEQ_SCAN':
    case 'TABLE_SCAN':
      return plan.extra_info?.Filters
        ? `Reads the rows of ${table}, keeping those that match the filter (a full scan)`
        : `Reads every row of ${table} (a full scan)`;
    case 'INDEX_SCAN':
      return `Looks rows of ${table} up through an index instead of reading them all`;
    case 'HASH_JOIN':
      if (join === 'SEMI') return 'Keeps rows of the first input that have a match in the second';
      if (join === 'ANTI') return 'Keeps rows of the first input that have no match in the second';
      return 'Builds a hash table of the second input, then probes it with each row of the first';
    case 'NESTED_LOOP_JOIN':
    case 'BLOCKWISE_NL_JOIN':
      return 'For each row of the first input, checks every row of the second';
    case 'PIECEWISE_MERGE_JOIN':
      return 'Joins on an inequality by sorting both inputs and merging them';
    case 'CROSS_PRODUCT':
      return 'Pairs every row of one input with every row of the other';
    case 'HASH_GROUP_BY':
    case 'PERFECT_HASH_GROUP_BY':
      return asList(plan.extra_info?.Aggregates).length > 0
        ? 'Groups rows in a hash table and computes each group’s aggregates'
        : 'Groups rows in a hash table to drop duplicates (DISTINCT, UNION)';
    case 'UNGROUPED_AGGREGATE':
    case 'SIMPLE_AGGREGATE':
      return 'Computes aggregates over all its input rows (one result row)';
    case 'WINDOW':
    case 'STREAMING_WINDOW':
      return 'Computes window functions over each row’s partition and frame';
    case 'ORDER_BY':
      return 'Sorts the rows (for ORDER BY)';
    case 'TOP_N':
      return 'Keeps only the first rows in order (ORDER BY with LIMIT) without sorting them all';
    case 'LIMIT':
    case 'STREAMING_LIMIT':
      return 'Stops after the rows LIMIT asks for';
    case 'FILTER':
      return 'Keeps only the rows that match the condition';
    case 'PROJECTION':
      return 'Computes the output columns of each row';
    case 'UNION':
      return 'Returns the rows of each input one after another';
    case 'CTE':
    case 'CTE_SCAN':
      return 'Reads the rows of a CTE';
    case 'RECURSIVE_CTE':
      return 'Repeats the recursive part of a CTE until it adds no rows';
    case 'DELIM_JOIN':
    case 'RIGHT_DELIM_JOIN':
    case 'LEFT_DELIM_JOIN':
      return 'Runs a correlated subquery once per distinct outer value';
    case 'DUMMY_SCAN':
      return 'Produces one empty row to compute constants from';
    case 'COLUMN_DATA_SCAN':
      return 'Reads the rows of a VALUES list or an earlier result';
    case 'EMPTY_RESULT':
      return 'Returns no rows (DuckDB proved the input empty)';
    default:
      return 'A step of DuckDB’s plan';
  }
}

function labelOf(plan: DuckdbPlan): string {
  const type = plan.name?.trim() || 'STEP';
  const join = plan.extra_info?.['Join Type'];
  const table = tableOf(plan);
  return `${type}${typeof join === 'string' && join ? ` (${join})` : ''}${table ? ` on ${table}` : ''}`;
}

function describeNode(plan: DuckdbPlan): QueryPlanNode {
  if (isPlumbing(plan)) return describeNode(plan.children![0]!);
  const details: string[] = [];
  for (const key of DETAIL_KEYS) {
    const items = asList(plan.extra_info?.[key]);
    // A scan lists the columns it reads; other projections show what they compute.
    if (items.length > 0) details.push(`${key}: ${items.join(', ')}`);
  }
  return {
    label: labelOf(plan),
    meaning: meaningOf(plan),
    details,
    children: (plan.children ?? []).map(describeNode),
  };
}

/** `explain` is the JSON `EXPLAIN (FORMAT JSON)` returns: an array of root operators. */
export function describeDuckdbPlan(explain: unknown): QueryPlanNode[] {
  const roots = Array.isArray(explain) ? explain : [explain];
  return roots
    .filter(
      (plan): plan is DuckdbPlan => Boolean(plan) && typeof (plan as DuckdbPlan).name === 'string',
    )
    .map(describeNode);
}
