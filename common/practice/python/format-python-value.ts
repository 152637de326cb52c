/**
 * Shows a JSON test value the way Python would print it (True/False/None, single-quoted strings),
 * so inputs and expected values read like the learner's own language.
 */
import { DISPLAY_VALUE_MAX_CHARS } from '../practice-limits.ts';

function pythonString(value: string): string {
  const escaped = value
    .replaceAll('\\', '\\\\')
    .replaceAll('\n', '\\n')
    .replaceAll('\t', '\\t')
    .replaceAll('\r', '\\r');
  if (!escaped.includes("'")) return `'${escaped}'`;
  if (!escaped.includes('"')) return `"${escaped}"`;
  return `'${escaped.replaceAll("'", "\\'")}'`;
}

function pythonNumber(value: number): string {
  if (Number.isNaN(value)) return "float('nan')";
  if (!Number.isFinite(value)) return value > 0 ? "float('inf')" : "-float('inf')";
  return String(value);
}

function format(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return pythonNumber(value);
  if (typeof value === 'string') return pythonString(value);
  if (Array.isArray(value)) return `[${value.map(format).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([key, item]) => `${pythonString(key)}: ${format(item)}`,
    );
    return `{${entries.join(', ')}}`;
  }
  return String(value);
}

export function formatPythonValue(value: unknown): string {
  const text = format(value);
  return text.length > DISPLAY_VALUE_MAX_CHARS
    ? `${text.slice(0, DISPLAY_VALUE_MAX_CHARS)}…`
    : text;
}
