/**
 * A multi-line field (description, summary) → its items, without the bullet each line may start
 * with: every export format prints its own bullet (a "• " in the PDF, a Word list in the DOCX),
 * so a bullet typed in the editor is never printed twice.
 */
export function splitResumeLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*[•·▪●◦‣\-*–]\s*/, '').trim())
    .filter(Boolean);
}
