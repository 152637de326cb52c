/** Shapes shared by the resume parser's steps (extraction → lines → fields). */

/** One positioned run of text from a PDF page (pdfjs text item), y measured downwards. */
export interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  /** Font size in points. */
  height: number;
}

/** One line of the resume in reading order. `\t` separates runs placed far apart on a line. */
export interface TextLine {
  text: string;
  fontSize: number;
  /** Set by the DOCX extractor for Word headings; PDF headings are told by size and words. */
  heading?: boolean;
  /** The targets of the page's link annotations (icon-only contact rows keep their URLs only
   * there), tab-separated: contact details, never a line of any section. */
  links?: boolean;
}
