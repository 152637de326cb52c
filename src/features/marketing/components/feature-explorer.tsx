/**
 * The landing page's feature explorer (product.md#landing, #flows): four cards, the first open at the start;
 * hovering or focusing a card opens it. Cards keep their size whatever is open (the details and
 * the headline figure share one grid cell), so opening one never moves anything on the page.
 * Every card's details stay in the document for screen readers and readers without JavaScript.
 * On the prerendered page islands/wire-feature-explorer.ts does the same to `data-feature-card`.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { PUBLIC_ROUTES } from '@/common/routes.ts';
import { MarketingIcon, type MarketingIconName } from './marketing-icon.tsx';
import { PageSection } from './page-section.tsx';
import { SectionCta } from './section-cta.tsx';
import { SignUpButton } from './sign-up-button.tsx';
import styles from './feature-explorer.module.css';

interface ExplorerCard {
  icon: MarketingIconName;
  title: string;
  teaser: string;
  details: readonly string[];
  figure: string;
  figureLabel: string;
  href: string;
}

const CARDS: readonly ExplorerCard[] = [
  {
    icon: 'route',
    title: 'Learning Tracks',
    teaser: 'Expert-designed paths that take you from fundamentals to portfolio-ready capstones.',
    details: [
      'Data Engineering in 12-16 weeks with 8+ hands-on projects',
      'Three capstone projects you can walk an interviewer through',
      'Curriculum reviewed every week by senior industry mentors',
    ],
    figure: '3',
    figureLabel: 'career tracks',
    href: PUBLIC_ROUTES.trackDataEngineering,
  },
  {
    icon: 'terminal',
    title: 'Interactive Playgrounds',
    teaser: 'Cloud playgrounds with real data, right next to the lesson you are watching.',
    details: [
      'Python, SQL and Scala run instantly, nothing to install',
      'Realistic, messy datasets instead of ten-row toy tables',
      'Exercises inside every lesson, with progress tracked for you',
    ],
    figure: '15+',
    figureLabel: 'languages supported',
    href: PUBLIC_ROUTES.approachToolkit,
  },
  {
    icon: 'mic',
    title: 'Interview Practice',
    teaser: 'Unlimited adaptive AI mock interviews that get harder as you get better.',
    details: [
      'SQL, data modelling, pipeline design and behavioural rounds',
      'Instant, specific feedback and a score after every session',
      'Company-specific preparation for the loops you have booked',
    ],
    figure: 'Unlimited',
    figureLabel: 'AI mock interviews',
    href: PUBLIC_ROUTES.approachCopilot,
  },
  {
    icon: 'trendingUp',
    title: 'Career Acceleration',
    teaser: 'A copilot, a resume builder and mentors focused on one thing: your next offer.',
    details: [
      'AI resume optimization and role-fit analysis for each application',
      'Role recommendations, job matching and salary benchmarks',
      'Certificates, 1-on-1 mentor sessions and community access',
    ],
    figure: '10K+',
    figureLabel: 'careers accelerated',
    href: PUBLIC_ROUTES.approachMentors,
  },
];

export function FeatureExplorer() {
  const [activeIndex, setActiveIndex] = useState(0);

  return (
    <PageSection
      id="explorer-title"
      eyebrow="Everything in one place"
      title="One platform, from your first query to a signed offer"
      lead="Most people stitch together courses, a coding site, a resume template and a friend who will run a mock interview. Nyra puts all four on one plan, and they talk to each other."
    >
      <ul className={styles.cards}>
        {CARDS.map((card, index) => (
          <li
            key={card.title}
            className={styles.card}
            data-feature-card=""
            data-active={index === activeIndex}
            onMouseEnter={() => setActiveIndex(index)}
            onFocus={() => setActiveIndex(index)}
          >
            <div className={styles.cardTop}>
              <span className={styles.icon}>
                <MarketingIcon name={card.icon} size={24} />
              </span>
              <span className={styles.index} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className={styles.cardTitle}>
              <Link className={styles.cardLink} to={card.href}>
                {card.title}
              </Link>
            </h3>
            <p className={styles.teaser}>{card.teaser}</p>
            <div className={styles.reveal}>
              <p className={styles.figure}>
                <span className={styles.figureValue}>{card.figure}</span>
                <span className={styles.figureLabel}>{card.figureLabel}</span>
              </p>
              <ul className={styles.details}>
                {card.details.map((detail) => (
                  <li key={detail}>
                    <MarketingIcon name="check" size={16} className={styles.check} />
                    {detail}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>

      <SectionCta>
        <SignUpButton>Start Your Track</SignUpButton>
      </SectionCta>
    </PageSection>
  );
}
