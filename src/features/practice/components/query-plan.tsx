/**
 * The Explain panel: the engine's plan as a nested list, each step with its own words (SCAN
 * orders, Hash Join...) and one line on what it does. No costs or timings: plans teach.
 */
import type { QueryPlanNode } from '@/common/practice/sql/query-plan-node.ts';
import styles from './query-plan.module.css';

function PlanSteps({ nodes }: { nodes: QueryPlanNode[] }) {
  return (
    <ul className={styles.steps}>
      {nodes.map((node, index) => (
        <li key={index} className={styles.step}>
          <code className={styles.label}>{node.label}</code>
          <span className={styles.meaning}>{node.meaning}</span>
          {node.details.length > 0 ? (
            <span className={styles.details}>{node.details.join(' · ')}</span>
          ) : null}
          {node.children.length > 0 ? <PlanSteps nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function QueryPlan({ engine, nodes }: { engine: string; nodes: QueryPlanNode[] }) {
  return (
    <section className={styles.plan} aria-label="Query plan" data-testid="query-plan">
      <h3 className={styles.title}>{engine} query plan</h3>
      {nodes.length > 0 ? (
        <PlanSteps nodes={nodes} />
      ) : (
        <p className={styles.empty}>{engine} has no plan steps to show for this statement.</p>
      )}
      <p className={styles.note}>
        The plan of your last statement on the example data. Steps nest under the step that reads
        their rows.
      </p>
    </section>
  );
}
