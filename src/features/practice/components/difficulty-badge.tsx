import type { ProblemDifficulty } from '@/common/practice/problem-schema.ts';
import styles from './difficulty-badge.module.css';

export function DifficultyBadge({ difficulty }: { difficulty: ProblemDifficulty }) {
  return (
    <span className={`${styles.badge} ${styles[difficulty.toLowerCase()]}`}>{difficulty}</span>
  );
}
