/**
 * One mentor (product.md#entities): initials, name, title and company, experience, specialty, highlights.
 */
import type { Mentor } from '../copy/mentors.ts';
import { MarketingIcon } from './marketing-icon.tsx';
import styles from './mentor-card.module.css';

export function MentorCard({ mentor }: { mentor: Mentor }) {
  return (
    <article className={styles.card} aria-label={mentor.name}>
      <div className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {mentor.initials}
        </span>
        <div>
          <h3 className={styles.name}>{mentor.name}</h3>
          <p className={styles.role}>
            {mentor.title}
            <span className={styles.company}>{mentor.company}</span>
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Experience</dt>
          <dd>{mentor.yearsOfExperience} years</dd>
        </div>
        <div>
          <dt>Specialty</dt>
          <dd>{mentor.specialty}</dd>
        </div>
      </dl>
      <ul className={styles.highlights}>
        {mentor.highlights.map((highlight) => (
          <li key={highlight}>
            <MarketingIcon name="check" size={16} className={styles.check} />
            {highlight}
          </li>
        ))}
      </ul>
    </article>
  );
}
