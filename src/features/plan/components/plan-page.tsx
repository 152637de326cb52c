/**
 * Plan (docs/product.md#plan): the career copilot's loop on one screen. Without a target: the
 * roles that fit the learner best and the settings form. With one: the pace, this week's
 * progress and next items, the weeks, the skill map with its evidence, and the roles that fit.
 * Everything is computed on the device from IndexedDB, so it works offline; ticks and settings
 * go through the sync engine.
 */
import { useState } from 'react';
import type { PlanItem, RoleRecommendation } from '@/common/plan/plan-result.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { ProgressBar } from '@/src/components/ui/progress-bar.tsx';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { syncOwner } from '@/src/lib/sync/sync-owner.ts';
import { usePlan } from '../hooks/use-plan.ts';
import { addDays } from '../logic/add-days.ts';
import { formatPlanDay } from '../logic/format-plan-day.ts';
import { tickPlanItem } from '../storage/tick-plan-item.ts';
import { writePlanSettings } from '../storage/write-plan-settings.ts';
import styles from './plan-page.module.css';
import { PlanItemRow } from './plan-item-row.tsx';
import { PlanSettingsForm, targetValue, type PlanFormResult } from './plan-settings-form.tsx';
import { PlanWeeks } from './plan-weeks.tsx';
import { RoleRecommendations } from './role-recommendations.tsx';
import { SkillMap } from './skill-map.tsx';

/** A new plan aims 12 weeks out unless the learner says otherwise. */
const DEFAULT_PLAN_WEEKS = 12;
const DEFAULT_HOURS_PER_WEEK = 5;

export function PlanPage() {
  const session = useSessionStore((state) => state.session);
  const owner = session ? syncOwner(session) : null;
  const view = usePlan(owner);
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [tickError, setTickError] = useState<string | null>(null);

  if (!owner) return null;
  if (!view) {
    return (
      <div className="container">
        <h1 className="page-title">Plan</h1>
        <p role="status">Loading your plan...</p>
      </div>
    );
  }
  const { settings, plan, today } = view;
  const initial = {
    target: chosen ?? (settings ? targetValue(settings.targetKind, settings.targetId) : ''),
    hours: String(settings?.hoursPerWeek ?? DEFAULT_HOURS_PER_WEEK),
    targetDate: settings?.targetDate ?? addDays(today, DEFAULT_PLAN_WEEKS * 7),
  };
  const save = async (result: PlanFormResult) => {
    await writePlanSettings(owner, settings ? result : { ...result, startDate: today });
    setEditing(false);
    setChosen(null);
  };
  const choose = (role: RoleRecommendation) => {
    setChosen(targetValue('profile', role.profileId));
    setEditing(true);
  };
  const tick = (item: PlanItem, at: string | null) => {
    setTickError(null);
    tickPlanItem(owner, item.id, at).catch((error: unknown) =>
      setTickError(
        `“${item.title}” could not be saved on this device: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  };
  const currentProfile = settings?.targetKind === 'profile' ? settings.targetId : null;
  const recommendations = (
    <section aria-labelledby="plan-roles" className={styles.section}>
      <h2 id="plan-roles" className={styles.sectionTitle}>
        Roles that fit you
      </h2>
      <p className={styles.meta}>
        {view.hasResume
          ? 'From your résumé and everything you have practised, on 39 built-in role profiles.'
          : 'Upload a résumé to weigh your experience; practice counts already.'}
      </p>
      <RoleRecommendations
        recommendations={view.recommendations}
        currentId={currentProfile}
        onChoose={choose}
      />
    </section>
  );

  if (!settings || !plan || editing) {
    const lostTarget = settings !== null && plan === null;
    return (
      <div className="container">
        <h1 className="page-title">Plan</h1>
        {!settings && (
          <p className={styles.lead}>
            Your plan turns your résumé and what you practise into weekly steps toward a role.
            Choose a target, the hours you have each week and the date you aim for.
          </p>
        )}
        {lostTarget && !editing && (
          <p role="alert" className={styles.error}>
            The role this plan aimed at no longer exists. Choose another target.
          </p>
        )}
        <div className={styles.layout}>
          <section aria-labelledby="plan-settings" className={styles.section}>
            <h2 id="plan-settings" className={styles.sectionTitle}>
              {settings ? 'Change your plan' : 'Make your plan'}
            </h2>
            <PlanSettingsForm
              today={today}
              initial={initial}
              roles={view.roles}
              submitLabel={settings ? 'Save plan' : 'Create my plan'}
              onSubmit={save}
              onCancel={
                settings && plan
                  ? () => {
                      setEditing(false);
                      setChosen(null);
                    }
                  : undefined
              }
            />
          </section>
          {recommendations}
        </div>
      </div>
    );
  }

  const { weekProgress, pace } = plan;
  return (
    <div className="container">
      <h1 className="page-title">Plan</h1>
      <section aria-labelledby="plan-summary" className={styles.summary}>
        <div>
          <h2 id="plan-summary" className={styles.sectionTitle}>
            Target: {plan.targetTitle}
          </h2>
          <p className={styles.meta}>
            {settings.hoursPerWeek} h a week · target date{' '}
            {formatPlanDay(settings.targetDate, today)}
          </p>
          <p className={styles.pace} data-on-track={pace.onTrack}>
            {pace.message}
          </p>
        </div>
        <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
          Change plan
        </Button>
      </section>
      {tickError && (
        <p role="alert" className={styles.error}>
          {tickError}
        </p>
      )}
      <section aria-labelledby="plan-week" className={styles.section}>
        <h2 id="plan-week" className={styles.sectionTitle}>
          This week (week {plan.currentWeek})
        </h2>
        <ProgressBar
          value={
            weekProgress.totalMinutes ? weekProgress.doneMinutes / weekProgress.totalMinutes : 0
          }
          label="This week's progress"
          valueText={`${weekProgress.done} of ${weekProgress.total} items done`}
        />
        <p className={styles.meta}>
          {weekProgress.done} of {weekProgress.total} items done this week
        </p>
        <h3 className={styles.smallTitle}>Next up</h3>
        {plan.nextUp.length === 0 ? (
          <p className={styles.meta}>Nothing left to do: every planned item is done.</p>
        ) : (
          <ul className={styles.items} aria-label="Next up">
            {plan.nextUp.map((item) => (
              <PlanItemRow key={item.id} item={item} today={today} onTick={tick} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="plan-weeks" className={styles.section}>
        <h2 id="plan-weeks" className={styles.sectionTitle}>
          Your weeks
        </h2>
        <PlanWeeks plan={plan} today={today} hoursPerWeek={settings.hoursPerWeek} onTick={tick} />
      </section>
      <section aria-labelledby="plan-skills" className={styles.section}>
        <h2 id="plan-skills" className={styles.sectionTitle}>
          Skills for {plan.targetTitle}
        </h2>
        <p className={styles.meta}>
          A passed problem proves a skill; an interview or a lesson shows it; a résumé line claims
          it.
        </p>
        <SkillMap skills={plan.skills} />
      </section>
      {recommendations}
    </div>
  );
}
