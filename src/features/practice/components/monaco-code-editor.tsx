/**
 * Monaco for desktop keyboards: Python/SQL highlighting, Ctrl/Cmd+Enter runs and
 * Ctrl/Cmd+Shift+Enter submits. Tab indents; Ctrl+M (or Esc, then Tab) leaves the editor, as
 * announced by Monaco's screen reader hint. Follows the light/dark colour scheme.
 *
 * Uncontrolled: one Monaco model per problem (the `path`), created from `defaultValue`; the
 * model is the truth and no `value` prop ever round-trips through React (a render carrying an
 * older value would overwrite newer keystrokes). Text goes in only through the surface's
 * `replaceValue` (undoable) and `seed` (taking over from the plain editor).
 */
import { Editor, type OnMount } from '@monaco-editor/react';
import { useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import type { PracticeLanguage } from '@/common/practice/problem-schema.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import styles from './code-editor.module.css';
import type { EditorSurface, EditorSurfaceProps } from './editor-surface.ts';
import { monaco } from './monaco-setup.ts';

type MonacoEditor = Parameters<OnMount>[0];

export interface MonacoCodeEditorProps extends EditorSurfaceProps {
  ref?: Ref<EditorSurface>;
  /** Names the problem's model: one model per problem. */
  path: string;
  language: PracticeLanguage;
  /** Called once the editor exists and its surface can be used. */
  onReady: () => void;
}

export function MonacoCodeEditor({
  ref,
  path,
  defaultValue,
  language,
  label,
  onChange,
  onRun,
  onSubmit,
  onReady,
}: MonacoCodeEditorProps) {
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  const editorRef = useRef<MonacoEditor | null>(null);
  /** Set while we write into the model ourselves, so that write is not reported as typing. */
  const writing = useRef(false);
  const callbacks = useRef({ onChange, onRun, onSubmit, onReady });
  useEffect(() => {
    callbacks.current = { onChange, onRun, onSubmit, onReady };
  }, [onChange, onRun, onSubmit, onReady]);

  useImperativeHandle(ref, (): EditorSurface => {
    const write = (apply: (editor: MonacoEditor) => void) => {
      const editor = editorRef.current;
      if (!editor) return;
      writing.current = true;
      try {
        apply(editor);
      } finally {
        writing.current = false;
      }
    };
    return {
      getValue: () => editorRef.current?.getValue() ?? '',
      replaceValue: (text) =>
        write((editor) => {
          const model = editor.getModel();
          if (!model || model.getValue() === text) return;
          editor.pushUndoStop();
          editor.executeEdits('replace', [{ range: model.getFullModelRange(), text }]);
          editor.pushUndoStop();
        }),
      seed: (text, start, end) =>
        write((editor) => {
          const model = editor.getModel();
          if (!model) return;
          if (model.getValue() !== text) model.setValue(text);
          const from = model.getPositionAt(start);
          const to = model.getPositionAt(end);
          editor.setSelection(
            new monaco.Selection(from.lineNumber, from.column, to.lineNumber, to.column),
          );
        }),
      getSelection: () => {
        const editor = editorRef.current;
        const model = editor?.getModel();
        const selection = editor?.getSelection();
        if (!model || !selection) return [0, 0];
        return [
          model.getOffsetAt(selection.getStartPosition()),
          model.getOffsetAt(selection.getEndPosition()),
        ];
      },
      insertText: (text) => {
        const editor = editorRef.current;
        const selection = editor?.getSelection();
        if (!editor || !selection) return;
        // A learner's edit: reported through onDidChangeModelContent, undoable on its own.
        editor.pushUndoStop();
        editor.executeEdits('chip-bar', [{ range: selection, text, forceMoveMarkers: true }]);
        editor.pushUndoStop();
        editor.focus();
      },
      hasFocus: () => editorRef.current?.hasTextFocus() ?? false,
      focus: () => {
        // It may just have been shown: lay it out before the caret is placed.
        editorRef.current?.layout();
        editorRef.current?.focus();
      },
    };
  }, []);

  const handleMount: OnMount = (editor) => {
    editorRef.current = editor;
    // Phones must not "correct" code: no autocorrect, capitals or spellcheck in Monaco's input.
    for (const input of editor.getDomNode()?.querySelectorAll('textarea, .native-edit-context') ??
      []) {
      input.setAttribute('autocorrect', 'off');
      input.setAttribute('autocapitalize', 'off');
      input.setAttribute('spellcheck', 'false');
    }
    editor.onDidChangeModelContent(() => {
      if (!writing.current) callbacks.current.onChange(editor.getValue());
    });
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () =>
      callbacks.current.onRun(editor.getValue()),
    );
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyMod.Shift | monaco.KeyCode.Enter, () =>
      callbacks.current.onSubmit(editor.getValue()),
    );
    callbacks.current.onReady();
  };

  // A new object each render would make the wrapper call updateOptions on every render.
  const options = useMemo(
    () => ({
      ariaLabel: label,
      minimap: { enabled: false },
      fontSize: 14,
      tabSize: language === 'python' ? 4 : 2,
      insertSpaces: true,
      scrollBeyondLastLine: false,
      automaticLayout: true,
      wordWrap: 'on' as const,
      lineNumbersMinChars: 3,
      padding: { top: 8, bottom: 8 },
      fixedOverflowWidgets: true,
      accessibilitySupport: 'auto' as const,
    }),
    [label, language],
  );

  return (
    <div className={styles.monaco} data-testid="monaco-editor">
      <Editor
        path={path}
        defaultValue={defaultValue}
        language={language}
        theme={dark ? 'vs-dark' : 'vs'}
        onMount={handleMount}
        loading={<p className={styles.loading}>Loading the editor…</p>}
        options={options}
      />
    </div>
  );
}
