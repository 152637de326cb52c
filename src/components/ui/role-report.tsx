/**
 * The short role report (issue 26), shared by the Resumes screen and the jobs board: the label
 * and score with one sentence why; the requirements the resume meets, each with the line that
 * proves it; the ones it misses, each once, with what to do (lessons and practice problems that
 * teach that skill, and a resume change); then the details on demand (a disclosure): how the
 * score was made and the analysis in words. Built by common/role-analysis/build-role-report.ts.
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buildRoleReport } from '@/common/role-analysis/build-role-report.ts';
import type { RoleAnalysis } from '@/common/role-analysis/role-analysis-schema.ts';
import { BULLET_PREFIX } from '@/common/resume/resume-schema.ts';
import styles from './role-report.module.css';

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) =>
      (line.startsWith(BULLET_PREFIX) ? line.slice(BULLET_PREFIX.length) : line).trim(),
    )
    .filter(Boolean);
}

function Prose({ title, text }: { title: string; text: string }) {
  const items = lines(text);
  if (items.length === 0) return null;
  return (
    <section className={styles.detailSection} aria-label={title}>
      <h4 className={styles.detailHeading}>{title}</h4>
      <ul className={styles.prose}>
        {items.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

function NiceToHave({ importance }: { importance: 'required' | 'preferred' }) {
  return importance === 'preferred' ? <span className={styles.tag}>Nice to have</span> : null;
}

export function RoleReport({ analysis }: { analysis: RoleAnalysis }) {
  const report = useMemo(() => buildRoleReport(analysis), [analysis]);
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.report}>
      <p className={styles.scoreRow}>
        <span className={styles.label} data-testid="match-label">
          {report.label}
        </span>
        <span className={styles.score} data-testid="match-score">
          {report.score} / 10
        </span>
      </p>
      <p className={styles.why} data-testid="match-why">
        {report.why}
      </p>

      <section className={styles.section} aria-label="Requirements met">
        <h3 className={styles.heading}>Requirements met ({report.met.length})</h3>
        {report.met.length === 0 ? (
          <p className={styles.muted}>None yet: the list below says where to start.</p>
        ) : (
          <ul className={styles.list}>
            {report.met.map((item) => (
              <li key={item.key} className={styles.item} data-kind={item.kind}>
                <span className={styles.name}>
                  <span className={styles.metMark} aria-hidden="true">
                    ✓
                  </span>{' '}
                  {item.name} <NiceToHave importance={item.importance} />
                </span>
                <span className={styles.proof}>
                  “{item.line}” <span className={styles.source}>— {item.source}</span>
                </span>
                {item.advice && <span className={styles.advice}>{item.advice}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-label="Requirements missing">
        <h3 className={styles.heading}>Missing ({report.missing.length})</h3>
        {report.missing.length === 0 ? (
          <p className={styles.muted}>Nothing this description asks for is missing.</p>
        ) : (
          <ul className={styles.list}>
            {report.missing.map((item) => (
              <li key={item.key} className={styles.item} data-kind={item.kind}>
                <span className={styles.name}>
                  <span className={styles.missingMark} aria-hidden="true">
                    ✗
                  </span>{' '}
                  {item.name} <NiceToHave importance={item.importance} />
                </span>
                {item.links.length > 0 && (
                  <span className={styles.todo}>
                    Learn it:{' '}
                    {item.links.map((link, index) => (
                      <span key={link.href}>
                        {index > 0 ? ', ' : ''}
                        <Link to={link.href}>{link.title}</Link>{' '}
                        <span className={styles.source}>
                          ({link.kind === 'lesson' ? 'lesson' : 'practice'})
                        </span>
                      </span>
                    ))}
                  </span>
                )}
                <span className={styles.advice}>{item.resumeChange}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <details
        className={styles.details}
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className={styles.summary}>Details: how the score was made</summary>
        {open && (
          <div className={styles.detailsBody}>
            <section className={styles.detailSection} aria-label="Score breakdown">
              <h4 className={styles.detailHeading}>Score breakdown</h4>
              <ul className={styles.breakdown}>
                {analysis.components.map((part) => (
                  <li key={part.name}>
                    <strong>{part.name}</strong>{' '}
                    <span className={styles.source}>
                      {Math.round(part.weight * 100)}% of the score, {Math.round(part.earned * 100)}
                      % earned
                    </span>
                    <br />
                    {part.detail}
                  </li>
                ))}
              </ul>
            </section>
            <Prose title="Strengths" text={analysis.strengths} />
            <Prose title="Weaknesses" text={analysis.weaknesses} />
            <Prose title="Recommendations" text={analysis.recommendations} />
          </div>
        )}
      </details>
    </div>
  );
}
