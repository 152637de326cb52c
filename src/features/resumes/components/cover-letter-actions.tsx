/**
 * The role's cover letter, to take away: Copy (the clipboard) and Download as a Word file or plain
 * text (saved from the bytes already here, so offline too). The letter itself is shown once, in the
 * role analysis beside it; it is written only from the résumé
 * (common/role-analysis/write-cover-letter.ts).
 */
import { useState } from 'react';
import {
  RESUME_DOCX_MIME_TYPE,
  resumePdfFileName,
} from '@/common/resume/export/resume-pdf-file-name.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { saveFile } from '@/src/lib/save-file.ts';
import styles from './role-edit-suggestions.module.css';

export function CoverLetterActions({ letter, roleTitle }: { letter: string; roleTitle: string }) {
  const [status, setStatus] = useState<string | null>(null);
  const fileBase = `Cover letter - ${roleTitle || 'role'}`;
  if (!letter.trim()) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(letter);
      setStatus('Cover letter copied.');
    } catch {
      setStatus('Copying is not allowed here: open the letter, select it and copy it.');
    }
  };
  const downloadDocx = async () => {
    setStatus('Writing the Word file…');
    try {
      const { renderCoverLetterDocx } =
        await import('@/common/role-analysis/render-cover-letter-docx.ts');
      saveFile(
        await renderCoverLetterDocx(letter),
        resumePdfFileName(fileBase, 'docx'),
        RESUME_DOCX_MIME_TYPE,
      );
      setStatus('Cover letter downloaded (.docx).');
    } catch (error) {
      setStatus(
        `The Word file could not be written: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  const downloadText = () => {
    saveFile(`${letter}\n`, resumePdfFileName(fileBase, 'txt'), 'text/plain;charset=utf-8');
    setStatus('Cover letter downloaded (.txt).');
  };

  return (
    <section className={styles.panel} aria-label="Your cover letter">
      <h3>Your cover letter</h3>
      <p className={styles.intro}>
        Written from your résumé for this role (shown in the role analysis): every fact in it is one
        your résumé states.
      </p>
      <div className={styles.actions}>
        <Button size="small" onClick={() => void copy()}>
          Copy cover letter
        </Button>
        <Button size="small" variant="secondary" onClick={() => void downloadDocx()}>
          Download .docx
        </Button>
        <Button size="small" variant="secondary" onClick={downloadText}>
          Download .txt
        </Button>
      </div>
      {status && (
        <p role="status" className={styles.status}>
          {status}
        </p>
      )}
    </section>
  );
}
