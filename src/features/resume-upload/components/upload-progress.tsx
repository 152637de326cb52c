/**
 * The upload's progress on the upload gate: the bar and its percentage, read out politely as it
 * moves. Shown while a file uploads and while a kept file is sent by the sync engine.
 */
import { ProgressBar } from '@/src/components/ui/progress-bar.tsx';
import styles from './upload-resume-page.module.css';

interface UploadProgressProps {
  /** 0 to 1. */
  progress: number;
}

export function UploadProgress({ progress }: UploadProgressProps) {
  return (
    <div className={styles.progress}>
      <ProgressBar value={progress} label="Upload progress" />
      <p className={styles.hint} aria-live="polite">
        {Math.round(progress * 100)}% uploaded
      </p>
    </div>
  );
}
