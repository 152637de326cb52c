/**
 * The template gallery: every template as a card with a thumbnail of the learner's own résumé
 * in it. One radio group (one tab stop, arrow keys move the choice, as before the gallery); the
 * radio's name is the template's name, the thumbnail is decoration beside it.
 */
import { useId, type Ref } from 'react';
import {
  RESUME_TEMPLATE_LABELS,
  RESUME_TEMPLATES,
  type ResumeTemplate,
} from '@/common/resume/resume-template-schema.ts';
import type { TemplateThumbnails } from '../hooks/use-template-thumbnails.ts';
import styles from './resume-template-gallery.module.css';

interface ResumeTemplateGalleryProps {
  /** The gallery's grid (thumbnails are drawn only while it is on screen). */
  ref?: Ref<HTMLDivElement>;
  value: ResumeTemplate;
  thumbnails: TemplateThumbnails;
  onChange: (template: ResumeTemplate) => void;
}

export function ResumeTemplateGallery({
  ref,
  value,
  thumbnails,
  onChange,
}: ResumeTemplateGalleryProps) {
  const name = useId();
  return (
    <fieldset className={styles.gallery}>
      <legend className={styles.legend}>Template</legend>
      <div ref={ref} className={styles.grid}>
        {RESUME_TEMPLATES.map((template) => {
          const url = thumbnails[template];
          return (
            <label key={template} className={styles.card}>
              <input
                className={styles.radio}
                type="radio"
                name={name}
                value={template}
                checked={value === template}
                onChange={() => onChange(template)}
              />
              <span className={styles.thumb} aria-hidden="true">
                {url ? <img src={url} alt="" /> : <span className={styles.placeholder} />}
              </span>
              <span className={styles.label}>{RESUME_TEMPLATE_LABELS[template]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
