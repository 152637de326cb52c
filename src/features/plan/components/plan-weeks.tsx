/**
 * The plan week by week: past weeks (done items only) folded, this week and the next ones open.
 */
import type { Plan, PlanItem } from '@/common/plan/plan-result.ts';
import { formatMinutes } from '../logic/format-minutes.ts';
import { formatPlanDay } from '../logic/format-plan-day.ts';
import { PlanItemRow } from './plan-item-row.tsx';
import styles from './plan-page.module.css';

interface PlanWeeksProps {
  plan: Plan;
  today: string;
  hoursPerWeek: number;
  onTick: (item: PlanItem, at: string | null) => void;
}

export function PlanWeeks({ plan, today, hoursPerWeek, onTick }: PlanWeeksProps) {
  return (
    <ol className={styles.weeks} aria-label="Weeks">
      {plan.weeks.map((week) => {
        const heading = `Week ${week.number} · ${formatPlanDay(week.start, today)} – ${formatPlanDay(week.end, today)}`;
        const summary = `${formatMinutes(week.minutes)} of ${hoursPerWeek} h`;
        const body =
          week.items.length === 0 ? (
            <p className={styles.meta}>Nothing planned this week.</p>
          ) : (
            <ul className={styles.items} aria-label={`Week ${week.number} items`}>
              {week.items.map((item) => (
                <PlanItemRow key={item.id} item={item} today={today} onTick={onTick} />
              ))}
            </ul>
          );
        const current = week.number === plan.currentWeek;
        return (
          <li key={week.number} className={styles.week} aria-current={current ? 'step' : undefined}>
            {week.number < plan.currentWeek ? (
              <details>
                <summary className={styles.weekHeading}>
                  {heading} <span className={styles.meta}>({summary}, done)</span>
                </summary>
                {body}
              </details>
            ) : (
              <>
                <h3 className={styles.weekHeading}>
                  {heading}
                  {current ? ' (this week)' : ''} <span className={styles.meta}>· {summary}</span>
                </h3>
                {body}
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
