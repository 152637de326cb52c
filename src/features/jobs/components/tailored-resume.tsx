/**
 * The job's tailored résumé: its base résumé plus the fields changed for this job. Editing here
 * never changes the base; each field says when it differs from the base and when the base changed
 * since, with one click to take the base's new text. Suggestions from the analysis apply in one
 * click and can be undone. Downloads as PDF or Word (DOCX) in any template, the résumé's own first.
 */
import { useId, useState } from 'react';
import type { JobFields, JobTailor } from '@/common/jobs/job-document-schema.ts';
import { toResumeContent } from '@/common/resume/export/resume-content-schema.ts';
import {
  PAPER_SIZE_LABELS,
  PAPER_SIZES,
  RESUME_TEMPLATE_LABELS,
  RESUME_TEMPLATES,
  type PaperSize,
  type ResumeTemplate,
} from '@/common/resume/resume-template-schema.ts';
import {
  RESUME_DOCX_MIME_TYPE,
  resumeDocxFileName,
  resumePdfFileName,
} from '@/common/resume/export/resume-pdf-file-name.ts';
import type { RoleAnalysis } from '@/common/role-analysis/role-analysis-schema.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { FormField } from '@/src/components/ui/form-field.tsx';
import { saveFile } from '@/src/lib/save-file.ts';
import {
  renderResumeDocxInWorker,
  renderResumePdfInWorker,
} from '@/src/workers/resume-pdf-client.ts';
import { useFieldDraft } from '../hooks/use-field-draft.ts';
import {
  applyTailoring,
  hasTailoring,
  readTailoredFields,
  suggestTailoring,
  type TailoredField,
} from '../logic/tailor-resume.ts';
import styles from './jobs-page.module.css';

interface TailoredResumeProps {
  fields: JobFields;
  resume: ResumeDetails;
  analysis: RoleAnalysis | null;
  onSave: (patch: Record<string, unknown>, coalesce?: boolean) => void;
}

function TailorFieldEditor({
  field,
  override,
  onSave,
}: {
  field: TailoredField;
  override: JobTailor | null;
  onSave: (patch: Record<string, unknown>, coalesce?: boolean) => void;
}) {
  const id = useId();
  const draft = useFieldDraft(field.value);
  const key = `tailor.${field.key}`;
  // The base's text when this field was first changed stays the reference.
  const write = (value: string) =>
    onSave({ [key]: { value, base: override?.base ?? field.base } }, true);
  return (
    <FormField
      id={id}
      label={field.label}
      className={styles.wide}
      note={
        field.baseChanged
          ? 'Your résumé changed here since you tailored it.'
          : field.overridden && field.value !== field.base
            ? 'Differs from your résumé.'
            : undefined
      }
      footer={
        field.overridden ? (
          <div className={styles.actions}>
            {field.baseChanged && (
              <Button
                type="button"
                size="small"
                variant="secondary"
                onClick={() => {
                  draft.setValue(field.base);
                  onSave({ [key]: { value: field.base, base: field.base } });
                }}
              >
                Take the new text
              </Button>
            )}
            <Button
              type="button"
              size="small"
              variant="ghost"
              onClick={() => {
                draft.setValue(field.base);
                onSave({ [key]: null });
              }}
            >
              Use my résumé’s text
            </Button>
          </div>
        ) : undefined
      }
    >
      {(control) => (
        <textarea
          {...control}
          {...draft.bind}
          className={`${styles.control} ${styles.multiline}`}
          rows={
            field.key === 'role' ? 1 : Math.min(8, Math.max(2, field.value.split('\n').length + 1))
          }
          value={draft.value}
          onChange={(e) => {
            draft.setValue(e.target.value);
            write(e.target.value);
          }}
        />
      )}
    </FormField>
  );
}

export function TailoredResume({ fields, resume, analysis, onSave: saveJob }: TailoredResumeProps) {
  // The first change pins the base: the version stays on this résumé even if a newer one comes.
  const onSave = (patch: Record<string, unknown>, coalesce?: boolean) =>
    saveJob(
      fields.resumeId === resume.resume_id ? patch : { ...patch, resumeId: resume.resume_id },
      coalesce,
    );
  const [open, setOpen] = useState(() => hasTailoring(fields));
  const [undo, setUndo] = useState<{
    key: string;
    previous: JobTailor | null;
    label: string;
  } | null>(null);
  // The résumé's own look to start with (kept with the résumé, issue 31); changing it here is
  // for this download only.
  const [template, setTemplate] = useState<ResumeTemplate>(resume.template);
  const [paper, setPaper] = useState<PaperSize>(resume.paper);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = `${resume.resume_name || 'Résumé'} – ${fields.company}`;

  if (!open) {
    return (
      <div className={styles.actions}>
        <Button type="button" variant="secondary" size="small" onClick={() => setOpen(true)}>
          Tailor résumé
        </Button>
        <span className={styles.meta}>
          A version of “{resume.resume_name || 'your résumé'}” for this job.
        </span>
      </div>
    );
  }

  const tailored = readTailoredFields(resume, fields);
  const suggestions = analysis ? suggestTailoring(resume, fields, analysis) : [];
  const overrideOf = (key: string) =>
    (fields[`tailor.${key}`] as JobTailor | null | undefined) ?? null;
  const download = async (format: 'PDF' | 'DOCX') => {
    setBusy(true);
    setStatus(`Writing the ${format}…`);
    try {
      const content = toResumeContent(applyTailoring(resume, fields));
      if (format === 'PDF') {
        const bytes = await renderResumePdfInWorker(content, template, paper);
        saveFile(bytes, resumePdfFileName(name), 'application/pdf');
      } else {
        const bytes = await renderResumeDocxInWorker(content, template, paper);
        saveFile(bytes, resumeDocxFileName(name), RESUME_DOCX_MIME_TYPE);
      }
      setStatus(`${format} downloaded.`);
    } catch (error) {
      setStatus(
        `The ${format} could not be written: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.form}>
      <p className={styles.meta}>
        “{name}”: your résumé “{resume.resume_name || 'Résumé'}” with the changes below. Changing
        them never changes your résumé.
      </p>
      {suggestions.length > 0 && (
        <ul className={styles.entries} aria-label="Suggested changes">
          {suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <span>{suggestion.label}</span>
              <Button
                type="button"
                size="small"
                variant="secondary"
                onClick={() => {
                  const base = tailored.find((f) => f.key === suggestion.key)!.base;
                  const previous = overrideOf(suggestion.key);
                  setUndo({ key: suggestion.key, previous, label: suggestion.label });
                  onSave({
                    [`tailor.${suggestion.key}`]: {
                      value: suggestion.value,
                      base: previous?.base ?? base,
                    },
                  });
                }}
              >
                Apply
              </Button>
            </li>
          ))}
        </ul>
      )}
      {undo && (
        <p role="status" className={styles.undo}>
          Applied: {undo.label}{' '}
          <Button
            type="button"
            size="small"
            variant="secondary"
            onClick={() => {
              onSave({ [`tailor.${undo.key}`]: undo.previous });
              setUndo(null);
            }}
          >
            Undo
          </Button>
        </p>
      )}
      {tailored.map((field) => (
        <TailorFieldEditor
          key={field.key}
          field={field}
          override={overrideOf(field.key)}
          onSave={onSave}
        />
      ))}
      <div className={styles.actions}>
        <label className={styles.inlineLabel}>
          Template{' '}
          <select
            className={styles.control}
            value={template}
            onChange={(e) => setTemplate(e.target.value as ResumeTemplate)}
          >
            {RESUME_TEMPLATES.map((t) => (
              <option key={t} value={t}>
                {RESUME_TEMPLATE_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.inlineLabel}>
          Paper{' '}
          <select
            className={styles.control}
            value={paper}
            onChange={(e) => setPaper(e.target.value as PaperSize)}
          >
            {PAPER_SIZES.map((p) => (
              <option key={p} value={p}>
                {PAPER_SIZE_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
        <Button type="button" size="small" onClick={() => void download('PDF')} disabled={busy}>
          Download tailored PDF
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="small"
          onClick={() => void download('DOCX')}
          disabled={busy}
        >
          Download tailored DOCX
        </Button>
      </div>
      {status && (
        <p role="status" className={styles.meta}>
          {status}
        </p>
      )}
    </div>
  );
}
