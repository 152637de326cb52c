/**
 * Reads the body of an ```exercise block of a lesson (content/README.md, "Exercises in lessons")
 * into a validated exercise: `key: value` header lines, then sections each opened by a line
 * `--- <name>` (or `--- wrong: <mistake>`, `--- test: <name>`) and running to the next one. Plain
 * text sections rather than JSON so SQL and Python stay readable and need no escaping. Throws an
 * Error whose message says what is wrong; the curriculum loader prefixes the file.
 */
import type { z } from 'zod';
import { lessonExerciseSchema, type LessonExercise } from './lesson-exercise-schema.ts';

const SECTION = /^--- ([a-z]+)(?::\s*(.*?))?\s*$/;
const HEADER = /^([A-Za-z][\w-]*):\s*(.*?)\s*$/;
const TEXT_SECTIONS = ['prompt', 'starter', 'solution', 'schema', 'seed'] as const;
const HEADER_KEYS = [
  'id',
  'language',
  'orderMatters',
  'compareColumnNames',
  'numericTolerance',
  'engines',
  'entryPoint',
  'params',
  'compare',
] as const;

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`)
    .join('; ');
}

function headerValue(key: string, value: string): unknown {
  if (key === 'orderMatters' || key === 'compareColumnNames') {
    if (value !== 'true' && value !== 'false') throw new Error(`"${key}" must be true or false.`);
    return value === 'true';
  }
  if (key === 'numericTolerance') return Number(value);
  if (key === 'params' || key === 'engines') return value.split(',').map((name) => name.trim());
  return value;
}

function jsonLines(text: string, section: string): unknown[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line, index) => {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        throw new Error(`"--- ${section}" line ${index + 1} is not a JSON array of arguments.`);
      }
    });
}

export function parseExerciseBlock(body: string): LessonExercise {
  const fields: Record<string, unknown> = {};
  const texts: Record<string, string> = {};
  const wrongSolutions: Array<{ mistake: string; code: string }> = [];
  const tests: Array<{ name: string; seed: string }> = [];
  let section: { name: string; label: string; lines: string[] } | null = null;

  const close = () => {
    if (!section) return;
    const text = section.lines.join('\n').trim();
    const { name, label } = section;
    if (name === 'wrong') wrongSolutions.push({ mistake: label, code: text });
    else if (name === 'test') tests.push({ name: label, seed: text });
    else if (name in texts) throw new Error(`The section "--- ${name}" appears twice.`);
    else texts[name] = text;
  };

  for (const line of body.split(/\r?\n/)) {
    const opened = SECTION.exec(line);
    if (opened) {
      close();
      const [, name = '', label = ''] = opened;
      const known = [...TEXT_SECTIONS, 'examples', 'tests', 'wrong', 'test'];
      if (!known.includes(name)) throw new Error(`Unknown exercise section "--- ${name}".`);
      if ((name === 'wrong' || name === 'test') && !label) {
        throw new Error(`"--- ${name}" needs a label: "--- ${name}: <what it is>".`);
      }
      section = { name, label, lines: [] };
      continue;
    }
    if (section) {
      section.lines.push(line);
      continue;
    }
    // A `# …` header line is the author's note (why an engine is left out), as in problem.md.
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const header = HEADER.exec(line);
    if (!header) throw new Error(`Exercise header line is not "key: value": ${line}`);
    const [, key = '', value = ''] = header;
    if (!(HEADER_KEYS as readonly string[]).includes(key)) {
      throw new Error(`Unknown exercise field "${key}".`);
    }
    fields[key] = headerValue(key, value);
  }
  close();

  const language = fields.language;
  const input: Record<string, unknown> = {
    ...fields,
    // Prose like lesson text: wrapped lines join, blank lines separate paragraphs.
    prompt: texts.prompt
      ?.split(/\n\s*\n/)
      .map((part) => part.replace(/\s*\n\s*/g, ' ').trim())
      .filter((part) => part.length > 0)
      .join('\n\n'),
    starterCode: texts.starter,
    solution: texts.solution,
    wrongSolutions,
  };
  if (language === 'sql') {
    Object.assign(input, { schema: texts.schema, seed: texts.seed ?? '', tests });
  } else if (language === 'python') {
    if (tests.length > 0) throw new Error('Python exercises list calls under "--- tests".');
    if ('engines' in fields) throw new Error('"engines" is for SQL exercises only.');
    Object.assign(input, {
      examples: jsonLines(texts.examples ?? '', 'examples'),
      tests: jsonLines(texts.tests ?? '', 'tests'),
    });
  }
  const parsed = lessonExerciseSchema.safeParse(input);
  const where = typeof fields.id === 'string' ? `exercise "${fields.id}"` : 'exercise';
  if (!parsed.success) throw new Error(`${where}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}
