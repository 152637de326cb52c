/**
 * What the practice code editor needs from each of its two surfaces (the plain textarea and
 * Monaco). The surface's own text model is the truth: React never pushes a value into it while
 * the learner types. Text goes in only through `replaceValue` (a deliberate replacement: reset,
 * restoring code) or `seed` (handing the text over when one surface takes over from the other).
 */
export interface EditorSurface {
  getValue: () => string;
  /** Deliberate replacement (undoable where the surface has undo); not reported as an edit. */
  replaceValue: (text: string) => void;
  /** Takes over another surface's text and caret (character offsets); not reported as an edit. */
  seed: (text: string, selectionStart: number, selectionEnd: number) => void;
  getSelection: () => [start: number, end: number];
  hasFocus: () => boolean;
  focus: () => void;
}
