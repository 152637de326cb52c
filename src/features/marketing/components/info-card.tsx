/** A card with an icon tile, a title, a short text and optional extra content (lists, tags). */
import type { ReactNode } from 'react';
import { MarketingIcon, type MarketingIconName } from './marketing-icon.tsx';
import styles from './info-card.module.css';

export interface InfoCardProps {
  icon: MarketingIconName;
  title: string;
  /** A small status label next to the title ("Coming soon"). */
  tag?: string;
  children?: ReactNode;
  headingLevel?: 'h3' | 'h4';
}

export function InfoCard({ icon, title, tag, children, headingLevel = 'h3' }: InfoCardProps) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <span className={styles.icon}>
          <MarketingIcon name={icon} size={22} />
        </span>
        {tag && <span className={styles.tag}>{tag}</span>}
      </div>
      <Heading className={styles.title}>{title}</Heading>
      <div className={styles.body}>{children}</div>
    </article>
  );
}
