/**
 * One section of items (experience, education, skills, projects or certifications): a counter steps through the items with
 * Previous/Next (product.md#resumes), one item's fields shown at a time; items can be added, moved
 * earlier or later, and deleted (with Undo, handled by the editor).
 */
import { useEffect, useState } from 'react';
import { SKILL_LEVEL_OPTIONS } from '@/common/resume/resume-edit-schema.ts';
import type { ResumeItemKind } from '@/common/resume/resume-fields-schema.ts';
import type { ParseMeta, ResumeDetails } from '@/common/resume/resume-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { createResumeItem } from '../storage/create-resume-item.ts';
import { moveResumeItem } from '../storage/move-resume-item.ts';
import { queueResumeWrite } from '../storage/queue-resume-write.ts';
import { checkedFieldKey } from '../logic/checked-field-key.ts';
import { describeItemLimit } from '../logic/describe-item-limit.ts';
import { ITEM_LIST_KEY } from '../logic/resume-item-lists.ts';
import { markFieldChecked } from '../storage/mark-field-checked.ts';
import type { ResumeFieldTarget } from '../storage/write-resume-fields.ts';
import { ResumeEditorField, type FieldConflict } from './resume-editor-field.tsx';
import styles from './resume-editor.module.css';

type Item = Record<string, unknown> & { id: string; parse_meta: ParseMeta; position?: number };

interface FieldSpec {
  field: string;
  label: string;
  type?: 'date' | 'url';
  multiline?: boolean;
  bullets?: boolean;
}

const FIELDS: Record<ResumeItemKind, FieldSpec[]> = {
  employment: [
    { field: 'company_name', label: 'Company' },
    { field: 'title', label: 'Title' },
    { field: 'location', label: 'Location' },
    { field: 'start_date', label: 'Start date', type: 'date' },
    { field: 'end_date', label: 'End date', type: 'date' },
    { field: 'description', label: 'Description', multiline: true, bullets: true },
  ],
  education: [
    { field: 'school_name', label: 'School' },
    { field: 'degree', label: 'Degree' },
    { field: 'field_of_study', label: 'Field of study' },
    { field: 'start_date', label: 'Start date', type: 'date' },
    { field: 'end_date', label: 'End date', type: 'date' },
    { field: 'description', label: 'Description', multiline: true, bullets: true },
  ],
  skill: [
    { field: 'skill_name', label: 'Skill' },
    { field: 'skill_description', label: 'Skill description', multiline: true },
  ],
  project: [
    { field: 'project_name', label: 'Project' },
    { field: 'url', label: 'Link', type: 'url' },
    { field: 'keywords', label: 'Technologies' },
    { field: 'start_date', label: 'Start date', type: 'date' },
    { field: 'end_date', label: 'End date', type: 'date' },
    { field: 'description', label: 'Description', multiline: true, bullets: true },
  ],
  certification: [
    { field: 'certification_name', label: 'Certification' },
    { field: 'issuer', label: 'Issuer' },
    { field: 'issue_date', label: 'Date', type: 'date' },
    { field: 'url', label: 'Link', type: 'url' },
    { field: 'credential_id', label: 'Credential ID' },
  ],
};

const NOUN = {
  employment: 'experience',
  education: 'education',
  skill: 'skill',
  project: 'project',
  certification: 'certification',
} as const;

/** product.md#constants: dots out of 5 per skill level. */
const SKILL_DOTS: Record<string, number> = { beginner: 2, intermediate: 3, advanced: 4, expert: 5 };

interface ResumeEditorItemsProps {
  kind: ResumeItemKind;
  title: string;
  owner: string;
  details: ResumeDetails;
  conflicts: Map<string, FieldConflict>;
  onDelete: (kind: ResumeItemKind, itemId: string) => void;
  /** Keys of the parsed fields the learner checked (`checked_fields`). */
  checked: ReadonlySet<string>;
  /** "Fix" in the check panel asked to show this item (a new object per request). */
  reveal?: { itemId: string } | null;
}

export function ResumeEditorItems({
  kind,
  title,
  owner,
  details,
  conflicts,
  onDelete,
  checked,
  reveal,
}: ResumeEditorItemsProps) {
  const items = details[ITEM_LIST_KEY[kind]] as unknown as Item[];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const found = items.findIndex((item) => item.id === selectedId);
  const index = found >= 0 ? found : Math.min(items.length - 1, 0);
  const item = items[index];
  const headingId = `resume-editor-${kind}`;
  // A conflict in an item not shown now: offer to go to it (the status line says one exists).
  const conflictIndex = items.findIndex((candidate) =>
    [...conflicts.keys()].some((key) => key.startsWith(`${candidate.id}:`)),
  );
  const noun = NOUN[kind];
  const limit = describeItemLimit(kind, items.length);
  const limitId = `${headingId}-limit`;
  useEffect(() => {
    if (reveal && items.some((candidate) => candidate.id === reveal.itemId)) {
      setSelectedId(reveal.itemId);
    }
    // Only a new request moves the counter; the items changing under it does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal]);

  const add = async () => {
    const last = items.at(-1);
    const position = last ? (last.position ?? items.length - 1) + 1 : 0;
    setSelectedId(await createResumeItem(owner, details.resume_id, kind, position));
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>{title}</h2>
        <Button
          size="small"
          variant="secondary"
          disabled={limit !== null}
          aria-describedby={limit ? limitId : undefined}
          onClick={() => void add()}
        >
          Add {noun}
        </Button>
      </div>
      {limit && (
        <p id={limitId} className={styles.empty}>
          {limit}
        </p>
      )}
      {conflictIndex >= 0 && conflictIndex !== index && (
        <Button
          size="small"
          variant="secondary"
          onClick={() => setSelectedId(items[conflictIndex]!.id)}
        >
          Show item {conflictIndex + 1}: it needs your choice
        </Button>
      )}
      {item ? (
        <>
          <div className={styles.counter} role="group" aria-label={`${title} items`}>
            <Button
              size="small"
              variant="ghost"
              disabled={index === 0}
              onClick={() => setSelectedId(items[index - 1]!.id)}
            >
              Previous
            </Button>
            <span aria-live="polite">
              {index + 1} of {items.length}
            </span>
            <Button
              size="small"
              variant="ghost"
              disabled={index === items.length - 1}
              onClick={() => setSelectedId(items[index + 1]!.id)}
            >
              Next
            </Button>
          </div>
          <ItemForm
            key={item.id}
            kind={kind}
            item={item}
            target={{ owner, resumeId: details.resume_id, item: { kind, id: item.id } }}
            conflicts={conflicts}
            checked={checked}
          />
          <div className={styles.itemActions}>
            <Button
              size="small"
              variant="ghost"
              disabled={index === 0}
              onClick={() => void moveResumeItem(owner, details, kind, item.id, -1)}
            >
              Move earlier
            </Button>
            <Button
              size="small"
              variant="ghost"
              disabled={index === items.length - 1}
              onClick={() => void moveResumeItem(owner, details, kind, item.id, 1)}
            >
              Move later
            </Button>
            <Button
              size="small"
              variant="danger"
              onClick={() => {
                setSelectedId(items[index + 1]?.id ?? items[index - 1]?.id ?? null);
                onDelete(kind, item.id);
              }}
            >
              Delete {noun}
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.empty}>No {noun} items yet.</p>
      )}
    </section>
  );
}

interface ItemFormProps {
  kind: ResumeItemKind;
  item: Item;
  target: ResumeFieldTarget;
  conflicts: Map<string, FieldConflict>;
  checked: ReadonlySet<string>;
}

function ItemForm({ kind, item, target, conflicts, checked }: ItemFormProps) {
  const isChecked = (field: string) => checked.has(checkedFieldKey(item.id, field));
  const conflictOf = (field: string) => conflicts.get(`${item.id}:${field}`);
  const value = (field: string) => (typeof item[field] === 'string' ? (item[field] as string) : '');
  const present = item.end_date === 'present';
  return (
    <div className={styles.itemForm}>
      {FIELDS[kind].map((spec) =>
        spec.field === 'end_date' ? (
          <ResumeEditorField
            key={present ? 'present' : 'dated'}
            target={target}
            field="end_date"
            label={spec.label}
            type="date"
            value={present ? '' : value('end_date')}
            disabled={present}
            others={item}
            meta={item.parse_meta.end_date}
            checked={isChecked('end_date')}
            conflict={conflictOf('end_date')}
            addon={
              <label className={styles.present}>
                <input
                  type="checkbox"
                  defaultChecked={present}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    void queueResumeWrite(target, 'end_date', () => (checked ? 'present' : ''));
                  }}
                />
                Present
              </label>
            }
          />
        ) : (
          <ResumeEditorField
            key={spec.field}
            target={target}
            field={spec.field}
            label={spec.label}
            value={value(spec.field)}
            type={spec.type}
            multiline={spec.multiline}
            bullets={spec.bullets}
            others={item}
            meta={item.parse_meta[spec.field]}
            checked={isChecked(spec.field)}
            conflict={conflictOf(spec.field)}
          />
        ),
      )}
      {kind === 'skill' && <SkillLevel item={item} target={target} />}
    </div>
  );
}

function SkillLevel({ item, target }: { item: Item; target: ResumeFieldTarget }) {
  const level = typeof item.skill_level === 'string' ? item.skill_level : '';
  const dots = SKILL_DOTS[level] ?? 1;
  return (
    <div className={styles.field}>
      <label htmlFor={`level-${item.id}`}>Level</label>
      <div className={styles.inputRow}>
        <select
          id={`level-${item.id}`}
          className={styles.input}
          defaultValue={level}
          data-check-key={checkedFieldKey(item.id, 'skill_level')}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            void queueResumeWrite(target, 'skill_level', () => chosen || null);
            // A level chosen by the learner is checked ("Check N fields").
            void markFieldChecked(target, 'skill_level');
          }}
        >
          <option value="">Not set</option>
          {SKILL_LEVEL_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <span className={styles.dots} role="img" aria-label={`${dots} of 5`}>
          {Array.from({ length: 5 }, (_, i) => (
            <span key={i} className={i < dots ? styles.dotOn : styles.dotOff} />
          ))}
        </span>
      </div>
    </div>
  );
}
