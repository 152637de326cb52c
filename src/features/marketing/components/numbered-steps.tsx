/** An ordered process shown as numbered steps (the copilot journey, the mentors' review cycle). */
import { MarketingIcon, type MarketingIconName } from './marketing-icon.tsx';
import styles from './numbered-steps.module.css';

export interface Step {
  icon: MarketingIconName;
  title: string;
  text: string;
}

export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <div className={styles.marker}>
            <span className={styles.icon}>
              <MarketingIcon name={step.icon} size={22} />
            </span>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          </div>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
