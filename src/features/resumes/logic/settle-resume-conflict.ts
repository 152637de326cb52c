/**
 * Résumé fields with no input to resolve a conflict in settle on their own, never shown as a
 * conflict: the checked list keeps the union (both sides' checks are right: the server's list, then
 * this device's extra keys), and the export template and paper (issue 31) are a look, not content,
 * so the newest choice made on this device wins. A conflict touching any other field is the
 * learner's to resolve: null. Pure; the editor applies the answer through the sync engine.
 */
export interface ConflictValues {
  mine?: unknown;
  server?: unknown;
}

export interface ConflictSettlement {
  choices: Record<string, 'mine' | 'server'>;
  /** The checked list to write again after taking the server's (absent: nothing to add). */
  checkedFields?: string;
}

const SELF_SETTLING = new Set(['checked_fields', 'template', 'paper']);

const keys = (value: unknown) =>
  String(value ?? '')
    .split(' ')
    .filter(Boolean);

export function settleResumeConflict(
  fields: Readonly<Record<string, ConflictValues>>,
): ConflictSettlement | null {
  const names = Object.keys(fields);
  if (names.length === 0 || !names.every((name) => SELF_SETTLING.has(name))) return null;
  const choices: ConflictSettlement['choices'] = {};
  for (const name of names) choices[name] = name === 'checked_fields' ? 'server' : 'mine';
  const checked = fields.checked_fields;
  if (!checked) return { choices };
  const server = keys(checked.server);
  const missing = keys(checked.mine).filter((key) => !server.includes(key));
  return missing.length > 0
    ? { choices, checkedFields: [...server, ...missing].join(' ') }
    : { choices };
}
