/**
 * Monaco for desktop keyboards: Python/SQL highlighting, Ctrl/Cmd+Enter runs and
 * Ctrl/Cmd+Shift+Enter submits. Tab indents; Ctrl+M (or Esc, then Tab) leaves the editor, as
 * announced by Monaco's screen reader hint. Follows the light/dark colour scheme.
 */
import { Editor, type OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import type { PracticeLanguage } from '../../../../common/practice/problem-schema.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { monaco } from './monaco-setup.ts';
import styles from './code-editor.module.css';

export interface MonacoCodeEditorProps {
  value: string;
  language: PracticeLanguage;
  label: string;
  onChange: (value: string) => void;
  /** Called with the editor's current text (which may be ahead of the last render). */
  onRun: (code: string) => void;
  onSubmit: (code: string) => void;
}

export function MonacoCodeEditor({
  value,
  language,
  label,
  onChange,
  onRun,
  onSubmit,
}: MonacoCodeEditorProps) {
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  const actions = useRef({ onRun, onSubmit });
  useEffect(() => {
    actions.current = { onRun, onSubmit };
  }, [onRun, onSubmit]);

  const handleMount: OnMount = (editor) => {
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () =>
      actions.current.onRun(editor.getValue()),
    );
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyMod.Shift | monaco.KeyCode.Enter, () =>
      actions.current.onSubmit(editor.getValue()),
    );
  };

  return (
    <div className={styles.monaco} data-testid="monaco-editor">
      <Editor
        value={value}
        language={language}
        theme={dark ? 'vs-dark' : 'vs'}
        onChange={(next) => onChange(next ?? '')}
        onMount={handleMount}
        loading={<p className={styles.loading}>Loading the editor…</p>}
        options={{
          ariaLabel: label,
          minimap: { enabled: false },
          fontSize: 14,
          tabSize: language === 'python' ? 4 : 2,
          insertSpaces: true,
          scrollBeyondLastLine: false,
          automaticLayout: true,
          wordWrap: 'on',
          lineNumbersMinChars: 3,
          padding: { top: 8, bottom: 8 },
          fixedOverflowWidgets: true,
          accessibilitySupport: 'auto',
        }}
      />
    </div>
  );
}
