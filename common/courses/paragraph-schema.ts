import { z } from 'zod';
import { PARAGRAPH_MAX_CHARS, SUBTITLE_MAX_CHARS } from './courses-limits.ts';

/**
 * The three kinds of lesson paragraph (product.md#lesson-form); switchable at any time while authoring.
 */
export const PARAGRAPH_TYPES = ['text', 'list', 'code'] as const;
export type ParagraphType = (typeof PARAGRAPH_TYPES)[number];

/**
 * What a stored paragraph may be: the authored types, plus `exercise`, which only content files
 * write (an ```exercise block, content/README.md): its `content` is the prompt, `language` the
 * exercise's (sql or python) and `exerciseId` names the built exercise the player fetches.
 */
export const STORED_PARAGRAPH_TYPES = [...PARAGRAPH_TYPES, 'exercise'] as const;

/** Languages the lesson code highlighter knows; absent means "detect from the code". */
export const CODE_LANGUAGES = ['python', 'sql', 'bash', 'yaml', 'json', 'text'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/**
 * One block of lesson content. `text` is prose, `list` has one item per line (bullets are added
 * when shown), `code` is shown in a monospace, highlighted block.
 */
export const paragraphSchema = z.object({
  id: z.string().min(1).max(64),
  subtitle: z.string().max(SUBTITLE_MAX_CHARS).nullable(),
  type: z.enum(STORED_PARAGRAPH_TYPES),
  content: z.string().min(1).max(PARAGRAPH_MAX_CHARS),
  order: z.number().int().min(1),
  language: z.enum(CODE_LANGUAGES).nullable().optional(),
  /** Exercise paragraphs only: the exercise's stable id. */
  exerciseId: z.string().min(1).max(64).optional(),
});

export type Paragraph = z.infer<typeof paragraphSchema>;
