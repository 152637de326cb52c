/** The closing call to action of a page section: one button, centred under the section's content. */
import type { ReactNode } from 'react';
import styles from './section-cta.module.css';

export function SectionCta({ children }: { children: ReactNode }) {
  return <div className={styles.cta}>{children}</div>;
}
