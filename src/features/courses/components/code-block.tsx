import { useMemo, useState } from 'react';
import type { CodeLanguage } from '@/common/courses/paragraph-schema.ts';
import { detectCodeLanguage } from '../logic/detect-code-language.ts';
import { highlightCode } from '../logic/highlight-code.ts';
import styles from './code-block.module.css';
import { LessonIcon } from './lesson-icon.tsx';

const LANGUAGE_LABELS: Record<CodeLanguage, string> = {
  python: 'Python',
  sql: 'SQL',
  bash: 'Shell',
  yaml: 'YAML',
  json: 'JSON',
  text: 'Text',
};

/** A highlighted, horizontally scrollable code block with a copy button. */
export function CodeBlock({ code, language }: { code: string; language?: CodeLanguage | null }) {
  const resolved = language ?? detectCodeLanguage(code);
  const tokens = useMemo(() => highlightCode(code, resolved), [code, resolved]);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };

  return (
    <figure className={styles.block}>
      <figcaption className={styles.bar}>
        <span>{LANGUAGE_LABELS[resolved]}</span>
        <button type="button" className={styles.copy} onClick={() => void copy()}>
          <LessonIcon name={copied ? 'check' : 'copy'} size={16} />
          <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
        </button>
      </figcaption>
      {/* Scrollable region: focusable so keyboard users can scroll long lines. */}
      <pre className={styles.pre} tabIndex={0}>
        <code>
          {tokens.map((token, index) =>
            token.type === 'plain' ? (
              token.text
            ) : (
              <span key={index} className={styles[token.type]}>
                {token.text}
              </span>
            ),
          )}
        </code>
      </pre>
    </figure>
  );
}
