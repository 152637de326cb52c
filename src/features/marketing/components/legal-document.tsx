/**
 * Layout of the legal pages (product.md#legal): Back button, title, "Last updated" line, an
 * on-this-page index and numbered sections with stable anchors.
 */
import type { ReactNode } from 'react';
import { BackButton } from './back-button.tsx';
import { LastUpdatedLine } from './last-updated-line.tsx';
import styles from './legal-document.module.css';

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <div className={`container ${styles.page}`}>
      <BackButton />
      <header className={styles.header}>
        <p className={styles.eyebrow}>Legal</p>
        <h1 className={styles.title}>{title}</h1>
        <LastUpdatedLine />
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label="On this page">
          <p className={styles.tocTitle}>On this page</p>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          <div className={styles.intro}>{intro}</div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                <span className={styles.number}>{index + 1}.</span> {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
