/**
 * The roles this resume was analysed against (issue 26), on the Resumes screen: each with its
 * label, score and date, and "Open analysis", which opens the editor with that role's analysis
 * as it was kept (Back clears it from the editor again, product.md#flows; the analysis stays here).
 * Read from this device, so it works offline; online, roles analysed elsewhere are fetched in.
 */
import { useEffect } from 'react';
import type { RoleAnalysisRow } from '@/common/role-analysis/role-rows-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { useOnlineStatus } from '@/src/lib/use-online-status.ts';
import { useResumeRoles } from '../hooks/use-resume-roles.ts';
import { refreshResumeRoles } from '../storage/refresh-resume-roles.ts';
import styles from './resumes-page.module.css';

function dateLabel(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

export function ResumeRolesList({
  owner,
  resumeId,
  canOpen,
  onOpen,
}: {
  owner: string;
  resumeId: string;
  /** False while the resume cannot be opened in the editor (not read yet, not on the device). */
  canOpen: boolean;
  onOpen: (row: RoleAnalysisRow) => void;
}) {
  const roles = useResumeRoles(owner, resumeId);
  const online = useOnlineStatus();
  // Online, roles analysed on another device (or before a sign-out) join the list; the device's
  // copies are what it shows, so a failure here only leaves the list as it is.
  useEffect(() => {
    if (!online || !owner) return;
    refreshResumeRoles(owner, resumeId).catch((error: unknown) =>
      console.warn('The roles of this resume could not be refreshed.', error),
    );
  }, [online, owner, resumeId]);
  if (!roles || roles.length === 0) return null;
  return (
    <section className={styles.roles} aria-labelledby="resume-roles-heading">
      <h2 id="resume-roles-heading" className={styles.rolesHeading}>
        Role analyses
      </h2>
      <ul className={styles.rolesList}>
        {roles.map((row) => (
          <li key={row.roleId} className={styles.roleItem}>
            <span className={styles.roleText}>
              <span className={styles.roleName}>{row.title}</span>
              <span className={styles.cardMeta}>
                {row.analysis.match_label} · {row.analysis.match_score} / 10 ·{' '}
                {dateLabel(row.savedAt)}
              </span>
            </span>
            <Button
              size="small"
              variant="secondary"
              disabled={!canOpen}
              aria-label={`Open analysis: ${row.title}`}
              onClick={() => onOpen(row)}
            >
              Open analysis
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
