/** One item of the plan: done or not, its link, kind, time and the line that explains it. */
import { Link } from 'react-router';
import type { PlanItem } from '@/common/plan/plan-result.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { formatMinutes } from '../logic/format-minutes.ts';
import { formatPlanDay } from '../logic/format-plan-day.ts';
import styles from './plan-page.module.css';

const KIND_LABELS: Record<PlanItem['kind'], string> = {
  lesson: 'Lesson',
  problem: 'Practice',
  retry: 'Retry',
  interview: 'Interview',
  resume: 'Résumé',
};

interface PlanItemRowProps {
  item: PlanItem;
  today: string;
  onTick?: (item: PlanItem, at: string | null) => void;
}

export function PlanItemRow({ item, today, onTick }: PlanItemRowProps) {
  const done = item.doneAt !== null;
  return (
    <li className={styles.item} data-done={done || undefined}>
      <span className={styles.check} aria-hidden="true">
        {done ? '✓' : ''}
      </span>
      <div className={styles.itemBody}>
        <p className={styles.itemTitle}>
          <span className={styles.kind}>{KIND_LABELS[item.kind]}</span>{' '}
          <Link to={item.href}>{item.title}</Link>
          <span className={styles.meta}> · {formatMinutes(item.minutes)}</span>
          {done && (
            <span className={styles.doneLabel}> · Done {formatPlanDay(item.doneAt!, today)}</span>
          )}
        </p>
        <p className={styles.reason}>{item.reason}</p>
      </div>
      {onTick && !done && (
        <Button
          type="button"
          variant="secondary"
          size="small"
          onClick={() => onTick(item, today)}
          aria-label={`Mark “${item.title}” done`}
        >
          Mark done
        </Button>
      )}
      {onTick && done && item.manual && (
        <Button
          type="button"
          variant="ghost"
          size="small"
          onClick={() => onTick(item, null)}
          aria-label={`Mark “${item.title}” not done`}
        >
          Undo
        </Button>
      )}
    </li>
  );
}
