/**
 * The closing call to action of a marketing page: a gradient panel with the primary button (a
 * full page load to /auth/register, product.md#landing/2.9) and an optional secondary button that has
 * no action (product.md#feature-pages).
 */
import type { ReactNode } from 'react';
import { PUBLIC_ROUTES } from '@/common/routes.ts';
import { MarketingIcon } from './marketing-icon.tsx';
import styles from './closing-cta.module.css';

export interface ClosingCtaProps {
  id: string;
  title: ReactNode;
  text: ReactNode;
  primaryLabel: string;
  secondaryLabel?: string;
  /** Small print under the buttons. */
  note?: string;
}

export function ClosingCta({
  id,
  title,
  text,
  primaryLabel,
  secondaryLabel,
  note,
}: ClosingCtaProps) {
  return (
    <section className={styles.band} aria-labelledby={id}>
      <div className="container">
        <div className={styles.panel}>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
          <div className={styles.actions}>
            <a className={styles.primary} href={PUBLIC_ROUTES.register}>
              {primaryLabel}
              <MarketingIcon name="arrowRight" size={18} />
            </a>
            {secondaryLabel && (
              <button type="button" className={styles.secondary}>
                {secondaryLabel}
              </button>
            )}
          </div>
          {note && <p className={styles.note}>{note}</p>}
        </div>
      </div>
    </section>
  );
}
