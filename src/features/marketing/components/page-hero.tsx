/**
 * The hero of the inner marketing pages (product.md#tracks, #feature-pages): optional Back button, a badge, the
 * h1, a lead, the calls to action and a row of headline figures. Figures are a description list so
 * a screen reader hears "Success rate, 95%", while the eye reads the big number first.
 */
import type { ReactNode } from 'react';
import { BackButton } from './back-button.tsx';
import { MarketingIcon, type MarketingIconName } from './marketing-icon.tsx';
import styles from './page-hero.module.css';

export interface HeroStat {
  label: string;
  value: string;
}

export interface PageHeroProps {
  badge: string;
  badgeIcon?: MarketingIconName;
  title: ReactNode;
  lead: ReactNode;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  stats?: readonly HeroStat[];
  showBack?: boolean;
  /** Shown above the badge, e.g. a launch banner. */
  banner?: ReactNode;
}

export function PageHero({
  badge,
  badgeIcon = 'sparkles',
  title,
  lead,
  actions,
  stats,
  showBack = false,
  banner,
}: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        {showBack && (
          <div className={styles.back}>
            <BackButton />
          </div>
        )}
        {banner}
        <p className={styles.badge}>
          <MarketingIcon name={badgeIcon} size={16} />
          {badge}
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {actions && <div className={styles.actions}>{actions}</div>}
        {stats && stats.length > 0 && (
          <dl className={styles.stats}>
            {stats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd className={styles.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}
