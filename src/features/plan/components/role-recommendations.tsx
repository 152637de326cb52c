/** The 3 roles that fit best: fit score, the evidence behind it and what would raise it most. */
import type { RoleRecommendation } from '@/common/plan/plan-result.ts';
import { Button } from '@/src/components/ui/button.tsx';
import styles from './plan-page.module.css';

interface RoleRecommendationsProps {
  recommendations: readonly RoleRecommendation[];
  /** The profile the plan aims at now, if any (its card says so instead of offering it). */
  currentId: string | null;
  onChoose: (recommendation: RoleRecommendation) => void;
}

export function RoleRecommendations({
  recommendations,
  currentId,
  onChoose,
}: RoleRecommendationsProps) {
  return (
    <ul className={styles.cards} aria-label="Recommended roles">
      {recommendations.map((role) => (
        <li key={role.profileId} className={styles.card}>
          <h3 className={styles.cardTitle}>{role.title}</h3>
          <p className={styles.fit}>
            <strong>{role.fit} %</strong> fit
          </p>
          <p className={styles.reason}>{role.reason}</p>
          {role.evidence.length > 0 && (
            <ul className={styles.evidence} aria-label={`Evidence for ${role.title}`}>
              {role.evidence.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {role.raise.length > 0 && (
            <p className={styles.meta}>
              Would raise it most:{' '}
              {role.raise.map((skill) => `${skill.name} (+${skill.points})`).join(', ')}
            </p>
          )}
          {currentId === role.profileId ? (
            <p className={styles.meta}>
              <strong>Your target</strong>
            </p>
          ) : (
            <Button type="button" variant="secondary" size="small" onClick={() => onChoose(role)}>
              Choose {role.title}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
