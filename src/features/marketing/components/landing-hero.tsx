/**
 * Landing hero (product.md#landing): the promise, "Start upskilling for free" (a full page load to
 * /auth/register) and the three pillars Practise, Perfect, Polish. The product preview on the
 * right is decorative HTML and CSS (no image to download, nothing to shift).
 */
import { Link } from 'react-router';
import { PUBLIC_ROUTES } from '@/common/routes.ts';
import { buttonClassName } from '@/src/components/ui/button.tsx';
import { MarketingIcon, type MarketingIconName } from './marketing-icon.tsx';
import { SignUpButton } from './sign-up-button.tsx';
import styles from './landing-hero.module.css';

const PILLARS: ReadonlyArray<{ icon: MarketingIconName; title: string; text: string }> = [
  {
    icon: 'terminal',
    title: 'Practise',
    text: 'Write SQL, Python and Spark against realistic, messy datasets in a cloud playground that runs in your browser.',
  },
  {
    icon: 'target',
    title: 'Perfect',
    text: 'Rehearse with unlimited adaptive AI mock interviews on SQL, pipeline design and behavioural rounds, scored every time.',
  },
  {
    icon: 'sparkles',
    title: 'Polish',
    text: 'Turn finished projects into a role-tailored resume that clears the screen and lands in front of hiring managers.',
  },
];

type Token = readonly ['kw' | 'fn' | 'str' | 'num' | 'txt', string];

/** The preview's SQL, tokenised for highlighting. */
const PREVIEW_SQL: ReadonlyArray<readonly Token[]> = [
  [
    ['kw', 'WITH'],
    ['txt', ' orders '],
    ['kw', 'AS'],
    ['txt', ' ('],
  ],
  [
    ['txt', '  '],
    ['kw', 'SELECT'],
    ['txt', ' customer_id, order_ts, amount'],
  ],
  [
    ['txt', '  '],
    ['kw', 'FROM'],
    ['txt', ' raw.orders'],
  ],
  [
    ['txt', '  '],
    ['kw', 'WHERE'],
    ['txt', ' order_ts >= '],
    ['kw', 'CURRENT_DATE'],
    ['txt', ' - '],
    ['num', '30'],
  ],
  [['txt', ')']],
  [
    ['kw', 'SELECT'],
    ['txt', ' '],
    ['fn', 'DATE_TRUNC'],
    ['txt', '('],
    ['str', "'day'"],
    ['txt', ', order_ts) '],
    ['kw', 'AS'],
    ['txt', ' day,'],
  ],
  [
    ['txt', '       '],
    ['fn', 'SUM'],
    ['txt', '(amount) '],
    ['kw', 'AS'],
    ['txt', ' revenue'],
  ],
  [
    ['kw', 'FROM'],
    ['txt', ' orders '],
    ['kw', 'GROUP BY'],
    ['txt', ' '],
    ['num', '1'],
    ['txt', ';'],
  ],
];

function HeroPreview() {
  return (
    <div className={styles.preview} aria-hidden="true">
      <div className={styles.window}>
        <div className={styles.windowBar}>
          <span className={styles.dots}>
            <i />
            <i />
            <i />
          </span>
          <span className={styles.fileName}>daily_revenue.sql</span>
        </div>
        <pre className={styles.code}>
          {PREVIEW_SQL.map((line, lineIndex) => (
            <span key={lineIndex} className={styles.line}>
              {line.map(([kind, text], index) =>
                kind === 'txt' ? (
                  text
                ) : (
                  <span key={index} className={styles[kind]}>
                    {text}
                  </span>
                ),
              )}
              {'\n'}
            </span>
          ))}
        </pre>
        <div className={styles.statusBar}>
          <span className={styles.ok}>● Passed all 4 checks</span>
          <span>30 rows · 0.42 s</span>
        </div>
      </div>
      <div className={styles.scoreCard}>
        <span className={styles.scoreLabel}>Mock interview · SQL</span>
        <span className={styles.score}>
          86<small>/100</small>
        </span>
        <span className={styles.meter}>
          <span />
        </span>
        <span className={styles.scoreHint}>Strong on window functions</span>
      </div>
      <div className={styles.nextCard}>
        <span className={styles.nextLabel}>Next up</span>
        Slowly changing dimensions
      </div>
    </div>
  );
}

export function LandingHero() {
  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.eyebrow}>
            <span className={styles.eyebrowDot} />
            Data · AI · Analytics engineering
          </p>
          <h1 id="landing-title" className={styles.title}>
            Build real data skills.{' '}
            <span className={styles.highlight}>Land the role you want.</span>
          </h1>
          <p className={styles.lead}>
            Nyra pairs expert-led tracks and real datasets with an AI career copilot, adaptive mock
            interviews and resume tools, so every hour you put in moves you closer to an offer.
          </p>
          <div className={styles.actions}>
            <SignUpButton>Start upskilling for free</SignUpButton>
            <Link
              className={buttonClassName({ variant: 'secondary', size: 'large' })}
              to={PUBLIC_ROUTES.trackDataEngineering}
            >
              Explore the tracks
            </Link>
          </div>
          <p className={styles.assurance}>30-day free trial · No setup fees · Cancel anytime</p>
        </div>
        <HeroPreview />
      </div>
      <div className="container">
        <ul className={styles.pillars}>
          {PILLARS.map((pillar) => (
            <li key={pillar.title} className={styles.pillar}>
              <span className={styles.pillarIcon}>
                <MarketingIcon name={pillar.icon} size={22} />
              </span>
              <div>
                <h2 className={styles.pillarTitle}>{pillar.title}</h2>
                <p className={styles.pillarText}>{pillar.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
