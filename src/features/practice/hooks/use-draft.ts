/**
 * The editor content of one problem: restored from IndexedDB (or, on a new device, from the
 * latest attempt the server knows, or else the starter code), and autosaved shortly after each
 * change and when the page is hidden, so nothing typed is lost on reload.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Problem } from '../../../../common/practice/problem-schema.ts';
import { deleteDraft } from '../data/delete-draft.ts';
import { loadDraft } from '../data/load-draft.ts';
import { saveDraft } from '../data/save-draft.ts';

const AUTOSAVE_DELAY_MS = 400;

export type DraftSource = 'loading' | 'draft' | 'server' | 'starter' | 'typed';
export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'error';

export interface Draft {
  code: string;
  source: DraftSource;
  saveState: DraftSaveState;
  setCode: (code: string) => void;
  /** Back to the starter code (the draft is deleted). */
  reset: () => void;
}

export function useDraft(owner: string, problem: Problem, serverCode: string | undefined): Draft {
  const [code, setCodeState] = useState(problem.starterCode);
  const [source, setSource] = useState<DraftSource>('loading');
  const [saveState, setSaveState] = useState<DraftSaveState>('idle');
  const pending = useRef<{ timer: number; code: string } | null>(null);
  /** Set once the learner types: a late-arriving saved draft must not overwrite their typing. */
  const typed = useRef(false);

  useEffect(() => {
    let cancelled = false;
    void loadDraft(owner, problem.id)
      .catch(() => undefined)
      .then((saved) => {
        if (cancelled || typed.current) return;
        if (saved !== undefined) setCodeState(saved);
        setSource(saved !== undefined ? 'draft' : 'starter');
      });
    return () => {
      cancelled = true;
    };
  }, [owner, problem.id]);

  // No draft on this device, but the server has a later attempt: continue from it.
  useEffect(() => {
    if (source === 'starter' && serverCode) {
      setCodeState(serverCode);
      setSource('server');
    }
  }, [source, serverCode]);

  const flush = useCallback(() => {
    const current = pending.current;
    if (!current) return;
    window.clearTimeout(current.timer);
    pending.current = null;
    setSaveState('saving');
    saveDraft(owner, problem.id, current.code).then(
      () => setSaveState((state) => (state === 'saving' ? 'saved' : state)),
      (error: unknown) => {
        console.warn('Could not save the draft', error);
        setSaveState('error');
      },
    );
  }, [owner, problem.id]);

  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  const setCode = useCallback(
    (next: string) => {
      typed.current = true;
      setCodeState(next);
      setSource('typed');
      if (pending.current) window.clearTimeout(pending.current.timer);
      pending.current = { code: next, timer: window.setTimeout(flush, AUTOSAVE_DELAY_MS) };
    },
    [flush],
  );

  const reset = useCallback(() => {
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = null;
    setCodeState(problem.starterCode);
    setSource('starter');
    setSaveState('idle');
    void deleteDraft(owner, problem.id);
  }, [owner, problem.id, problem.starterCode]);

  return { code, source, saveState, setCode, reset };
}
