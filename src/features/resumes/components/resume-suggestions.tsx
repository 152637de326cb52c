/**
 * "Suggestions" in the résumé editor (issue 32): projects and certifications earned in Nyra, each
 * added with one click as a new item at the end of its section (through the sync engine, like any
 * item the learner adds; Undo is deleting it, with the section's own Undo). What is on the résumé
 * is not offered again.
 */
import { formatResumeDate } from '@/common/resume/dates/format-resume-date.ts';
import type { ResumeSuggestion } from '@/common/resume/resume-suggestion-schema.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { describeItemLimit } from '../logic/describe-item-limit.ts';
import { ITEM_LIST_KEY } from '../logic/resume-item-lists.ts';
import { useResumeSuggestions } from '../hooks/use-resume-suggestions.ts';
import { createResumeItem } from '../storage/create-resume-item.ts';
import styles from './resume-editor.module.css';

interface ResumeSuggestionsProps {
  owner: string;
  details: ResumeDetails;
}

function titleOf(suggestion: ResumeSuggestion): string {
  return suggestion.kind === 'project' ? suggestion.project_name : suggestion.certification_name;
}

function detailOf(suggestion: ResumeSuggestion): string {
  if (suggestion.kind === 'certification') {
    return [suggestion.issuer, formatResumeDate(suggestion.issue_date)].filter(Boolean).join(' · ');
  }
  return suggestion.description.replace(/^•\s*/gm, '').split('\n').join(' · ');
}

export function ResumeSuggestions({ owner, details }: ResumeSuggestionsProps) {
  const { suggestions, loading, practiceError } = useResumeSuggestions(owner, details);

  const add = async (suggestion: ResumeSuggestion) => {
    const { kind, key: _key, source: _source, ...fields } = suggestion;
    const items = details[ITEM_LIST_KEY[kind]] as Array<{ position?: number }>;
    const last = items.at(-1);
    const position = last ? (last.position ?? items.length - 1) + 1 : 0;
    await createResumeItem(owner, details.resume_id, kind, position, fields);
  };

  return (
    <section className={styles.section} aria-labelledby="resume-editor-suggestions">
      <h2 id="resume-editor-suggestions">Suggestions</h2>
      {loading ? (
        <p className={styles.empty} role="status">
          Looking for work to add…
        </p>
      ) : suggestions.length === 0 ? (
        <p className={styles.empty}>
          Nothing to add yet: solved practice problems, rated mock interviews, passed capstones and
          certificates appear here.
        </p>
      ) : (
        <ul className={styles.suggestions}>
          {suggestions.map((suggestion) => {
            const limit = describeItemLimit(
              suggestion.kind,
              details[ITEM_LIST_KEY[suggestion.kind]].length,
            );
            const title = titleOf(suggestion);
            const section = suggestion.kind === 'project' ? 'Projects' : 'Certifications';
            return (
              <li key={suggestion.key} className={styles.suggestion}>
                <div className={styles.suggestionText}>
                  <strong>{title}</strong>
                  <span className={styles.note}>
                    {suggestion.source} · {detailOf(suggestion)}
                  </span>
                </div>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={limit !== null}
                  title={limit ?? undefined}
                  aria-label={`Add “${title}” to ${section}`}
                  onClick={() => void add(suggestion)}
                >
                  Add to {section}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {practiceError && (
        <p className={styles.note}>
          Practice progress could not be read; open Practice once online.
        </p>
      )}
    </section>
  );
}
