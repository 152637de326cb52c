/**
 * Reads the built-in curriculum from the files of content/courses/ (content/README.md) into
 * validated courses, modules and lessons, sorted by display order. Pure: the caller reads the
 * files (the server at start-up, tests from a copy). Every problem in every file is collected and
 * thrown as one error naming the files, so a broken edit is reported whole, at build time.
 *
 * Layout: `<course>/course.md`, `<course>/<module>/module.md`, `<course>/<module>/<lesson>.md`;
 * each folder and lesson file is named after the id in its front matter.
 */
import type { z } from 'zod';
import type { Paragraph } from '../courses/paragraph-schema.ts';
import { paragraphSchema } from '../courses/paragraph-schema.ts';
import {
  courseContentSchema,
  lessonContentSchema,
  moduleContentSchema,
  type ContentCourse,
  type ContentFile,
  type ContentLesson,
  type ContentModule,
} from './curriculum-content-schema.ts';
import type { LessonExercise } from './lesson-exercise-schema.ts';
import {
  lessonParagraphsFromMarkdown,
  type ExerciseParagraphInput,
} from './lesson-paragraphs-from-markdown.ts';
import { parseFrontMatter } from './parse-front-matter.ts';

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content files are invalid:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

const COURSE_FILE = 'course.md';
const MODULE_FILE = 'module.md';

/** Body prose: blank lines separate paragraphs, wrapped lines are joined by single spaces. */
function proseOf(body: string): string {
  return body
    .trim()
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s*\n\s*/g, ' ').trim())
    .filter((part) => part.length > 0)
    .join('\n\n');
}

function orderOf(value: string | undefined): number {
  return value === undefined || value === '' ? Number.NaN : Number(value);
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`)
    .join('; ');
}

export function loadCurriculum(files: readonly ContentFile[]): ContentCourse[] {
  const problems: string[] = [];
  const courses = new Map<string, ContentCourse>();
  const modules = new Map<string, ContentModule>();
  const seenIds = new Map<string, string>();
  // Parents before children: course files, then module files, then lessons.
  const rank = (file: ContentFile) => {
    const name = file.path.split('/').pop();
    return file.path.split('/').length * 2 + (name === COURSE_FILE || name === MODULE_FILE ? 0 : 1);
  };
  const markdown = files
    .filter((file) => file.path.endsWith('.md'))
    .sort((a, b) => rank(a) - rank(b) || (a.path < b.path ? -1 : 1));

  const claimId = (id: string, path: string): boolean => {
    const owner = seenIds.get(id);
    if (owner) {
      problems.push(`${path}: id "${id}" is already used by ${owner}`);
      return false;
    }
    seenIds.set(id, path);
    return true;
  };

  for (const file of markdown) {
    const parts = file.path.split('/');
    const name = parts[parts.length - 1] ?? '';
    try {
      const { fields, body } = parseFrontMatter(file.text);
      const expectedId =
        name === COURSE_FILE || name === MODULE_FILE ? parts[parts.length - 2] : name.slice(0, -3);
      if (fields.id !== expectedId) {
        problems.push(`${file.path}: front matter id "${fields.id ?? ''}" must be "${expectedId}"`);
        continue;
      }
      if (parts.length === 2 && name === COURSE_FILE) {
        const parsed = courseContentSchema.safeParse({
          id: fields.id,
          title: fields.title,
          displayOrder: orderOf(fields.order),
          description: proseOf(body),
        });
        if (!parsed.success) problems.push(`${file.path}: ${describeIssues(parsed.error)}`);
        else if (claimId(parsed.data.id, file.path)) {
          courses.set(parts[0] ?? '', { ...parsed.data, modules: [] });
        }
      } else if (parts.length === 3 && name === MODULE_FILE) {
        const course = courses.get(parts[0] ?? '');
        if (!course) {
          problems.push(`${file.path}: its course folder has no valid ${COURSE_FILE}`);
          continue;
        }
        const parsed = moduleContentSchema.safeParse({
          id: fields.id,
          title: fields.title,
          displayOrder: orderOf(fields.order),
          blurb: proseOf(body),
        });
        if (!parsed.success) problems.push(`${file.path}: ${describeIssues(parsed.error)}`);
        else if (claimId(parsed.data.id, file.path)) {
          const module: ContentModule = { ...parsed.data, lessons: [] };
          course.modules.push(module);
          modules.set(`${parts[0]}/${parts[1]}`, module);
        }
      } else if (parts.length === 3) {
        const module = modules.get(`${parts[0]}/${parts[1]}`);
        if (!module) {
          problems.push(`${file.path}: its module folder has no valid ${MODULE_FILE}`);
          continue;
        }
        const blocks = lessonParagraphsFromMarkdown(body);
        const isExercise = (block: (typeof blocks)[number]): block is ExerciseParagraphInput =>
          block.type === 'exercise';
        // Exercises are not authoring-screen paragraphs: validated by their own schema already,
        // they rejoin the others in place below.
        const parsed = lessonContentSchema.safeParse({
          id: fields.id,
          title: fields.title,
          displayOrder: orderOf(fields.order),
          description: fields.description ?? '',
          paragraphs: blocks.filter((block) => !isExercise(block)),
        });
        if (!parsed.success) {
          problems.push(`${file.path}: ${describeIssues(parsed.error)}`);
          continue;
        }
        if (!claimId(parsed.data.id, file.path)) continue;
        const lessonId = parsed.data.id;
        const authored = [...parsed.data.paragraphs];
        const exercises: LessonExercise[] = [];
        const paragraphs = blocks.map((block, index): Paragraph => {
          const common = { id: `${lessonId}-p${index + 1}`, order: index + 1 };
          if (isExercise(block)) {
            const { exercise } = block;
            if (claimId(exercise.id, `${file.path} (exercise)`)) exercises.push(exercise);
            // Only the public part: solutions stay in `exercises`, never in the database.
            return {
              ...common,
              subtitle: block.subtitle ? block.subtitle : null,
              type: 'exercise',
              content: exercise.prompt,
              language: exercise.language,
              exerciseId: exercise.id,
            };
          }
          const paragraph = authored.shift();
          if (!paragraph) throw new Error('Paragraphs were lost in validation.');
          return {
            ...common,
            subtitle: paragraph.subtitle ? paragraph.subtitle : null,
            type: paragraph.type,
            content: paragraph.content,
            language: paragraph.type === 'code' ? (paragraph.language ?? null) : null,
          };
        });
        for (const paragraph of paragraphs) {
          const checked = paragraphSchema.safeParse(paragraph);
          if (!checked.success) problems.push(`${file.path}: ${describeIssues(checked.error)}`);
        }
        const lesson: ContentLesson = {
          id: lessonId,
          title: parsed.data.title,
          description: parsed.data.description,
          displayOrder: parsed.data.displayOrder,
          paragraphs,
          exercises,
        };
        module.lessons.push(lesson);
      } else {
        problems.push(
          `${file.path}: not where content files go (<course>/${COURSE_FILE}, <course>/<module>/${MODULE_FILE}, <course>/<module>/<lesson>.md)`,
        );
      }
    } catch (error) {
      problems.push(`${file.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length > 0) throw new ContentError(problems);

  const byOrder = <T extends { displayOrder: number; id: string }>(a: T, b: T) =>
    a.displayOrder - b.displayOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const result = [...courses.values()].sort(byOrder);
  for (const course of result) {
    course.modules.sort(byOrder);
    for (const module of course.modules) module.lessons.sort(byOrder);
  }
  return result;
}
