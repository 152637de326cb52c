/**
 * What the practice code editor needs from each of its two surfaces (the plain textarea and
 * Monaco). The surface's own text model is the truth: React never pushes a value into it while
 * the learner types. Text goes in only through `replaceValue` (a deliberate replacement: reset,
 * restoring code), `seed` (handing the text over when one surface takes over from the other) or
 * `insertText` (the chip bar typing for the learner).
 */
export interface EditorSurface {
  getValue: () => string;
  /** Deliberate replacement (undoable where the surface has undo); not reported as an edit. */
  replaceValue: (text: string) => void;
  /** Takes over another surface's text and caret (character offsets); not reported as an edit. */
  seed: (text: string, selectionStart: number, selectionEnd: number) => void;
  getSelection: () => [start: number, end: number];
  /**
   * Types `text` over the selection, as the learner would (reported as an edit, undoable),
   * leaves the caret after it and focuses the editor. Used by the phone chip bar.
   */
  insertText: (text: string) => void;
  hasFocus: () => boolean;
  focus: () => void;
}

/** What both surfaces take from the practice code editor. */
export interface EditorSurfaceProps {
  /** The text it starts with; later changes of this prop are ignored (it is uncontrolled). */
  defaultValue: string;
  label: string;
  /** Each edit the learner makes, with the text the editor now holds. */
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter runs, with the editor's current text. */
  onRun: (code: string) => void;
  /** Ctrl/Cmd+Shift+Enter submits, with the editor's current text. */
  onSubmit: (code: string) => void;
}
