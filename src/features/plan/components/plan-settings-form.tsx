/**
 * The plan's settings: the target (a built-in role profile or a job the learner pasted), hours
 * per week and the target date. Errors are shown beside their field; nothing typed is cleared.
 */
import { useId, useState, type FormEvent } from 'react';
import { ROLE_PROFILES } from '@/common/plan/role-profiles.ts';
import type { PlanRole } from '@/common/plan/plan-evidence-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { FormField } from '@/src/components/ui/form-field.tsx';
import {
  validatePlanSettings,
  type PlanFormErrors,
  type PlanFormValues,
} from '../logic/validate-plan-settings.ts';
import styles from './plan-page.module.css';

export interface PlanFormResult {
  targetKind: 'profile' | 'role';
  targetId: string;
  hoursPerWeek: number;
  targetDate: string;
}

interface PlanSettingsFormProps {
  today: string;
  initial: PlanFormValues;
  roles: readonly PlanRole[];
  submitLabel: string;
  onSubmit: (result: PlanFormResult) => Promise<void>;
  onCancel?: () => void;
}

/** `profile:<id>` or `role:<uuid>` in the select. */
export function targetValue(kind: 'profile' | 'role', id: string): string {
  return `${kind}:${id}`;
}

export function PlanSettingsForm({
  today,
  initial,
  roles,
  submitLabel,
  onSubmit,
  onCancel,
}: PlanSettingsFormProps) {
  const base = useId();
  const [values, setValues] = useState<PlanFormValues>(initial);
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A recommendation chosen after the form opened replaces the target only.
  const [seenInitial, setSeenInitial] = useState(initial.target);
  if (initial.target !== seenInitial) {
    setSeenInitial(initial.target);
    setValues((v) => ({ ...v, target: initial.target }));
  }

  const set = (key: keyof PlanFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePlanSettings(values, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const [kind, ...rest] = values.target.split(':');
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit({
        targetKind: kind === 'role' ? 'role' : 'profile',
        targetId: rest.join(':'),
        hoursPerWeek: Number(values.hours),
        targetDate: values.targetDate,
      });
    } catch (error) {
      setFailure(
        `Your plan could not be saved on this device: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      setSaving(false);
    }
  };

  const families = [...new Set(ROLE_PROFILES.map((p) => p.family))];
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <FormField id={`${base}-target`} label="Target role" required error={errors.target}>
        {(control) => (
          <select
            {...control}
            className={styles.control}
            value={values.target}
            onChange={(e) => set('target')(e.target.value)}
            required
          >
            <option value="">Choose a role…</option>
            {roles.length > 0 && (
              <optgroup label="Jobs you pasted">
                {roles.map((role) => (
                  <option key={role.id} value={targetValue('role', role.id)}>
                    {role.title}
                  </option>
                ))}
              </optgroup>
            )}
            {families.map((family) => (
              <optgroup key={family} label={ROLE_PROFILES.find((p) => p.family === family)!.title}>
                {ROLE_PROFILES.filter((p) => p.family === family).map((profile) => (
                  <option key={profile.id} value={targetValue('profile', profile.id)}>
                    {profile.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </FormField>
      <div className={styles.formRow}>
        <FormField
          id={`${base}-hours`}
          label="Hours per week"
          required
          hint="Weeks never hold more than this."
          error={errors.hours}
        >
          {(control) => (
            <input
              {...control}
              className={styles.control}
              type="number"
              inputMode="numeric"
              min={1}
              max={40}
              step={1}
              value={values.hours}
              onChange={(e) => set('hours')(e.target.value)}
              required
            />
          )}
        </FormField>
        <FormField id={`${base}-date`} label="Target date" required error={errors.targetDate}>
          {(control) => (
            <input
              {...control}
              className={styles.control}
              type="date"
              min={today}
              value={values.targetDate}
              onChange={(e) => set('targetDate')(e.target.value)}
              required
            />
          )}
        </FormField>
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
