/** Every skill of the target with its strength and evidence, strongest evidence first. */
import type { SkillAssessment } from '@/common/plan/plan-result.ts';
import { ProgressBar } from '@/src/components/ui/progress-bar.tsx';
import styles from './plan-page.module.css';

const STATUS_LABELS: Record<SkillAssessment['status'], string> = {
  proven: 'Proven',
  shown: 'Shown, not proven',
  missing: 'Missing',
};
const SHOWN_EVIDENCE = 2;

export function SkillMap({ skills }: { skills: readonly SkillAssessment[] }) {
  return (
    <ul className={styles.skills} aria-label="Skill map">
      {skills.map((skill) => (
        <li key={skill.skillId} className={styles.skill} data-status={skill.status}>
          <div className={styles.skillHead}>
            <span className={styles.skillName}>{skill.name}</span>
            <span className={styles.meta}>
              {skill.importance === 'required' ? 'Required' : 'Preferred'} ·{' '}
              <strong>{STATUS_LABELS[skill.status]}</strong>
            </span>
          </div>
          <ProgressBar
            value={skill.strength}
            label={`${skill.name} strength`}
            valueText={`${Math.round(skill.strength * 100)} %, ${STATUS_LABELS[skill.status]}`}
            size="small"
            tone={skill.status === 'proven' ? 'success' : 'primary'}
          />
          {skill.evidence.length === 0 ? (
            <p className={styles.reason}>No evidence yet.</p>
          ) : (
            <ul className={styles.evidence}>
              {skill.evidence.slice(0, SHOWN_EVIDENCE).map((item) => (
                <li key={item.label}>{item.label}</li>
              ))}
              {skill.evidence.length > SHOWN_EVIDENCE && (
                <li className={styles.meta}>and {skill.evidence.length - SHOWN_EVIDENCE} more</li>
              )}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
