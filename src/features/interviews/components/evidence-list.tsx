/** The evidence behind a score, and the gap between the self-rating and that evidence. */
import type { InterviewScore } from '@/common/interviews/score-interview.ts';
import styles from './interviews-page.module.css';

export function EvidenceList({ result }: { result: InterviewScore }) {
  return (
    <div className={styles.evidence}>
      <h4 className={styles.smallTitle}>Evidence</h4>
      <ul data-testid="score-evidence">
        {result.evidence.map((item) => (
          <li key={item.id} className={styles[`tone-${item.tone}`]}>
            <strong>{item.label}:</strong> {item.detail}
          </li>
        ))}
      </ul>
      <p data-testid="score-gap">
        Self-rating {result.selfScore} vs evidence {result.evidenceScore}. {result.gapMessage}
      </p>
    </div>
  );
}
