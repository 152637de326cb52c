/**
 * Turns one PDF page's text items into lines in reading order. Items on the same baseline make a
 * line (sorted by x; far-apart runs such as a right-aligned date are joined with a tab). A page
 * in two columns is found by a vertical band that no item crosses below the page header; the
 * header is read first, then the left column top to bottom, then the right one.
 */
import type { TextItem, TextLine } from './text-line.ts';

/** Columns narrower than this share of the page width are not columns (a date gutter is not). */
const MIN_COLUMN_SHARE = 0.2;
/** A column needs this many lines of its own before the page counts as two-column. */
const MIN_COLUMN_LINES = 4;
/** A page header (name, contact row) above both columns takes at most this share of the text's height. */
const MAX_HEADER_SHARE = 0.25;
/** A page footer below both columns (a contact row) lies in this bottom share of the text's height. */
const MAX_FOOTER_SHARE = 0.1;
/** Runs narrower than this share of the page, right of a would-be gutter, may be side notes. */
const MAX_SIDE_RUN_SHARE = 0.3;
/** A gutter run at most this many times its neighbour's size is its label, not a section title. */
const LABEL_SIZE_RATIO = 1.25;
/** A gutter of labels holds at most this many labels to each row of text beside it. */
const MAX_LABELS_PER_ROW = 1.2;
/** A row this many times the size of the text beside it is a section title. */
const HEADING_SIZE_RATIO = 1.2;
/** pdfTeX's T1 fonts without a ToUnicode map give their dashes and ligatures as control characters. */
const T1_LIGATURES: Record<string, string> = {
  '\u0015': '–',
  '\u0016': '—',
  '\u001b': 'ff',
  '\u001c': 'fi',
  '\u001d': 'fl',
  '\u001e': 'ffi',
  '\u001f': 'ffl',
};
/**
 * The narrowest gap that is a gutter by itself, in points (measured in 2 pt steps): wider than a
 * space between words (≈ 3 pt at 11 pt), as narrow as moderncv's 8 pt between its date gutter and
 * the text, which measures 6 pt when a date ends half a point further right.
 */
const MIN_GUTTER_PT = 8;
/** A gap narrower than a gutter splits columns only when this many rows start flush at its right. */
const MIN_TIGHT_EDGE_ROWS = 10;
/** Runs a field gap apart whose sizes differ by more than this ratio are separate lines. */
const SEPARATE_SIZE_RATIO = 1.5;
/** Runs further apart than this many font sizes are separate fields of the line. */
const FIELD_GAP_EMS = 1.5;

interface Row extends TextLine {
  y: number;
  /** Where the row's first run starts and its last run ends. */
  start: number;
  end: number;
}

function buildLines(items: TextItem[]): TextLine[] {
  return buildRows(items).map(({ text, fontSize }) => ({ text, fontSize }));
}

function buildRows(items: TextItem[]): Row[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: TextItem[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(item.y - first.y) <= Math.min(first.height, item.height) * 0.3) {
      row.push(item);
    } else {
      rows.push([item]);
    }
  }
  return rows.flatMap(splitAtSizeChange).map((row) => {
    let text = '';
    let end = -Infinity;
    let fontSize = 0;
    for (const item of row) {
      const gap = item.x - end;
      const size = item.height || 10;
      if (text) {
        if (gap > size * FIELD_GAP_EMS) text = `${text.trimEnd()}\t`;
        else if (gap > size * 0.15 && !text.endsWith(' ') && !item.str.startsWith(' ')) text += ' ';
      }
      text += item.str;
      end = item.x + item.width;
      fontSize = Math.max(fontSize, size);
    }
    return {
      text: text.replace(/ {2,}/g, ' ').trim(),
      fontSize,
      y: row[0]?.y ?? 0,
      start: row[0]?.x ?? 0,
      end,
    };
  });
}

/**
 * A row's runs in x order, split where a field gap also changes the type size a lot: a name in
 * large type and a contact detail beside it on the same baseline (moderncv classic) are two
 * lines, not one with a tab.
 */
function splitAtSizeChange(row: TextItem[]): TextItem[][] {
  const sorted = [...row].sort((a, b) => a.x - b.x);
  const parts: TextItem[][] = [];
  let previous: TextItem | undefined;
  for (const item of sorted) {
    const part = parts.at(-1);
    const gap = previous ? item.x - (previous.x + previous.width) : 0;
    const size = item.height || 10;
    const before = previous?.height || 10;
    const apart =
      gap > Math.min(size, before) * FIELD_GAP_EMS &&
      Math.max(size, before) > Math.min(size, before) * SEPARATE_SIZE_RATIO;
    if (part && !apart) part.push(item);
    else parts.push([item]);
    previous = item;
  }
  return parts;
}

/**
 * A narrow left column whose runs sit on the baselines of the text beside them is a gutter of
 * labels (moderncv's dates and section titles, Europass labels), not a column to read on its own:
 * its rows below the page header are set flush right against the text, most of them share a
 * baseline with a row on the right, and there are fewer of them than rows on the right. (A
 * sidebar's lines are flush left, and as many as they need to be.)
 */
function isLabelGutter(left: Row[], right: Row[], headerLimit: number): boolean {
  const below = left.filter((row) => row.y > headerLimit);
  if (below.length === 0) return false;
  const rightBelow = right.filter((row) => row.y > headerLimit);
  // Only section titles, each set larger than the text (moderncv fancy's titles, wrapped onto
  // two rows in its narrow gutter): headings of the text beside them, not a column.
  const titleSize = medianSize(rightBelow) * HEADING_SIZE_RATIO;
  if (below.length >= 2 && below.every((row) => row.fontSize >= titleSize)) return true;
  const aligned = below.filter((row) => right.some((r) => alignedRows(row, r)));
  const ends = below.map((row) => row.end).sort((a, b) => a - b);
  const medianEnd = ends[Math.floor(ends.length / 2)] ?? 0;
  const flushRight = below.filter((row) => Math.abs(row.end - medianEnd) <= 3);
  const starts = below.map((row) => row.start).sort((a, b) => a - b);
  const medianStart = starts[Math.floor(starts.length / 2)] ?? 0;
  const flushLeft = below.filter((row) => Math.abs(row.start - medianStart) <= 3);
  return (
    aligned.length >= below.length * 0.6 &&
    // Flush right and not flush left, or sparse (one label to an entry, as currvita's
    // flush-left dates): not a sidebar's lines, which follow each other closely.
    ((flushRight.length >= below.length * 0.6 && flushLeft.length < below.length * 0.6) ||
      meanGap(below) >= medianSize(below) * 2.5) &&
    // A label wrapped onto a second row (Europass "Main activities and" over "responsibilities")
    // is one label; about one label to a row of text (short values, one row each, come out
    // even with their labels and section titles).
    below.filter((row, i) => !continuesLabel(row, below[i - 1])).length <=
      rightBelow.length * MAX_LABELS_PER_ROW
  );
}

/** A gutter row that carries on the label above it: set in the same size right under it and
 * starting in lower case ("Name and address of" over "employer"). */
function continuesLabel(row: Row, above: Row | undefined): boolean {
  return (
    above !== undefined &&
    /^\p{Ll}/u.test(row.text) &&
    Math.abs(row.fontSize - above.fontSize) < 0.5 &&
    row.y > above.y &&
    // Closer than the rows of a list of labels ("Pandas" over "dbt", 1.5 lines apart).
    row.y - above.y <= row.fontSize * 1.35
  );
}

function meanGap(rows: Row[]): number {
  const ys = rows.map((row) => row.y).sort((a, b) => a - b);
  return ys.length < 2 ? 0 : ((ys.at(-1) ?? 0) - (ys[0] ?? 0)) / (ys.length - 1);
}

function medianSize(rows: Row[]): number {
  const sizes = rows.map((row) => row.fontSize).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 10;
}

function alignedRows(a: Row, b: Row): boolean {
  return Math.abs(a.y - b.y) <= Math.min(a.fontSize, b.fontSize) * 0.5;
}

/**
 * Reads a label gutter row by row with the text beside it: a label on a row of the right side
 * leads that row ("03/2024 – Present\tData Engineer, Acme"), a section title set larger than its
 * row stands on a line of its own before it (wrapped onto a second row, it is joined again), and
 * the other rows come in the order of the page.
 */
function readWithLabelGutter(left: Row[], right: Row[]): TextLine[] {
  const lines: Row[] = [...right];
  const textSize = medianSize(right);
  const labels = new Map<Row, Row>();
  let heading: Row | null = null;
  let label: { row: Row; beside: Row } | null = null;
  for (const row of left) {
    // The rest of a wrapped label joins its first row; the text beside it goes on unlabelled.
    if (label && continuesLabel(row, label.row)) {
      label.row = { ...label.row, text: `${label.row.text} ${row.text}`, y: row.y };
      labels.set(label.beside, label.row);
      continue;
    }
    label = null;
    const beside = right.find((r) => alignedRows(row, r) && !labels.has(r));
    // A section title wrapped onto a second row is joined again, whatever stands beside it.
    if (
      heading &&
      row.fontSize === heading.fontSize &&
      row.y - heading.y <= row.fontSize * 1.6 &&
      row.y > heading.y
    ) {
      heading.text = `${heading.text} ${row.text}`;
      continue;
    }
    // A label may be set a size up from its value (Europass "Dates": 12 pt beside 10 pt).
    if (beside && row.fontSize <= beside.fontSize * LABEL_SIZE_RATIO) {
      labels.set(beside, row);
      label = { row, beside };
      heading = null;
      continue;
    }
    // Before the row it stands beside, else in page order.
    const own: Row = { ...row, y: beside ? beside.y - 0.001 : row.y };
    lines.push(own);
    heading = beside || row.fontSize > textSize * HEADING_SIZE_RATIO ? own : null;
  }
  return lines
    .sort((a, b) => a.y - b.y)
    .map((row) => {
      const label = labels.get(row);
      return { text: label ? `${label.text}\t${row.text}` : row.text, fontSize: row.fontSize };
    });
}

/** The x of a vertical gutter splitting the page into two columns, or null. */
function findGutter(items: TextItem[], pageWidth: number): number | null {
  const lo = pageWidth * MIN_COLUMN_SHARE;
  const hi = pageWidth * (1 - MIN_COLUMN_SHARE);
  let best: { x: number; band: number } | null = null;
  let bandStart = -1;
  const valid = (g: number): boolean => {
    // A footer across the gutter is no more a reason against columns than the header is.
    const footer = footerStart(items, g);
    return validAbove(
      g,
      items.filter((i) => i.y < footer),
    );
  };
  const validAbove = (g: number, items: TextItem[]): boolean => {
    const left = items.filter((i) => i.x + i.width <= g);
    const right = items.filter((i) => i.x >= g);
    const crossing = items.filter((i) => i.x < g && i.x + i.width > g);
    if (new Set(left.map((i) => Math.round(i.y))).size < MIN_COLUMN_LINES) return false;
    if (new Set(right.map((i) => Math.round(i.y))).size < MIN_COLUMN_LINES) return false;
    // Dates or places right-aligned on the lines of a single column are not a column: nearly
    // every one of them shares its baseline with text on the left, and they are short runs.
    const leftRows = left.map((i) => i.y);
    const aligned = right.filter((r) => leftRows.some((y) => Math.abs(y - r.y) <= r.height * 0.5));
    const narrow = right.filter((r) => r.width < pageWidth * MAX_SIDE_RUN_SHARE);
    // (A sidebar of chips is short runs too, but several of them share a row.)
    const rightRows = new Set(right.map((i) => Math.round(i.y))).size;
    if (
      aligned.length >= right.length * 0.8 &&
      narrow.length >= right.length * 0.8 &&
      rightRows >= right.length * 0.8
    ) {
      return false;
    }
    // Only a header above both columns may cross the gutter: below the last run that crosses
    // it, each side still needs lines of its own (a contact row may end further right than the
    // sidebar starts, so "above the highest run of either side" would be too strict).
    const headerBottom = Math.max(-Infinity, ...crossing.map((i) => i.y));
    const rowsBelow = (side: TextItem[]) =>
      new Set(side.filter((i) => i.y > headerBottom).map((i) => Math.round(i.y))).size;
    const ys = items.map((i) => i.y);
    const top = Math.min(...ys);
    const headerLimit = top + (Math.max(...ys) - top) * MAX_HEADER_SHARE;
    // A block of contact lines at the top right, beside the name with nothing across the page
    // above it, is part of the header, not a column: each column goes on below the header's
    // share of the page. (Below a header that runs across, a short sidebar is a column.)
    const belowHeader = (side: TextItem[]) =>
      new Set(side.filter((i) => i.y > headerLimit).map((i) => Math.round(i.y))).size;
    return (
      headerBottom <= headerLimit &&
      rowsBelow(left) >= MIN_COLUMN_LINES &&
      rowsBelow(right) >= MIN_COLUMN_LINES &&
      (crossing.length > 0 || (belowHeader(left) >= 2 && belowHeader(right) >= 2))
    );
  };
  let tight: { x: number; rows: number } | null = null;
  for (let g = lo; g <= hi + 1; g += 2) {
    const ok = g <= hi && valid(g);
    if (ok && bandStart < 0) bandStart = g;
    if (!ok && bandStart >= 0) {
      const band = g - bandStart;
      if (!best || band > best.band) best = { x: bandStart + band / 2, band };
      const footer = footerStart(items, bandStart);
      const rows = flushLeftRows(
        items.filter((i) => i.y < footer),
        bandStart,
        g,
      );
      if (band < MIN_GUTTER_PT && (!tight || rows > tight.rows)) tight = { x: bandStart, rows };
      bandStart = -1;
    }
  }
  // A narrow gap is the space between words in a right-aligned run, not a gutter, unless a
  // column starts right after it: a sidebar set tight against the body (moderncv oldstyle) has
  // the body's lines flush left a few points from its own.
  if (best && best.band >= MIN_GUTTER_PT) return best.x;
  return tight && tight.rows >= MIN_TIGHT_EDGE_ROWS ? tight.x : null;
}

/**
 * Where a page footer across the gutter starts (moderncv's contact row at the foot of the page,
 * which may reach into the gutter), or Infinity: the first run crossing `g` in the bottom
 * MAX_FOOTER_SHARE of the text, below which everything is footer.
 */
function footerStart(items: TextItem[], g: number): number {
  const ys = items.map((i) => i.y);
  const top = Math.min(...ys);
  const limit = top + (Math.max(...ys) - top) * (1 - MAX_FOOTER_SHARE);
  const crossing = items.filter((i) => i.x < g && i.x + i.width > g && i.y > limit);
  return crossing.length === 0 ? Infinity : Math.min(...crossing.map((i) => i.y - i.height * 0.5));
}

/** Rows right of `g` starting within a point or two of the edge most of them start at, when
 * that edge is where the gap ends (`bandEnd`). */
function flushLeftRows(items: TextItem[], g: number, bandEnd: number): number {
  const right = items.filter((i) => i.x >= g);
  // The edge is where most rows start: a stray run further left (a footer's first word) is not it.
  const starts = new Map<number, number>();
  for (const item of right) {
    const y = Math.round(item.y);
    starts.set(y, Math.min(starts.get(y) ?? Infinity, item.x));
  }
  const counts = new Map<number, number>();
  for (const x of starts.values()) counts.set(Math.round(x), (counts.get(Math.round(x)) ?? 0) + 1);
  const edge = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
  // The column starts right after the gap, or the gap is not its gutter.
  if (Math.abs(edge - bandEnd) > 2) return 0;
  return [...starts.values()].filter((x) => Math.abs(x - edge) <= 2).length;
}

export function groupItemsIntoLines(items: TextItem[], pageWidth: number): TextLine[] {
  // Icon fonts (Font Awesome and the like) draw from the private-use area: no text of the résumé.
  const visible = items
    .map((i) => ({
      ...i,
      str: i.str
        .replace(/\p{Cc}/gu, (c) => T1_LIGATURES[c] ?? c)
        .replace(/[\uE000-\uF8FF]|\p{Cc}/gu, ' '),
    }))
    .filter((i) => i.str.trim() !== '');
  const gutter = findGutter(visible, pageWidth);
  if (gutter === null) return buildLines(visible);
  // Everything down to the last run that crosses the gutter is the page header.
  const footerTop = footerStart(visible, gutter);
  const headerBottom = Math.max(
    -Infinity,
    ...visible
      .filter((i) => i.x < gutter && i.x + i.width > gutter && i.y < footerTop)
      .map((i) => i.y + 1),
  );
  const header = visible.filter((i) => i.y <= headerBottom && i.y < footerTop);
  const footer = visible.filter((i) => i.y >= footerTop);
  const body = visible.filter((i) => i.y > headerBottom && i.y < footerTop);
  const left = body.filter((i) => i.x < gutter);
  const right = body.filter((i) => i.x >= gutter);
  const leftRows = buildRows(left);
  const rightRows = buildRows(right);
  const ys = visible.map((i) => i.y);
  const top = Math.min(...ys);
  const headerLimit = top + (Math.max(...ys) - top) * MAX_HEADER_SHARE;
  if (isLabelGutter(leftRows, rightRows, headerLimit)) {
    return [
      ...buildLines(header),
      ...readWithLabelGutter(leftRows, rightRows),
      ...buildLines(footer),
    ];
  }
  return [...buildLines(header), ...buildLines(left), ...buildLines(right), ...buildLines(footer)];
}
