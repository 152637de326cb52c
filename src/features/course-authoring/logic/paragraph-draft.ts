import type { CodeLanguage, ParagraphType } from '@/common/courses/paragraph-schema.ts';

/** One paragraph of the Add New Video form (product.md#entities: id, subtitle, content, type, order). */
export interface ParagraphDraft {
  id: string;
  subtitle: string;
  content: string;
  type: ParagraphType;
  /** A code paragraph's language when editing one that has it (the form has no picker). */
  language?: CodeLanguage | null;
}

let counter = 0;

/** A new, empty Text paragraph (the form starts with one; Add Paragraph appends one). */
export function newParagraphDraft(): ParagraphDraft {
  counter += 1;
  return {
    id: `paragraph-${Date.now().toString(36)}-${counter}`,
    subtitle: '',
    content: '',
    type: 'text',
  };
}
