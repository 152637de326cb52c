/**
 * The learner's plan settings as one synced document per user (`doc_type` "plan", id "current"):
 * a flat field map the sync engine rebases field by field. Fixed fields hold the target, the hours
 * per week and the dates; `tick.<itemId>` fields hold the items the learner marked done by hand
 * (a résumé action, an interview they skipped), each with the day it was ticked. Items proven by
 * evidence (a passed Submit, a completed lesson, a scored interview) tick themselves and need no
 * field. See docs/product.md#plan.
 */
import { z } from 'zod';
import { fieldMapSchemas } from '../sync/field-map-schema.ts';

export const PLAN_DOC_TYPE = 'plan';
/** One plan per learner: the document id is fixed. */
export const PLAN_DOC_ID = 'current';

export const PLAN_HOURS_MIN = 1;
export const PLAN_HOURS_MAX = 40;
/** Most hand ticks one plan keeps (far above any plan's length). */
export const PLAN_TICKS_MAX = 500;

/** A calendar day, `YYYY-MM-DD`. */
export const planDaySchema = z.iso.date();

export const PLAN_TARGET_KINDS = ['profile', 'role'] as const;
export const planTargetKindSchema = z.enum(PLAN_TARGET_KINDS);
export type PlanTargetKind = z.infer<typeof planTargetKindSchema>;

/** Item ids are `<kind>:<ref>` (`lesson:de-sql-window-functions`, `resume:skill:sql`). */
export const planItemIdSchema = z
  .string()
  .min(3)
  .max(160)
  .regex(/^[a-z]+:[A-Za-z0-9:._-]+$/);

export const PLAN_FIXED_FIELDS = {
  /** A built-in role profile (content/roles/) or a role the learner pasted (a UUID). */
  targetKind: planTargetKindSchema,
  targetId: z.string().min(1).max(120),
  hoursPerWeek: z.number().int().min(PLAN_HOURS_MIN).max(PLAN_HOURS_MAX),
  targetDate: planDaySchema,
  /** The first day of week 1. */
  startDate: planDaySchema,
} as const;

export const planSettingsSchema = z.object(PLAN_FIXED_FIELDS);
export type PlanSettings = z.infer<typeof planSettingsSchema>;

/** `set`: some of the fixed fields (a field map; the engine rebases it field by field). */
export const setPlanPayloadSchema = planSettingsSchema
  .partial()
  .strict()
  .refine((payload) => Object.keys(payload).length > 0, 'Change at least one setting');
export type SetPlanPayload = z.infer<typeof setPlanPayloadSchema>;

/** `tick`: an item marked done (`at` a day) or undone (null). Commutes: keys never collide. */
export const tickPlanItemPayloadSchema = z
  .object({ itemId: planItemIdSchema, at: planDaySchema.nullable() })
  .strict();
export type TickPlanItemPayload = z.infer<typeof tickPlanItemPayloadSchema>;

export const TICK_FIELD_PREFIX = 'tick.';

/** The document's fields as stored and sent: fixed fields plus `tick.<itemId>` → day | null. */
export const planFieldsSchema = fieldMapSchemas({
  fixed: PLAN_FIXED_FIELDS,
  prefixed: { tick: planDaySchema.nullable() },
  entryId: planItemIdSchema,
  maxEntries: { count: PLAN_TICKS_MAX, message: 'Too many ticked items' },
}).patch;
export type PlanFields = Record<string, unknown>;

/** The settings in a field map, or null while any is missing (no plan chosen yet). */
export function readPlanSettings(fields: PlanFields | null | undefined): PlanSettings | null {
  const parsed = planSettingsSchema.safeParse(fields ?? {});
  return parsed.success ? parsed.data : null;
}
