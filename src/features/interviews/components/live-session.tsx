/**
 * The live interview: the current question, a visible timer for the chosen length, the notes
 * panel (an uncontrolled textarea autosaved to IndexedDB through the sync engine), the code
 * runner for SQL/Python questions, and Skip / Next / "End Interview". Active time counts only
 * while the page is visible; it is written to the device every few seconds and on leaving, so a
 * reload, a closed tab or a day offline resumes exactly here.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { drawNextQuestion } from '@/common/interviews/draw-next-question.ts';
import type { InterviewTopic } from '@/common/interviews/interview-content-schema.ts';
import {
  answerKey,
  noteKey,
  readAnswer,
  type InterviewSessionRow,
} from '@/common/interviews/interview-session-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { backUpDraft } from '@/src/lib/drafts/back-up-draft.ts';
import { clearDraftBackup } from '@/src/lib/drafts/clear-draft-backup.ts';
import { onPageLeave } from '@/src/lib/drafts/on-page-leave.ts';
import { readDraftBackup } from '@/src/lib/drafts/read-draft-backup.ts';
import { recordElapsedTime } from '../storage/record-elapsed-time.ts';
import { recordTimeLocally } from '../storage/record-time-locally.ts';
import { interviewNoteRef } from '../storage/interview-note-ref.ts';
import { saveSessionFields } from '../storage/save-session-fields.ts';
import { CodeCheck } from './code-check.tsx';
import { formatClock } from './format-clock.ts';
import styles from './interviews-page.module.css';

/** Quiet time after the last keystroke before a note is saved (ms). */
const NOTE_SAVE_DELAY_MS = 400;
/** How often the timer ticks (ms) and how often its time is written to the device (ticks). */
const TICK_MS = 1_000;
const PERSIST_EVERY_TICKS = 3;
/** Longest gap between two ticks that still counts as active time (a suspended tab does not). */
const MAX_TICK_GAP_MS = 5_000;

interface Props {
  owner: string;
  row: InterviewSessionRow;
  topic: InterviewTopic;
  earlier: InterviewSessionRow[];
  onEnded: () => void;
}

export function LiveSession({ owner, row, topic, earlier, onEnded }: Props) {
  const { fields } = row;
  const current = fields.questionIds[fields.questionIds.length - 1] ?? '';
  const question = topic.questions.find((q) => q.id === current);
  const durationMs = fields.durationMinutes * 60_000;

  const elapsed = useRef(fields.elapsedMs);
  const questionMs = useRef(readAnswer(fields, current).timeMs);
  const questionRef = useRef(current);
  // The latest row, for callbacks that must stay stable while the row changes under them.
  const rowRef = useRef(row);
  const [shownElapsed, setShownElapsed] = useState(fields.elapsedMs);
  const [saveState, setSaveState] = useState<'saved' | 'saving' | 'error'>('saved');
  const [exhausted, setExhausted] = useState(false);
  const [busy, setBusy] = useState(false);
  const notes = useRef<HTMLTextAreaElement>(null);
  const noteTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    rowRef.current = row;
  }, [row]);

  // A new question starts its own clock from what it already had.
  useEffect(() => {
    if (questionRef.current === current) return;
    questionRef.current = current;
    questionMs.current = readAnswer(rowRef.current.fields, current).timeMs;
  }, [current]);

  // One write in flight at a time, then one more with the latest time if it moved meanwhile: a
  // burst of ticks (a throttled tab catching up) never queues writes that a reload would cut off.
  const persisting = useRef(false);
  const persistAgain = useRef(false);
  const persistTime = useCallback(() => {
    if (persisting.current) {
      persistAgain.current = true;
      return;
    }
    persisting.current = true;
    void (async () => {
      try {
        do {
          persistAgain.current = false;
          await recordTimeLocally(row.id, questionRef.current, elapsed.current, questionMs.current);
        } while (persistAgain.current);
      } catch (error) {
        console.error('Saving the interview time failed', error);
      } finally {
        persisting.current = false;
      }
    })();
  }, [row.id]);

  useEffect(() => {
    let last = performance.now();
    let ticks = 0;
    const timer = window.setInterval(() => {
      const now = performance.now();
      const gap = now - last;
      last = now;
      if (document.visibilityState !== 'visible' || gap > MAX_TICK_GAP_MS) return;
      elapsed.current += Math.round(gap);
      questionMs.current += Math.round(gap);
      setShownElapsed(elapsed.current);
      ticks += 1;
      if (ticks % PERSIST_EVERY_TICKS === 0) persistTime();
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [persistTime]);

  /** The current question's answer state with its time so far (sent with answer changes). */
  const timePatch = useCallback(() => {
    const answer = readAnswer(rowRef.current.fields, questionRef.current);
    return { [answerKey(questionRef.current)]: { ...answer, timeMs: questionMs.current } };
  }, []);

  const saveNote = useCallback(async () => {
    window.clearTimeout(noteTimer.current);
    noteTimer.current = undefined;
    const text = notes.current?.value;
    if (text === undefined) return;
    setSaveState('saving');
    try {
      // Only the note: a field no other device changes unless it edits this very answer.
      const questionId = questionRef.current;
      await saveSessionFields(owner, row.id, { [noteKey(questionId)]: text });
      clearDraftBackup(interviewNoteRef(owner, row.id, questionId), { value: text });
      setSaveState('saved');
    } catch (error) {
      console.error('Saving the note failed', error);
      setSaveState('error');
    }
  }, [owner, row.id]);

  // A note typed just before the page was left, whose save may not have committed: shown, then
  // saved like any other change.
  const backedUpNote = readDraftBackup(interviewNoteRef(owner, row.id, current))?.value;
  useEffect(() => {
    if (backedUpNote === undefined) return;
    if (backedUpNote === (rowRef.current.fields[noteKey(current)] ?? '')) {
      clearDraftBackup(interviewNoteRef(owner, row.id, current), { value: backedUpNote });
    } else {
      void saveNote();
    }
    // Once per question shown: the copy is taken back when the question opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, row.id, current]);

  useEffect(() => {
    const keep = () => {
      if (noteTimer.current !== undefined) void saveNote();
      persistTime();
    };
    // Leaving the page (another tab, a closed tab): the time goes to the server too.
    const leave = () => {
      // The save started below may not commit before the page goes: keep a synchronous copy.
      const text = notes.current?.value;
      if (noteTimer.current !== undefined && text !== undefined) {
        backUpDraft(interviewNoteRef(owner, row.id, questionRef.current), text);
      }
      keep();
      if (rowRef.current.fields.status === 'live') {
        void recordElapsedTime(owner, row.id, elapsed.current);
      }
    };
    const stopListening = onPageLeave(leave);
    return () => {
      stopListening();
      keep();
    };
  }, [owner, row.id, saveNote, persistTime]);

  function onNoteInput() {
    setSaveState('saving');
    window.clearTimeout(noteTimer.current);
    noteTimer.current = window.setTimeout(() => void saveNote(), NOTE_SAVE_DELAY_MS);
  }

  async function moveOn(skipped: boolean) {
    setBusy(true);
    try {
      await saveNote();
      const previous = earlier
        .filter((other) => other.id !== row.id && other.fields.topicId === topic.id)
        .reverse()
        .flatMap((other) => other.fields.questionIds);
      const next = drawNextQuestion(topic, previous, fields.questionIds, Math.random());
      const answer = { ...readAnswer(row.fields, current), timeMs: questionMs.current, skipped };
      if (!next) {
        await saveSessionFields(owner, row.id, { [answerKey(current)]: answer });
        await recordElapsedTime(owner, row.id, elapsed.current);
        setExhausted(true);
        return;
      }
      await saveSessionFields(owner, row.id, {
        [answerKey(current)]: answer,
        questionIds: [...fields.questionIds, next],
      });
      await recordElapsedTime(owner, row.id, elapsed.current);
    } finally {
      setBusy(false);
    }
  }

  async function end() {
    setBusy(true);
    try {
      await saveNote();
      await recordElapsedTime(owner, row.id, elapsed.current);
      await saveSessionFields(owner, row.id, {
        ...timePatch(),
        status: 'ended',
        endedAt: new Date().toISOString(),
      });
      onEnded();
    } finally {
      setBusy(false);
    }
  }

  const remaining = durationMs - shownElapsed;
  const number = fields.questionIds.length;
  return (
    <section className={styles.live} aria-labelledby="live-title">
      <header className={styles.liveHeader}>
        <div>
          <h2 id="live-title" className={styles.sectionTitle}>
            {topic.title} interview
          </h2>
          <p className={styles.meta}>
            Question {number} · {fields.durationMinutes} min session
          </p>
        </div>
        <div className={remaining <= 0 ? `${styles.timer} ${styles.timeUp}` : styles.timer}>
          <span className="visually-hidden">Time left</span>
          <span data-testid="interview-timer" role="timer" aria-live="off">
            {formatClock(remaining)}
          </span>
        </div>
      </header>
      {remaining <= 0 && (
        <p role="status" className={styles.notice}>
          Time is up. End the interview to rate your answers.
        </p>
      )}

      <div className={styles.liveGrid}>
        <article className={styles.questionPanel} aria-labelledby="question-prompt">
          <p className={styles.kind}>
            {question?.check
              ? question.check.language === 'sql'
                ? 'SQL'
                : 'Python'
              : 'Discussion'}
          </p>
          <p id="question-prompt" className={styles.prompt} data-testid="question-prompt">
            {question?.prompt ?? 'This question is no longer in the bank.'}
          </p>
          {question?.check && (
            <CodeCheck
              key={`${row.id}-${current}-code`}
              owner={owner}
              row={row}
              question={{ ...question, check: question.check }}
              timePatch={timePatch}
            />
          )}
        </article>

        <div className={styles.notesPanel}>
          <label htmlFor="interview-notes" className={styles.notesLabel}>
            Your answer notes
          </label>
          <textarea
            key={`${row.id}-${current}`}
            id="interview-notes"
            ref={notes}
            className={styles.notes}
            defaultValue={backedUpNote ?? fields[noteKey(current)] ?? ''}
            onInput={onNoteInput}
            onBlur={() => {
              if (noteTimer.current !== undefined) void saveNote();
            }}
            rows={12}
            spellCheck
          />
          <p className={styles.saveState} role="status" data-testid="note-save-state">
            {saveState === 'saving'
              ? 'Saving...'
              : saveState === 'error'
                ? 'Not saved: storage failed'
                : 'Saved on this device'}
          </p>
        </div>
      </div>

      {exhausted && (
        <p role="status" className={styles.notice}>
          You have been asked every question of this topic. End the interview when you are ready.
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => void moveOn(true)} disabled={busy || exhausted}>
          Skip question
        </Button>
        <Button variant="secondary" onClick={() => void moveOn(false)} disabled={busy || exhausted}>
          Next question
        </Button>
        <Button variant="danger" onClick={() => void end()} disabled={busy}>
          End Interview
        </Button>
      </div>
    </section>
  );
}
