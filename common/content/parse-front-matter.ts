/**
 * Front matter of a content file (content/README.md): a block between two `---` lines at the very
 * top, one `key: value` per line. Values are plain text up to the end of the line, or a JSON
 * string when they start with a double quote (for values with leading spaces or line breaks).
 * Deliberately not YAML: the few fields we use need no nesting, and a subset this small cannot
 * surprise an author with type coercion ("no" turning into false).
 */

export interface FrontMatter {
  fields: Record<string, string>;
  body: string;
}

export function parseFrontMatter(text: string): FrontMatter {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return { fields: {}, body: lines.join('\n') };
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end < 0) throw new Error('The front matter has no closing "---" line.');
  const fields: Record<string, string> = {};
  for (const [offset, line] of lines.slice(1, end).entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = /^([A-Za-z][\w-]*):(.*)$/.exec(line);
    if (!match) throw new Error(`Front matter line ${offset + 2} is not "key: value": ${line}`);
    const [, key = '', raw = ''] = match;
    const value = raw.trim();
    if (key in fields) throw new Error(`Front matter repeats "${key}".`);
    fields[key] = value.startsWith('"') ? parseQuoted(value, key) : value;
  }
  return { fields, body: lines.slice(end + 1).join('\n') };
}

function parseQuoted(value: string, key: string): string {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'string') return parsed;
  } catch {
    // Reported below.
  }
  throw new Error(`Front matter "${key}" starts with a quote but is not a JSON string.`);
}
