/**
 * The role analysis in the resume editor (product.md#resumes, issue 26): the role's title, the
 * short report (src/components/ui/role-report.tsx: label and score with why, requirements met
 * with their line, each missing one once with what to do, details on demand), and the cover
 * letter when the learner asked for one. Reads the analysis kept on this device with its role,
 * so it shows offline, and reopens from the Resumes screen's list of the resume's roles.
 */
import { RoleReport } from '@/src/components/ui/role-report.tsx';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { syncOwner } from '@/src/lib/sync/sync-owner.ts';
import { useRoleAnalysis } from '../hooks/use-role-analysis.ts';
import styles from './role-flow.module.css';

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
  return (
    <aside className={styles.panel} aria-labelledby="role-analysis-heading">
      <h2 className={styles.heading} id="role-analysis-heading">
        Role analysis
      </h2>
      <p className={styles.roleTitle}>{row.title}</p>
      {row.computedOn === 'device' && (
        <p className={styles.hint}>Analysed on this device while offline.</p>
      )}
      <RoleReport analysis={analysis} />
      {coverLetter && (
        <section className={styles.section} aria-label="Cover letter">
          <h3 className={styles.subheading}>Cover letter</h3>
          <div className={styles.letter}>{analysis.cover_letter}</div>
        </section>
      )}
    </aside>
  );
}
