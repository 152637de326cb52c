/**
 * The smallest accessible code editor: a labelled, monospace textarea. Tab inserts four spaces;
 * Esc then Tab moves focus on, so keyboard users are never trapped; Ctrl/Cmd+Enter runs
 * `onRun`. Controlled by the caller (short code, so a re-render per keystroke is cheap).
 */
import { useRef, type KeyboardEvent } from 'react';
import styles from './code-textarea.module.css';

const INDENT = '    ';
/** Visible lines before the textarea scrolls. */
const DEFAULT_ROWS = 8;

interface CodeTextareaProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name, e.g. "SQL answer". */
  label: string;
  onRun?: () => void;
  rows?: number;
}

export function CodeTextarea({ value, onChange, label, onRun, rows }: CodeTextareaProps) {
  const escaped = useRef(false);
  const lines = Math.max(rows ?? DEFAULT_ROWS, Math.min(20, value.split('\n').length + 1));

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      escaped.current = true;
      return;
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && onRun) {
      event.preventDefault();
      onRun();
      return;
    }
    if (event.key === 'Tab' && !event.shiftKey && !escaped.current) {
      event.preventDefault();
      const element = event.currentTarget;
      // execCommand keeps the browser's undo stack; setRangeText where it is unsupported.
      if (!document.execCommand('insertText', false, INDENT)) {
        element.setRangeText(INDENT, element.selectionStart, element.selectionEnd, 'end');
        onChange(element.value);
      }
    }
    escaped.current = false;
  };

  return (
    <textarea
      className={styles.editor}
      aria-label={label}
      value={value}
      rows={lines}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      autoCorrect="off"
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
