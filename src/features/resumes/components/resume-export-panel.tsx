/**
 * The selected resume as it will be exported: template (classic, modern, minimal,
 * executive) and paper (A4, US Letter), the PDF preview with the true page count (it follows
 * edits saved on the device), "Download PDF" with progress (written in a worker, works
 * offline), "Export JSON" (JSON Resume) and the resume's public share link.
 */
import { useId, useState } from 'react';
import {
  PAPER_SIZE_LABELS,
  RESUME_TEMPLATE_LABELS,
  RESUME_TEMPLATES,
  toResumeContent,
  type PaperSize,
} from '../../../../common/resume/export/resume-content-schema.ts';
import { resumePdfFileName } from '../../../../common/resume/export/resume-pdf-file-name.ts';
import { toJsonResume } from '../../../../common/resume/export/to-json-resume.ts';
import type { ResumeDetails } from '../../../../common/resume/resume-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { renderResumePdfInWorker } from '../../../workers/resume-pdf-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useLiveResumeDetails } from '../hooks/use-live-resume-details.ts';
import { useResumePdf } from '../hooks/use-resume-pdf.ts';
import { useResumeExportStore } from '../stores/resume-export-store.ts';
import styles from './resume-export-panel.module.css';
import { ResumePdfPreview } from './resume-pdf-preview.tsx';
import { ResumeSharePanel } from './resume-share-panel.tsx';

const TEMPLATE_LABELS = RESUME_TEMPLATE_LABELS;
const PAPER_LABELS = PAPER_SIZE_LABELS;

interface ResumeExportPanelProps {
  owner: string;
  details: ResumeDetails;
}

export function ResumeExportPanel({ owner, details: fallback }: ResumeExportPanelProps) {
  const details = useLiveResumeDetails(owner, fallback);
  const content = toResumeContent(details);
  const template = useResumeExportStore((state) => state.template);
  const paper = useResumeExportStore((state) => state.paper);
  const setTemplate = useResumeExportStore((state) => state.setTemplate);
  const setPaper = useResumeExportStore((state) => state.setPaper);
  const pdf = useResumePdf(content, template, paper);
  const [download, setDownload] = useState<{ progress: number } | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const groupId = useId();

  const downloadPdf = async () => {
    setDownloadError(null);
    setDownload({ progress: 0 });
    try {
      const bytes = await renderResumePdfInWorker(content, template, paper, (progress) =>
        setDownload({ progress }),
      );
      saveFile(bytes, resumePdfFileName(details.resume_name), 'application/pdf');
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : 'The PDF could not be written.');
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
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Template</legend>
          <div className={styles.segments}>
            {RESUME_TEMPLATES.map((name) => (
              <label key={name} className={styles.option}>
                <input
                  className={styles.radio}
                  type="radio"
                  name={`${groupId}-template`}
                  value={name}
                  checked={template === name}
                  onChange={() => setTemplate(name)}
                />
                {TEMPLATE_LABELS[name]}
              </label>
            ))}
          </div>
        </fieldset>
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
                  onChange={() => setPaper(size)}
                />
                {PAPER_LABELS[size]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className={styles.actions}>
        <Button size="small" disabled={download !== null} onClick={() => void downloadPdf()}>
          {download ? 'Writing PDF…' : 'Download PDF'}
        </Button>
        <Button variant="secondary" size="small" onClick={exportJson}>
          Export JSON
        </Button>
        {download && (
          <ProgressBar value={download.progress} label="PDF export progress" size="small" />
        )}
        {downloadError && (
          <p className={styles.error} role="alert">
            {downloadError}
          </p>
        )}
      </div>
      <ResumeSharePanel resumeId={details.resume_id} template={template} paper={paper} />
      <ResumePdfPreview pdf={pdf.pdf} busy={pdf.rendering} error={pdf.error} />
    </article>
  );
}
