import type { CreateLessonRequest } from '@/common/courses/authoring-schema.ts';
import type { Paragraph } from '@/common/courses/paragraph-schema.ts';

/**
 * A lesson's paragraphs as stored: ids derived from the lesson's id and position, order from the
 * position in the form, empty subtitles as null, a language only on code.
 */
export function toStoredParagraphs(
  lessonId: string,
  paragraphs: CreateLessonRequest['paragraphs'],
): Paragraph[] {
  return paragraphs.map((paragraph, index) => ({
    id: `${lessonId}-p${index + 1}`,
    subtitle: paragraph.subtitle ? paragraph.subtitle : null,
    type: paragraph.type,
    content: paragraph.content,
    order: index + 1,
    language: paragraph.type === 'code' ? (paragraph.language ?? null) : null,
  }));
}
