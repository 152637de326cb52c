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
/** Runs narrower than this share of the page, right of a would-be gutter, may be side notes. */
const MAX_SIDE_RUN_SHARE = 0.3;
/** A gutter run at most this many times its neighbour's size is its label, not a section title. */
const LABEL_SIZE_RATIO = 1.25;
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
/** A gap narrower than a gutter splits columns only when this many rows start flush at its right. */
const MIN_TIGHT_EDGE_ROWS = 10;
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
    if (row && first && Math.abs(item.y - first.y) <= Math.max(first.height, item.height) * 0.5) {
      row.push(item);
    } else {
      rows.push([item]);
    }
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
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
 * A narrow left column whose runs sit on the baselines of the text beside them is a gutter of
 * labels (moderncv's dates and section titles, Europass labels), not a column to read on its own:
 * its rows below the page header are set flush right against the text, most of them share a
 * baseline with a row on the right, and there are fewer of them than rows on the right. (A
 * sidebar's lines are flush left, and as many as they need to be.)
 */
function isLabelGutter(left: Row[], right: Row[], headerLimit: number): boolean {
  const below = left.filter((row) => row.y > headerLimit);
  if (below.length === 0) return false;
  const aligned = below.filter((row) => right.some((r) => alignedRows(row, r)));
  const rightBelow = right.filter((row) => row.y > headerLimit);
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
    // is one label.
    below.filter((row, i) => !continuesLabel(row, below[i - 1])).length < rightBelow.length
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
    heading = beside || row.fontSize > (right[0]?.fontSize ?? 0) * 1.2 ? own : null;
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
      const rows = flushLeftRows(items, bandStart);
      if (band < 8 && (!tight || rows > tight.rows)) tight = { x: bandStart, rows };
      bandStart = -1;
    }
  }
  // A narrow gap is the space between words in a right-aligned run, not a gutter, unless a
  // column starts right after it: a sidebar set tight against the body (moderncv oldstyle) has
  // the body's lines flush left a few points from its own.
  if (best && best.band >= 8) return best.x;
  return tight && tight.rows >= MIN_TIGHT_EDGE_ROWS ? tight.x : null;
}

/** Rows of runs starting within a point or two of the first run right of `g`. */
function flushLeftRows(items: TextItem[], g: number): number {
  const right = items.filter((i) => i.x >= g);
  const edge = Math.min(...right.map((i) => i.x));
  return new Set(right.filter((i) => i.x - edge <= 2).map((i) => Math.round(i.y))).size;
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
  const headerBottom = Math.max(
    -Infinity,
    ...visible.filter((i) => i.x < gutter && i.x + i.width > gutter).map((i) => i.y + 1),
  );
  const header = visible.filter((i) => i.y <= headerBottom);
  const body = visible.filter((i) => i.y > headerBottom);
  const left = body.filter((i) => i.x < gutter);
  const right = body.filter((i) => i.x >= gutter);
  const leftRows = buildRows(left);
  const rightRows = buildRows(right);
  const ys = visible.map((i) => i.y);
  const top = Math.min(...ys);
  const headerLimit = top + (Math.max(...ys) - top) * MAX_HEADER_SHARE;
  if (isLabelGutter(leftRows, rightRows, headerLimit)) {
    return [...buildLines(header), ...readWithLabelGutter(leftRows, rightRows)];
  }
  return [...buildLines(header), ...buildLines(left), ...buildLines(right)];
}
