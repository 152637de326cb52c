/**
 * A titled band of a marketing page: eyebrow, h2, lead, then the content. `tone="raised"` gives
 * the band the surface colour so consecutive sections read as distinct steps.
 */
import type { ReactNode } from 'react';
import styles from './page-section.module.css';

export interface PageSectionProps {
  /** Id of the h2; the section is labelled by it. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  tone?: 'plain' | 'raised';
  align?: 'start' | 'center';
  children: ReactNode;
}

export function PageSection({
  id,
  eyebrow,
  title,
  lead,
  tone = 'plain',
  align = 'center',
  children,
}: PageSectionProps) {
  return (
    <section
      className={[styles.section, tone === 'raised' ? styles.raised : ''].join(' ')}
      aria-labelledby={id}
    >
      <div className="container">
        <div className={[styles.heading, align === 'center' ? styles.center : ''].join(' ')}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
