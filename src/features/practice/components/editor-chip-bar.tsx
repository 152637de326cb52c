/**
 * On narrow screens, a row of the symbols and keywords that are slow to type on a phone keyboard
 * (brackets, operators, quotes, SQL keywords, Python's colon and indentation). A chip inserts its
 * text at the caret through the editor's own API (the editors are uncontrolled). Pressing a chip
 * must not take focus from the editor, or the phone's keyboard would close.
 */
import type { PracticeLanguage } from '@/common/practice/problem-schema.ts';
import styles from './editor-chip-bar.module.css';

interface Chip {
  label: string;
  text: string;
  /** Spoken name where the label is a bare symbol. */
  name?: string;
}

const symbol = (text: string, name: string): Chip => ({ label: text, text, name });
const keyword = (word: string): Chip => ({ label: word, text: `${word} ` });

const SHARED: Chip[] = [
  symbol('(', 'open parenthesis'),
  symbol(')', 'close parenthesis'),
  symbol(',', 'comma'),
  symbol("'", 'single quote'),
  symbol('=', 'equals'),
  symbol('<', 'less than'),
  symbol('>', 'greater than'),
  symbol('*', 'asterisk'),
  symbol('_', 'underscore'),
];

const CHIPS: Record<PracticeLanguage, Chip[]> = {
  sql: [
    ...SHARED,
    symbol(';', 'semicolon'),
    symbol('<>', 'not equal'),
    symbol('%', 'percent'),
    symbol('||', 'concatenate'),
    keyword('SELECT'),
    keyword('FROM'),
    keyword('WHERE'),
    keyword('JOIN'),
    keyword('LEFT JOIN'),
    keyword('ON'),
    keyword('GROUP BY'),
    keyword('ORDER BY'),
    keyword('HAVING'),
    keyword('AS'),
    keyword('WITH'),
    keyword('OVER'),
    keyword('PARTITION BY'),
    keyword('CASE'),
    keyword('WHEN'),
    keyword('THEN'),
    keyword('ELSE'),
    keyword('END'),
    keyword('IS NULL'),
    keyword('COALESCE('),
    keyword('COUNT('),
    keyword('DISTINCT'),
  ],
  python: [
    { label: 'Tab', text: '    ', name: 'indent' },
    symbol(':', 'colon'),
    ...SHARED,
    symbol('[', 'open bracket'),
    symbol(']', 'close bracket'),
    symbol('{', 'open brace'),
    symbol('}', 'close brace'),
    symbol('"', 'double quote'),
    symbol('==', 'equals equals'),
    symbol('!=', 'not equal'),
    symbol('#', 'hash'),
    keyword('def'),
    keyword('return'),
    keyword('for'),
    keyword('in'),
    keyword('if'),
    keyword('else'),
    keyword('None'),
    keyword('len('),
    keyword('range('),
  ],
};

export function EditorChipBar({
  language,
  onInsert,
}: {
  language: PracticeLanguage;
  onInsert: (text: string) => void;
}) {
  return (
    <div className={styles.bar} role="group" aria-label="Insert symbols and keywords">
      {CHIPS[language].map((chip) => (
        <button
          key={chip.label}
          type="button"
          className={styles.chip}
          aria-label={chip.name ? `Insert ${chip.name}` : undefined}
          data-chip={chip.label}
          // Keep focus (and the caret) in the editor: the keyboard stays open.
          onPointerDown={(event) => event.preventDefault()}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onInsert(chip.text)}
        >
          {chip.label.trimEnd()}
        </button>
      ))}
    </div>
  );
}
