/**
 * How a résumé is exported: its template and paper size. Both are kept with the résumé (fields
 * of the résumé, synced like the others), so every device, the preview and a share link that
 * follows the résumé show the same look. The looks themselves are data in
 * export/resume-template-styles.ts.
 */
import { z } from 'zod';

export const RESUME_TEMPLATES = [
  'classic',
  'modern',
  'minimal',
  'executive',
  'compact',
  'elegant',
  'technical',
  'graduate',
  'harvard',
  'corporate',
  'slate',
  'bold',
] as const;
export const resumeTemplateSchema = z.enum(RESUME_TEMPLATES);
export type ResumeTemplate = z.infer<typeof resumeTemplateSchema>;
export const RESUME_TEMPLATE_LABELS: Readonly<Record<ResumeTemplate, string>> = {
  classic: 'Classic',
  modern: 'Modern',
  minimal: 'Minimal',
  executive: 'Executive',
  compact: 'Compact',
  elegant: 'Elegant',
  technical: 'Technical',
  graduate: 'Graduate',
  harvard: 'Harvard',
  corporate: 'Corporate',
  slate: 'Slate',
  bold: 'Bold',
};

export const PAPER_SIZES = ['A4', 'LETTER'] as const;
export const paperSizeSchema = z.enum(PAPER_SIZES);
export type PaperSize = z.infer<typeof paperSizeSchema>;
export const PAPER_SIZE_LABELS: Readonly<Record<PaperSize, string>> = {
  A4: 'A4',
  LETTER: 'US Letter',
};
