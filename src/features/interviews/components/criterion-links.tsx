/** Rubric criteria by label, each with links to the lessons and problems that train it. */
import type { InterviewTopic } from '@/common/interviews/interview-content-schema.ts';
import { trainingLinks } from '../logic/training-links.ts';
import styles from './interviews-page.module.css';

export function CriterionLinks({
  topic,
  ids,
  withLinks,
}: {
  topic: InterviewTopic;
  ids: string[];
  withLinks: boolean;
}) {
  if (ids.length === 0) return <p className={styles.meta}>None yet.</p>;
  return (
    <ul className={styles.criteria}>
      {ids.map((id) => {
        const criterion = topic.criteria.find((c) => c.id === id);
        if (!criterion) return null;
        return (
          <li key={id}>
            {criterion.label}
            {withLinks && (
              <ul className={styles.links}>
                {trainingLinks(criterion).map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
