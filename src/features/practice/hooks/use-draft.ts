/**
 * The code of one problem around an uncontrolled editor. The editor's model is the truth: this
 * hook only decides what the editor starts with (the draft saved on this device, or on a new
 * device the latest attempt the server knows, or else the starter code), pushes text into it for
 * deliberate replacements (Reset; the server's code arriving late, but only while the learner
 * has not typed), and autosaves what the editor reports: after a pause in typing, at least every
 * AUTOSAVE_MAX_WAIT_MS during a long burst, and at once when the page is hidden or left (with
 * the leave-page backup of src/lib/drafts/). No keystroke causes a render of the
 * editor.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Problem } from '@/common/practice/problem-schema.ts';
import { backUpDraft } from '@/src/lib/drafts/back-up-draft.ts';
import { onPageLeave } from '@/src/lib/drafts/on-page-leave.ts';
import { loadDraft } from '../storage/load-draft.ts';
import { practiceDraftRef } from '../storage/practice-draft-ref.ts';
import { saveDraft } from '../storage/save-draft.ts';
import { autosaveDelayMs } from './autosave-delay.ts';

export type DraftSource = 'loading' | 'draft' | 'server' | 'starter' | 'typed';
export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'error';

/** The part of the editor the draft needs. */
export interface DraftEditor {
  getValue: () => string;
  replaceValue: (text: string) => void;
}

export interface Draft {
  /** The text the editor starts with; undefined while the saved draft is being read. */
  initialCode: string | undefined;
  source: DraftSource;
  saveState: DraftSaveState;
  /** The editor's text now (the starting text if the editor is not there). */
  getCode: () => string;
  /** The editor reports each edit the learner makes, with the text it now holds. */
  onEdit: (code: string) => void;
  /** Back to the starter code, which becomes the saved draft. */
  reset: () => void;
}

interface PendingSave {
  code: string;
  firstUnsavedAtMs: number;
  timer: number;
}

export function useDraft(
  owner: string,
  problem: Problem,
  serverCode: string | undefined,
  editor: RefObject<DraftEditor | null>,
): Draft {
  const [initialCode, setInitialCode] = useState<string>();
  const [source, setSource] = useState<DraftSource>('loading');
  const [saveState, setSaveState] = useState<DraftSaveState>('idle');
  const pending = useRef<PendingSave | null>(null);
  /** The latest text not yet confirmed saved in IndexedDB (pending or in flight), if any. */
  const unsaved = useRef<string | null>(null);
  /** True until the learner types or resets: only then may the server's code replace the text. */
  const untouched = useRef(true);
  const latestServerCode = useRef(serverCode);
  useEffect(() => {
    latestServerCode.current = serverCode;
  }, [serverCode]);

  useEffect(() => {
    let cancelled = false;
    void loadDraft(owner, problem.id)
      .catch(() => undefined)
      .then((saved) => {
        if (cancelled) return;
        const server = latestServerCode.current;
        if (saved !== undefined) {
          setInitialCode(saved);
          setSource('draft');
        } else if (server) {
          setInitialCode(server);
          setSource('server');
        } else {
          setInitialCode(problem.starterCode);
          setSource('starter');
        }
      });
    return () => {
      cancelled = true;
    };
  }, [owner, problem.id, problem.starterCode]);

  // No draft on this device, and the server's latest attempt arrived after the editor opened
  // with the starter code: continue from it, unless the learner has started typing.
  useEffect(() => {
    const target = editor.current;
    if (source !== 'starter' || !serverCode || !untouched.current || !target) return;
    untouched.current = false;
    target.replaceValue(serverCode);
    setSource('server');
  }, [source, serverCode, editor]);

  const flush = useCallback(() => {
    const current = pending.current;
    if (!current) return;
    window.clearTimeout(current.timer);
    pending.current = null;
    setSaveState('saving');
    saveDraft(owner, problem.id, current.code).then(
      () => {
        if (unsaved.current === current.code) unsaved.current = null;
        setSaveState((state) => (state === 'saving' ? 'saved' : state));
      },
      (error: unknown) => {
        console.warn('Could not save the draft', error);
        setSaveState('error');
      },
    );
  }, [owner, problem.id]);

  useEffect(() => {
    // Leaving (reload, closed tab, app switched away on a phone): the IndexedDB write may not
    // commit before the page is gone, so keep a synchronous copy of what is not saved yet.
    const stopListening = onPageLeave(() => {
      if (unsaved.current !== null) {
        backUpDraft(practiceDraftRef(owner, problem.id), unsaved.current);
      }
      flush();
    });
    return () => {
      stopListening();
      flush();
    };
  }, [flush, owner, problem.id]);

  const onEdit = useCallback(
    (code: string) => {
      untouched.current = false;
      unsaved.current = code;
      setSource('typed');
      const now = Date.now();
      const previous = pending.current;
      if (previous) window.clearTimeout(previous.timer);
      const firstUnsavedAtMs = previous?.firstUnsavedAtMs ?? now;
      pending.current = {
        code,
        firstUnsavedAtMs,
        timer: window.setTimeout(flush, autosaveDelayMs(firstUnsavedAtMs, now)),
      };
    },
    [flush],
  );

  // The starter code is saved as the draft (not just the draft deleted): a reload then shows
  // what the learner chose, not the server's latest attempt.
  const reset = useCallback(() => {
    if (pending.current) window.clearTimeout(pending.current.timer);
    untouched.current = false;
    editor.current?.replaceValue(problem.starterCode);
    setSource('starter');
    unsaved.current = problem.starterCode;
    pending.current = { code: problem.starterCode, firstUnsavedAtMs: Date.now(), timer: 0 };
    flush();
  }, [problem.starterCode, editor, flush]);

  const getCode = useCallback(
    () => editor.current?.getValue() ?? initialCode ?? problem.starterCode,
    [editor, initialCode, problem.starterCode],
  );

  return { initialCode, source, saveState, getCode, onEdit, reset };
}
