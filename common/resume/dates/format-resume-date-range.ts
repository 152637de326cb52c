/** A start and end date as one line of a résumé: "Mar 2021 – Present", "2015 – 2019". */
import { formatResumeDate } from './format-resume-date.ts';

export function formatResumeDateRange(start: string, end: string): string {
  return [formatResumeDate(start), formatResumeDate(end)].filter(Boolean).join(' – ');
}
