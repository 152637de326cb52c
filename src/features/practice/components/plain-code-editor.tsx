/**
 * A plain textarea editor: used on touch screens and narrow windows (where Monaco is hard to type
 * in), while Monaco loads, and whenever the learner prefers it. Uncontrolled: the textarea holds
 * the text and React never writes it back, so no render can overwrite newer keystrokes. Tab
 * inserts four spaces; Esc then Tab moves focus on, so keyboard users are never trapped.
 * Ctrl/Cmd+Enter runs, Ctrl/Cmd+Shift+Enter submits.
 */
import { useEffect, useImperativeHandle, useRef, type KeyboardEvent, type Ref } from 'react';
import styles from './code-editor.module.css';
import type { EditorSurface, EditorSurfaceProps } from './editor-surface.ts';

const INDENT = '    ';

/** The plain editor counts as being typed into until this long after the last input. */
export const TYPING_PAUSE_MS = 1000;

export interface PlainEditorSurface extends EditorSurface {
  /** Focused and typed into within TYPING_PAUSE_MS, or composing (IME): not a moment to swap. */
  isTyping: () => boolean;
}

export interface PlainCodeEditorProps extends EditorSurfaceProps {
  ref?: Ref<PlainEditorSurface>;
}

export function PlainCodeEditor({
  ref,
  defaultValue,
  label,
  onChange,
  onRun,
  onSubmit,
}: PlainCodeEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const escaped = useRef(false);
  const lastInputAt = useRef(0);
  const composing = useRef(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useImperativeHandle(
    ref,
    (): PlainEditorSurface => ({
      getValue: () => area.current?.value ?? '',
      replaceValue: (text) => {
        if (area.current) area.current.value = text;
      },
      seed: (text, start, end) => {
        const element = area.current;
        if (!element) return;
        element.value = text;
        element.setSelectionRange(start, end);
      },
      getSelection: () => [area.current?.selectionStart ?? 0, area.current?.selectionEnd ?? 0],
      insertText: (text) => {
        const element = area.current;
        if (!element) return;
        element.focus();
        lastInputAt.current = performance.now();
        // execCommand keeps the browser's undo stack and fires the input event (onChange);
        // setRangeText is the fallback where it is unsupported.
        if (!document.execCommand('insertText', false, text)) {
          element.setRangeText(text, element.selectionStart, element.selectionEnd, 'end');
          onChangeRef.current(element.value);
        }
      },
      hasFocus: () => area.current !== null && document.activeElement === area.current,
      focus: () => area.current?.focus(),
      isTyping: () =>
        area.current !== null &&
        document.activeElement === area.current &&
        (composing.current || performance.now() - lastInputAt.current < TYPING_PAUSE_MS),
    }),
    [],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    lastInputAt.current = performance.now();
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
      const element = event.currentTarget;
      element.setRangeText(INDENT, element.selectionStart, element.selectionEnd, 'end');
      onChange(element.value);
      return;
    }
    escaped.current = false;
  };

  return (
    <textarea
      ref={area}
      className={styles.plain}
      defaultValue={defaultValue}
      aria-label={label}
      aria-describedby="plain-editor-help"
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      autoComplete="off"
      wrap="off"
      onChange={(event) => {
        lastInputAt.current = performance.now();
        onChange(event.target.value);
      }}
      onKeyDown={onKeyDown}
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={() => {
        composing.current = false;
        lastInputAt.current = performance.now();
      }}
      onBlur={() => {
        escaped.current = false;
      }}
    />
  );
}
