/**
 * The one way a synced document is a flat field map (interview sessions, job applications, the
 * plan): fixed fields, each with its schema, and prefixed entry fields (`note.<id>`,
 * `reminder.<id>`…), one field per entry so two devices adding entries never conflict. Gives the
 * schema of a patch (a sync payload: every key known, every value valid, at most `maxEntries`
 * entries) and of a whole document (every fixed field present).
 */
import { z } from 'zod';

/** Longest field name accepted (a prefix, a dot and an entry id). */
const FIELD_KEY_MAX_CHARS = 200;

export interface FieldMapDefinition {
  fixed: Readonly<Record<string, z.ZodType>>;
  prefixed: Readonly<Record<string, z.ZodType>>;
  /** What an entry id after the prefix may be. */
  entryId: z.ZodType<string>;
  maxEntries?: { count: number; message: string };
}

export function fieldMapSchemas(definition: FieldMapDefinition) {
  const { fixed, prefixed, entryId, maxEntries } = definition;
  const schemaForKey = (key: string): z.ZodType | undefined => {
    if (Object.hasOwn(fixed, key)) return fixed[key];
    const dot = key.indexOf('.');
    if (dot < 0) return undefined;
    const prefix = key.slice(0, dot);
    if (!Object.hasOwn(prefixed, prefix) || !entryId.safeParse(key.slice(dot + 1)).success) {
      return undefined;
    }
    return prefixed[prefix];
  };
  const patch = z
    .record(z.string().max(FIELD_KEY_MAX_CHARS), z.unknown())
    .superRefine((fields, context) => {
      let entries = 0;
      for (const [key, value] of Object.entries(fields)) {
        const schema = schemaForKey(key);
        if (!schema) {
          context.addIssue({ code: 'custom', path: [key], message: `Unknown field ${key}` });
          continue;
        }
        if (!Object.hasOwn(fixed, key)) entries += 1;
        const parsed = schema.safeParse(value);
        if (!parsed.success) {
          context.addIssue({
            code: 'custom',
            path: [key],
            message: parsed.error.issues[0]?.message ?? 'Invalid',
          });
        }
      }
      if (maxEntries && entries > maxEntries.count) {
        context.addIssue({ code: 'custom', message: maxEntries.message });
      }
    });
  const whole = patch.superRefine((fields, context) => {
    for (const key of Object.keys(fixed)) {
      if (!(key in fields)) context.addIssue({ code: 'custom', path: [key], message: 'Required' });
    }
  });
  return { patch, whole, schemaForKey };
}
