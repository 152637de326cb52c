/**
 * The editor of a problem: Monaco (loaded on demand, in its own chunk) on desktop, a plain
 * textarea on touch screens and narrow windows, with a switch between the two. The textarea
 * also stands in while Monaco loads, so typing can start at once.
 */
import { lazy, Suspense, useState } from 'react';
import {
  EDITOR_PREFERENCE_KEY,
  editorPreferenceSchema,
  type EditorPreference,
} from '../../../../common/practice/editor-preference-schema.ts';
import type { PracticeLanguage } from '../../../../common/practice/problem-schema.ts';
import { readStoredJson, writeStoredJson } from '../../../lib/local-storage.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import styles from './code-editor.module.css';
import { PlainCodeEditor } from './plain-code-editor.tsx';

const MonacoCodeEditor = lazy(async () => ({
  default: (await import('./monaco-code-editor.tsx')).MonacoCodeEditor,
}));

type EditorKind = EditorPreference;

export interface CodeEditorProps {
  value: string;
  language: PracticeLanguage;
  label: string;
  onChange: (value: string) => void;
  /** Called with the editor's current text (which may be ahead of the last render). */
  onRun: (code: string) => void;
  onSubmit: (code: string) => void;
}

export function CodeEditor(props: CodeEditorProps) {
  const touchOrNarrow = useMediaQuery('(pointer: coarse), (max-width: 639px)');
  const [preference, setPreference] = useState<EditorKind | undefined>(() =>
    readStoredJson(EDITOR_PREFERENCE_KEY, editorPreferenceSchema),
  );
  const kind: EditorKind = preference ?? (touchOrNarrow ? 'plain' : 'monaco');
  const choose = (next: EditorKind) => {
    setPreference(next);
    writeStoredJson(EDITOR_PREFERENCE_KEY, next);
  };
  const plain = <PlainCodeEditor {...props} />;

  return (
    <div className={styles.wrapper}>
      <div className={styles.toolbar}>
        <span className={styles.language}>
          {props.language === 'python' ? 'Python 3' : 'SQL (SQLite)'}
        </span>
        <button
          type="button"
          className={styles.switch}
          onClick={() => choose(kind === 'monaco' ? 'plain' : 'monaco')}
        >
          {kind === 'monaco' ? 'Use plain editor' : 'Use code editor'}
        </button>
      </div>
      {kind === 'monaco' ? (
        <Suspense fallback={plain}>{<MonacoCodeEditor {...props} />}</Suspense>
      ) : (
        plain
      )}
      <p id="plain-editor-help" className={styles.help}>
        Ctrl+Enter runs, Ctrl+Shift+Enter submits.{' '}
        {kind === 'monaco'
          ? 'Press Ctrl+M to let Tab move focus out of the editor.'
          : 'Press Esc, then Tab, to leave the editor.'}
      </p>
    </div>
  );
}
