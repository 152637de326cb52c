/**
 * TEMPORARY shell of the editor view for the "Edit for Role" flow (issue 14): a heading, Back
 * (→ the list, which clears the analysis) and the analysis panel. The resume editor (built on
 * another branch) replaces this at merge and takes the panel as its `aside`.
 */
import { Button } from '../../../components/ui/button.tsx';
import { useResumeViewStore } from '../stores/resume-view-store.ts';
import { RoleAnalysisPanel } from './role-analysis-panel.tsx';
import styles from './role-flow.module.css';

export function RoleAnalysisView({
  resumeId,
  roleId,
  coverLetter,
}: {
  resumeId: string;
  roleId: string;
  coverLetter: boolean;
}) {
  const showList = useResumeViewStore((state) => state.showList);
  return (
    <div className={styles.view}>
      <div className={styles.viewHeader}>
        <h2 className={styles.heading}>Edit for Role</h2>
        <Button variant="secondary" onClick={showList}>
          Back
        </Button>
      </div>
      <RoleAnalysisPanel resumeId={resumeId} roleId={roleId} coverLetter={coverLetter} />
    </div>
  );
}
