/**
 * Dates as printed on an exported resume: "Jan 2021", "Present", or the stored text when it is
 * not a date. Fixed English month names (never the viewer's locale) so the printed text parses
 * back to the same `YYYY-MM-DD` with the resume parser.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatResumeDate(value: string): string {
  if (value === 'present') return 'Present';
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value);
  if (!match?.[1] || !match[2]) return value;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${match[1]}` : match[1];
}

export function formatResumeDateRange(start: string, end: string): string {
  return [formatResumeDate(start), formatResumeDate(end)].filter(Boolean).join(' – ');
}
