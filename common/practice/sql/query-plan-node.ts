/** One step of a query plan as the Explain panel shows it, whichever engine produced it. */
export interface QueryPlanNode {
  /** The engine's own words, e.g. "SCAN orders" or "Hash Join (Inner)". */
  label: string;
  /** The step in plain words, e.g. "Reads every row of orders". */
  meaning: string;
  /** Conditions and keys the step uses, e.g. "Hash Cond: (o.customer_id = c.id)". */
  details: string[];
  children: QueryPlanNode[];
}

/** What Explain says when computing the plan ran past the time limit (its worker was replaced). */
export const EXPLAIN_STOPPED_MESSAGE = 'Stopped: the plan took too long to compute.';
