/**
 * The role analysis beside the resume editor (product.md 2.15): the match label and score,
 * how the score was made, each skill the role asks for with the resume line that proves it or,
 * when missing, the lessons and practice problems that teach it; strengths, weaknesses and
 * recommendations; and the cover letter when the learner asked for one. Reads the analysis kept
 * on this device, so it shows offline too.
 */
import { Link } from 'react-router';
import { BULLET_PREFIX } from '../../../../common/resume/resume-schema.ts';
import type { SkillFinding } from '../../../../common/role-analysis/role-analysis-schema.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { syncOwner } from '../../../lib/sync/sync-owner.ts';
import { useRoleAnalysis } from '../hooks/use-role-analysis.ts';
import styles from './role-flow.module.css';

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) =>
      (line.startsWith(BULLET_PREFIX) ? line.slice(BULLET_PREFIX.length) : line).trim(),
    )
    .filter(Boolean);
}

function SkillItem({ skill }: { skill: SkillFinding }) {
  return (
    <li className={styles.skill} data-found={skill.found}>
      <span className={skill.found ? styles.found : styles.missing}>
        {skill.found ? 'Found' : 'Missing'}
      </span>{' '}
      <strong>{skill.name}</strong>
      {skill.evidence ? (
        <p className={styles.evidence}>
          “{skill.evidence.line}” <span className={styles.source}>— {skill.evidence.source}</span>
        </p>
      ) : (
        <p className={styles.evidence}>
          Learn it:{' '}
          {[...skill.lessons, ...skill.problems].map((link, index) => (
            <span key={link.href}>
              {index > 0 ? ', ' : ''}
              <Link to={link.href}>{link.title}</Link>
              {index < skill.lessons.length ? ' (lesson)' : ' (practice)'}
            </span>
          ))}
        </p>
      )}
    </li>
  );
}

function BulletSection({ title, text }: { title: string; text: string }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.subheading}>{title}</h3>
      <ul className={styles.bullets}>
        {lines(text).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

export function RoleAnalysisPanel({
  resumeId,
  roleId,
  coverLetter,
}: {
  resumeId: string;
  roleId: string;
  coverLetter: boolean;
}) {
  const session = useSessionStore((state) => state.session);
  const owner = session ? syncOwner(session) : '';
  const row = useRoleAnalysis(owner, roleId);

  if (row === undefined) {
    return (
      <aside className={styles.panel} aria-label="Role analysis">
        <p role="status">Loading the analysis…</p>
      </aside>
    );
  }
  if (row === null || row.resumeId !== resumeId) {
    return (
      <aside className={styles.panel} aria-label="Role analysis">
        <p>There is no analysis for this role on this device.</p>
      </aside>
    );
  }
  const { analysis } = row;
  const required = analysis.skills.filter((s) => s.importance === 'required');
  const preferred = analysis.skills.filter((s) => s.importance === 'preferred');
  return (
    <aside className={styles.panel} aria-label="Role analysis">
      <h2 className={styles.heading}>Role analysis</h2>
      <p className={styles.roleTitle}>{row.title}</p>
      <div className={styles.scoreRow}>
        <span className={styles.label} data-testid="match-label">
          {analysis.match_label}
        </span>
        <span className={styles.score}>{analysis.match_score} / 10</span>
      </div>
      {row.computedOn === 'device' && (
        <p className={styles.hint}>Analysed on this device while offline.</p>
      )}
      <section className={styles.section} aria-label="Score breakdown">
        <h3 className={styles.subheading}>Score breakdown</h3>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Weight</th>
              <th scope="col">Earned</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {analysis.components.map((part) => (
              <tr key={part.name}>
                <th scope="row">{part.name}</th>
                <td>{Math.round(part.weight * 100)}%</td>
                <td>{Math.round(part.earned * 100)}%</td>
                <td>{part.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {required.length > 0 && (
        <section className={styles.section} aria-label="Required skills">
          <h3 className={styles.subheading}>Required skills</h3>
          <ul className={styles.skills}>
            {required.map((skill) => (
              <SkillItem key={skill.skill_id} skill={skill} />
            ))}
          </ul>
        </section>
      )}
      {preferred.length > 0 && (
        <section className={styles.section} aria-label="Nice-to-have skills">
          <h3 className={styles.subheading}>Nice-to-have skills</h3>
          <ul className={styles.skills}>
            {preferred.map((skill) => (
              <SkillItem key={skill.skill_id} skill={skill} />
            ))}
          </ul>
        </section>
      )}
      <BulletSection title="Strengths" text={analysis.strengths} />
      <BulletSection title="Weaknesses" text={analysis.weaknesses} />
      <BulletSection title="Recommendations" text={analysis.recommendations} />
      {coverLetter && (
        <section className={styles.section} aria-label="Cover letter">
          <h3 className={styles.subheading}>Cover letter</h3>
          <div className={styles.letter}>{analysis.cover_letter}</div>
        </section>
      )}
    </aside>
  );
}
