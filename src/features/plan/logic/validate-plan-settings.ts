/**
 * Checks the plan form as typed (strings from the inputs) and says what is wrong in words; the
 * typed values are never changed, so nothing is lost while the learner fixes them.
 */
import { PLAN_HOURS_MAX, PLAN_HOURS_MIN } from '@/common/plan/plan-document-schema.ts';

export interface PlanFormValues {
  target: string;
  hours: string;
  targetDate: string;
}

export type PlanFormErrors = Partial<Record<keyof PlanFormValues, string>>;

export function validatePlanSettings(values: PlanFormValues, today: string): PlanFormErrors {
  const errors: PlanFormErrors = {};
  if (!values.target) errors.target = 'Choose a target role.';
  const hours = Number(values.hours);
  if (
    values.hours.trim() === '' ||
    !Number.isInteger(hours) ||
    hours < PLAN_HOURS_MIN ||
    hours > PLAN_HOURS_MAX
  ) {
    errors.hours = `Enter whole hours from ${PLAN_HOURS_MIN} to ${PLAN_HOURS_MAX}.`;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.targetDate)) {
    errors.targetDate = 'Enter a target date.';
  } else if (values.targetDate <= today) {
    errors.targetDate = 'Choose a target date after today.';
  }
  return errors;
}
