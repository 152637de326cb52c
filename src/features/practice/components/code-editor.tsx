/**
 * The editor of a problem: Monaco (loaded on demand, in its own chunk) on desktop, a plain
 * textarea on touch screens and narrow windows, with a switch between the two. The textarea
 * also stands in while Monaco loads, so typing can start at once.
 *
 * Nothing typed may be lost at any speed, so both surfaces are uncontrolled (their model is the
 * truth) and a swap between them is one synchronous step: the text and caret are copied, the
 * other surface is shown and focused, all before the next key event can be handled. Monaco
 * takes over from the stand-in only while the learner is not typing into it (not within
 * TYPING_PAUSE_MS of a key, not mid-composition). The kind of editor is chosen once per problem:
 * resizing the window does not swap editors under the learner's fingers.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentType,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import {
  EDITOR_PREFERENCE_KEY,
  editorPreferenceSchema,
  type EditorPreference,
} from '@/common/practice/editor-preference-schema.ts';
import type { PracticeLanguage } from '@/common/practice/problem-schema.ts';
import { readStoredJson, writeStoredJson } from '@/src/lib/local-storage.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import styles from './code-editor.module.css';
import { EditorChipBar } from './editor-chip-bar.tsx';
import type { EditorSurface, EditorSurfaceProps } from './editor-surface.ts';
import type { MonacoCodeEditorProps } from './monaco-code-editor.tsx';
import { PlainCodeEditor, TYPING_PAUSE_MS, type PlainEditorSurface } from './plain-code-editor.tsx';

// Without its chunk (offline before it was cached) the plain editor simply stays.
const MonacoCodeEditor = lazy(() =>
  import('./monaco-code-editor.tsx').then(
    (module) => ({ default: module.MonacoCodeEditor }),
    (): { default: ComponentType<MonacoCodeEditorProps> } => ({ default: () => null }),
  ),
);

const TOUCH_OR_NARROW_QUERY = '(pointer: coarse), (max-width: 639px)';
/** Where the chip bar of hard-to-type symbols shows (phones). */
const CHIP_BAR_QUERY = '(max-width: 640px)';

type EditorKind = EditorPreference;

/** What the workspace may do with the editor's text. */
export interface CodeEditorHandle {
  /** The text in the editor now (ahead of any render). */
  getValue: () => string;
  /** A deliberate replacement (reset, restoring code); not reported through onChange. */
  replaceValue: (text: string) => void;
}

export interface CodeEditorProps extends EditorSurfaceProps {
  ref?: Ref<CodeEditorHandle>;
  /** Identifies the document (the problem): Monaco keeps one model per document. */
  documentId: string;
  language: PracticeLanguage;
}

export function CodeEditor({ ref, documentId, language, ...surface }: CodeEditorProps) {
  const [kind, setKind] = useState<EditorKind>(
    () =>
      readStoredJson(EDITOR_PREFERENCE_KEY, editorPreferenceSchema) ??
      (window.matchMedia(TOUCH_OR_NARROW_QUERY).matches ? 'plain' : 'monaco'),
  );
  /** The surface the learner sees and types into. */
  const [shown, setShown] = useState<EditorKind>('plain');
  /** The text a surface mounted later starts with (set when the learner switches). */
  const [seedText, setSeedText] = useState(surface.defaultValue);
  const plain = useRef<PlainEditorSurface>(null);
  const monaco = useRef<EditorSurface>(null);
  const shownRef = useRef(shown);
  const narrow = useMediaQuery(CHIP_BAR_QUERY);
  const takeOverTimer = useRef<number | undefined>(undefined);

  const visible = useCallback(
    () => (shownRef.current === 'monaco' ? monaco.current : plain.current),
    [],
  );

  useImperativeHandle(
    ref,
    () => ({
      getValue: () => visible()?.getValue() ?? '',
      replaceValue: (text) => visible()?.replaceValue(text),
    }),
    [visible],
  );

  const show = useCallback((next: EditorKind) => {
    shownRef.current = next;
    flushSync(() => setShown(next));
  }, []);

  /** Monaco replaces the stand-in textarea, in one step, once the learner is not typing. */
  const takeOver = useCallback(() => {
    window.clearTimeout(takeOverTimer.current);
    const editor = monaco.current;
    const stand = plain.current;
    if (!editor || shownRef.current === 'monaco') return;
    if (stand?.isTyping()) {
      takeOverTimer.current = window.setTimeout(takeOver, TYPING_PAUSE_MS / 2);
      return;
    }
    const focused = stand?.hasFocus() ?? false;
    if (stand) editor.seed(stand.getValue(), ...stand.getSelection());
    show('monaco');
    if (focused) editor.focus();
  }, [show]);

  // Monaco reports it is ready from inside React's effects, where a synchronous render (the
  // one-step swap) is not possible: take over from a task of its own.
  const scheduleTakeOver = useCallback(() => {
    window.clearTimeout(takeOverTimer.current);
    takeOverTimer.current = window.setTimeout(takeOver, 0);
  }, [takeOver]);

  useEffect(() => () => window.clearTimeout(takeOverTimer.current), []);

  const choose = (next: EditorKind) => {
    const current = visible();
    if (current) setSeedText(current.getValue());
    if (next === 'plain') {
      shownRef.current = 'plain';
      setShown('plain');
    }
    setKind(next);
    writeStoredJson(EDITOR_PREFERENCE_KEY, next);
  };

  const surfaceProps = { ...surface, defaultValue: seedText };

  return (
    <div className={styles.wrapper}>
      <div className={styles.toolbar}>
        <span className={styles.language}>
          {language === 'python' ? 'Python 3' : 'SQL (SQLite)'}
        </span>
        <button
          type="button"
          className={styles.switch}
          onClick={() => choose(kind === 'monaco' ? 'plain' : 'monaco')}
        >
          {kind === 'monaco' ? 'Use plain editor' : 'Use code editor'}
        </button>
      </div>
      {shown === 'plain' ? <PlainCodeEditor ref={plain} {...surfaceProps} /> : null}
      {kind === 'monaco' ? (
        <div hidden={shown !== 'monaco'}>
          <Suspense fallback={null}>
            <MonacoCodeEditor
              ref={monaco}
              {...surfaceProps}
              path={`practice/${documentId}.${language === 'python' ? 'py' : 'sql'}`}
              language={language}
              onReady={scheduleTakeOver}
            />
          </Suspense>
        </div>
      ) : null}
      {narrow ? (
        <EditorChipBar language={language} onInsert={(text) => visible()?.insertText(text)} />
      ) : null}
      <p id="plain-editor-help" className={styles.help}>
        Ctrl+Enter runs, Ctrl+Shift+Enter submits.{' '}
        {shown === 'monaco'
          ? 'Press Ctrl+M to let Tab move focus out of the editor.'
          : 'Press Esc, then Tab, to leave the editor.'}
      </p>
    </div>
  );
}
