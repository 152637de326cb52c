import styles from './progress-bar.module.css';

interface ProgressBarProps {
  /** 0 to 1; omit for an indeterminate bar (work started, size unknown). */
  value?: number;
  /** Accessible name, e.g. "Upload progress". */
  label: string;
  /** Text for assistive technology instead of the percentage, e.g. "3 of 12 lessons". */
  valueText?: string;
  size?: 'small' | 'medium';
  tone?: 'primary' | 'success';
}

/** A determinate (or indeterminate) progress bar with the progressbar role and its values. */
export function ProgressBar({
  value,
  label,
  valueText,
  size = 'medium',
  tone = 'primary',
}: ProgressBarProps) {
  const percent =
    value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      className={[styles.track, styles[size], styles[tone]].join(' ')}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? (percent === undefined ? undefined : `${percent}%`)}
    >
      {/* Drawing only (the track carries the values); the moving bar is clipped by the track. */}
      <div
        aria-hidden="true"
        className={percent === undefined ? styles.indeterminate : styles.fill}
        style={percent === undefined ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
