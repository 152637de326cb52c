/** A list of short claims, each with a check mark (features, highlights, included items). */
import type { ReactNode } from 'react';
import { MarketingIcon } from './marketing-icon.tsx';
import styles from './check-list.module.css';

export interface CheckListProps {
  items: readonly ReactNode[];
  /** Two columns from tablet width up. */
  columns?: 1 | 2;
  className?: string;
}

export function CheckList({ items, columns = 1, className }: CheckListProps) {
  return (
    <ul
      className={[styles.list, columns === 2 ? styles.twoColumns : '', className ?? ''].join(' ')}
    >
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <MarketingIcon name="check" size={18} className={styles.mark} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
