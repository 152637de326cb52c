/**
 * The selected resume as it will be exported: the template gallery (thumbnails of this résumé in
 * every template) and paper (A4, US Letter), both kept with the résumé and synced (issue 31), the PDF preview with the true page count (it follows
 * edits saved on the device), "Download PDF" and "Download DOCX" with progress (written in a worker, works
 * offline), "Export JSON" (JSON Resume) and the resume's public share link.
 */
import { useEffect, useId, useState } from 'react';
import { toResumeContent } from '@/common/resume/export/resume-content-schema.ts';
import {
  PAPER_SIZE_LABELS,
  type PaperSize,
  type ResumeTemplate,
} from '@/common/resume/resume-template-schema.ts';
import {
  RESUME_DOCX_MIME_TYPE,
  resumeDocxFileName,
  resumePdfFileName,
} from '@/common/resume/export/resume-pdf-file-name.ts';
import { toJsonResume } from '@/common/resume/export/to-json-resume.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { ProgressBar } from '@/src/components/ui/progress-bar.tsx';
import {
  renderResumeDocxInWorker,
  renderResumePdfInWorker,
} from '@/src/workers/resume-pdf-client.ts';
import { saveFile } from '@/src/lib/save-file.ts';
import { onPageLeave } from '@/src/lib/drafts/on-page-leave.ts';
import { useInView } from '@/src/lib/use-in-view.ts';
import { useLiveResumeDetails } from '../hooks/use-live-resume-details.ts';
import { useResumePdf } from '../hooks/use-resume-pdf.ts';
import { useTemplateThumbnails } from '../hooks/use-template-thumbnails.ts';
import { backUpResumeWrites, queueResumeWrite } from '../storage/queue-resume-write.ts';
import { restoreResumeBackups } from '../storage/restore-resume-backups.ts';
import styles from './resume-export-panel.module.css';
import { ResumeAtsView } from './resume-ats-view.tsx';
import { ResumePdfPreview } from './resume-pdf-preview.tsx';
import { ResumeSharePanel } from './resume-share-panel.tsx';
import { ResumeTemplateGallery } from './resume-template-gallery.tsx';

const PAPER_LABELS = PAPER_SIZE_LABELS;

type ExportFormat = 'pdf' | 'docx';
/** Each download: written in the export worker, saved under the résumé's name. */
const EXPORTS = {
  pdf: { render: renderResumePdfInWorker, name: resumePdfFileName, type: 'application/pdf' },
  docx: {
    render: renderResumeDocxInWorker,
    name: resumeDocxFileName,
    type: RESUME_DOCX_MIME_TYPE,
  },
} as const satisfies Record<ExportFormat, unknown>;

interface ResumeExportPanelProps {
  owner: string;
  details: ResumeDetails;
}

export function ResumeExportPanel({ owner, details: fallback }: ResumeExportPanelProps) {
  const details = useLiveResumeDetails(owner, fallback);
  const content = toResumeContent(details);
  // A choice shows at once; it is written to IndexedDB and synced, and the stored value takes
  // over once the write lands (the radio would otherwise flick back for a moment).
  const [chosen, setChosen] = useState<{ template?: ResumeTemplate; paper?: PaperSize }>({});
  const template = chosen.template ?? details.template;
  const paper = chosen.paper ?? details.paper;
  useEffect(() => {
    if (chosen.template === details.template || chosen.paper === details.paper) {
      setChosen((current) => ({
        template: current.template === details.template ? undefined : current.template,
        paper: current.paper === details.paper ? undefined : current.paper,
      }));
    }
  }, [chosen, details.template, details.paper]);
  const resumeId = details.resume_id;
  // Saved like the editor's fields (queue-resume-write.ts): a page left before the save lands
  // (a reload right after the click) keeps the choice as a backup, taken back when the résumé
  // opens again, so a reload shows the choice (product.md#resumes).
  const choose = (fields: { template?: ResumeTemplate; paper?: PaperSize }) => {
    setChosen((current) => ({ ...current, ...fields }));
    for (const [field, value] of Object.entries(fields)) {
      void queueResumeWrite({ owner, resumeId }, field, () => value);
    }
  };
  useEffect(() => onPageLeave(backUpResumeWrites), []);
  useEffect(() => {
    void restoreResumeBackups(owner, resumeId).catch((error: unknown) =>
      console.error('Taking back unsaved resume fields failed', error),
    );
  }, [owner, resumeId]);
  const [galleryRef, galleryInView] = useInView<HTMLDivElement>();
  const thumbnails = useTemplateThumbnails(content, paper, galleryInView);
  const pdf = useResumePdf(content, template, paper);
  const [download, setDownload] = useState<{ format: ExportFormat; progress: number } | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const groupId = useId();

  const downloadFile = async (format: ExportFormat) => {
    setDownloadError(null);
    setDownload({ format, progress: 0 });
    const { render, name, type } = EXPORTS[format];
    try {
      const bytes = await render(content, template, paper, (progress) =>
        setDownload({ format, progress }),
      );
      saveFile(bytes, name(details.resume_name), type);
    } catch (error) {
      setDownloadError(
        error instanceof Error
          ? error.message
          : `The ${format.toUpperCase()} could not be written.`,
      );
    } finally {
      setDownload(null);
    }
  };

  const exportJson = () =>
    saveFile(
      JSON.stringify(toJsonResume(content), null, 2),
      resumePdfFileName(details.resume_name, 'json'),
      'application/json',
    );

  return (
    <article className={styles.panel} aria-label="Resume preview">
      <h2 className={styles.name}>{details.learner_name || details.resume_name}</h2>
      {/* Two segmented radio groups: one tab stop each, arrow keys move the choice. */}
      <div className={styles.controls}>
        <ResumeTemplateGallery
          ref={galleryRef}
          value={template}
          thumbnails={thumbnails}
          onChange={(next) => choose({ template: next })}
        />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Paper</legend>
          <div className={styles.segments}>
            {(Object.keys(PAPER_LABELS) as PaperSize[]).map((size) => (
              <label key={size} className={styles.option}>
                <input
                  className={styles.radio}
                  type="radio"
                  name={`${groupId}-paper`}
                  value={size}
                  checked={paper === size}
                  onChange={() => choose({ paper: size })}
                />
                {PAPER_LABELS[size]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className={styles.actions}>
        <Button size="small" disabled={download !== null} onClick={() => void downloadFile('pdf')}>
          {download?.format === 'pdf' ? 'Writing PDF…' : 'Download PDF'}
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={download !== null}
          onClick={() => void downloadFile('docx')}
        >
          {download?.format === 'docx' ? 'Writing DOCX…' : 'Download DOCX'}
        </Button>
        <Button variant="secondary" size="small" onClick={exportJson}>
          Export JSON
        </Button>
        {download && (
          <ProgressBar
            value={download.progress}
            label={`${download.format.toUpperCase()} export progress`}
            size="small"
          />
        )}
        {downloadError && (
          <p className={styles.error} role="alert">
            {downloadError}
          </p>
        )}
      </div>
      <ResumeAtsView content={content} template={template} paper={paper} />
      <ResumeSharePanel resumeId={details.resume_id} template={template} paper={paper} />
      <ResumePdfPreview pdf={pdf.pdf} busy={pdf.rendering} error={pdf.error} />
    </article>
  );
}
