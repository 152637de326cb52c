/**
 * The last values of one résumé field, from the server's résumé history, in the shared history
 * list (components/ui/field-history.tsx); Restore puts a value back into the field as an edit.
 */
import { FieldHistory } from '@/src/components/ui/field-history.tsx';
import { fetchResumeHistory } from '../api/fetch-resume-history.ts';

interface ResumeFieldHistoryProps {
  resumeId: string;
  docId: string;
  field: string;
  label: string;
  onRestore: (value: string) => void;
}

export function ResumeFieldHistory({
  resumeId,
  docId,
  field,
  label,
  onRestore,
}: ResumeFieldHistoryProps) {
  return (
    <FieldHistory
      label={label}
      loadKey={`${resumeId}:${docId}:${field}`}
      load={() => fetchResumeHistory(resumeId, docId, field).then((response) => response.results)}
      onRestore={(value) => onRestore(String(value ?? ''))}
    />
  );
}
