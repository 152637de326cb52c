/**
 * A plain textarea editor: used on touch screens and narrow windows (where Monaco is hard to type
 * in), while Monaco loads, and whenever the learner prefers it. Tab inserts four spaces; Esc then
 * Tab moves focus on, so keyboard users are never trapped. Ctrl/Cmd+Enter runs,
 * Ctrl/Cmd+Shift+Enter submits.
 */
import { useRef, type KeyboardEvent } from 'react';
import styles from './code-editor.module.css';

const INDENT = '    ';

export interface PlainCodeEditorProps {
  value: string;
  label: string;
  onChange: (value: string) => void;
  /** Called with the editor's current text (which may be ahead of the last render). */
  onRun: (code: string) => void;
  onSubmit: (code: string) => void;
}

export function PlainCodeEditor({ value, label, onChange, onRun, onSubmit }: PlainCodeEditorProps) {
  const escaped = useRef(false);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (event.shiftKey) onSubmit(event.currentTarget.value);
      else onRun(event.currentTarget.value);
      return;
    }
    if (event.key === 'Escape') {
      escaped.current = true;
      return;
    }
    if (event.key === 'Tab' && !escaped.current && !event.shiftKey) {
      event.preventDefault();
      const area = event.currentTarget;
      const { selectionStart, selectionEnd } = area;
      const next = value.slice(0, selectionStart) + INDENT + value.slice(selectionEnd);
      onChange(next);
      requestAnimationFrame(() =>
        area.setSelectionRange(selectionStart + INDENT.length, selectionStart + INDENT.length),
      );
      return;
    }
    escaped.current = false;
  };

  return (
    <textarea
      className={styles.plain}
      value={value}
      aria-label={label}
      aria-describedby="plain-editor-help"
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      autoComplete="off"
      wrap="off"
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        escaped.current = false;
      }}
    />
  );
}
