/**
 * A lesson file's body as the paragraph inputs of the Add Video form (product.md#lesson-form): a heading
 * gives the next paragraph its subtitle; consecutive prose paragraphs form one Text paragraph
 * (kept apart by a blank line); a bullet list is a List paragraph (one item per line); fenced
 * code is a Code paragraph in the fence's language; an ```exercise block is a graded exercise
 * (parse-exercise-block.ts), which authoring screens cannot create.
 */
import type { ParagraphInput } from '../courses/authoring-schema.ts';
import type { CodeLanguage } from '../courses/paragraph-schema.ts';
import type { LessonExercise } from './lesson-exercise-schema.ts';
import { parseExerciseBlock } from './parse-exercise-block.ts';
import { parseMarkdownBlocks } from './parse-markdown-blocks.ts';

export interface ExerciseParagraphInput {
  type: 'exercise';
  subtitle?: string | null;
  exercise: LessonExercise;
}

export type LessonBlockInput = ParagraphInput | ExerciseParagraphInput;

export function lessonParagraphsFromMarkdown(markdown: string): LessonBlockInput[] {
  const paragraphs: LessonBlockInput[] = [];
  let subtitle: string | null = null;
  let prose: string[] = [];
  const push = (paragraph: LessonBlockInput) => {
    paragraphs.push({ ...paragraph, subtitle });
    subtitle = null;
  };
  const flushProse = () => {
    if (prose.length > 0) push({ type: 'text', content: prose.join('\n\n') });
    prose = [];
  };
  for (const block of parseMarkdownBlocks(markdown)) {
    if (block.kind === 'paragraph') {
      prose.push(block.text);
      continue;
    }
    flushProse();
    if (block.kind === 'heading') {
      if (subtitle !== null) throw new Error(`The heading "${subtitle}" has no content under it.`);
      subtitle = block.text;
    } else if (block.kind === 'list') {
      push({ type: 'list', content: block.items.join('\n') });
    } else if (block.language === 'exercise') {
      push({ type: 'exercise', exercise: parseExerciseBlock(block.text) });
    } else {
      // An unknown language is left for the schema to reject with its own message.
      push({ type: 'code', content: block.text, language: block.language as CodeLanguage | null });
    }
  }
  flushProse();
  if (subtitle !== null) throw new Error(`The heading "${subtitle}" has no content under it.`);
  return paragraphs;
}
