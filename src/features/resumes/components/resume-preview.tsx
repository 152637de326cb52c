/**
 * The selected resume as parsed: contact details, summary, experience, education, skills,
 * projects and certifications, or
 * its processing / failed state. Read-only here; editing is the editor's issue.
 */
import { formatResumeDate } from '@/common/resume/dates/format-resume-date.ts';
import { formatResumeDateRange } from '@/common/resume/dates/format-resume-date-range.ts';
import type { ResumeDetails, ResumeListItem } from '@/common/resume/resume-schema.ts';
import styles from './resumes-page.module.css';

function Bullets({ text }: { text: string }) {
  const lines = text.split('\n').filter((line) => line.trim());
  if (lines.length === 0) return null;
  return (
    <ul className={styles.bullets}>
      {lines.map((line, index) => (
        <li key={index}>{line.replace(/^•\s*/, '')}</li>
      ))}
    </ul>
  );
}

/** A link the learner wrote (a project, a verify page): opened in a new tab, only if it is a web address. */
function ExternalLink({ url }: { url: string }) {
  if (!/^https?:\/\//i.test(url)) return <p className={styles.entryMeta}>{url}</p>;
  return (
    <p className={styles.entryMeta}>
      <a href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </a>
    </p>
  );
}

interface ResumePreviewProps {
  item: ResumeListItem;
  details: ResumeDetails | null;
  error: string | null;
}

export function ResumePreview({ item, details, error }: ResumePreviewProps) {
  const status = details?.status ?? item.status;
  if (status === 'processing') {
    return (
      <section className={styles.preview} aria-label="Resume preview" aria-busy="true">
        <h2 className={styles.previewName}>{item.resume_name}</h2>
        <p className={styles.stateNote} role="status">
          Reading your resume… it will be ready in a few seconds.
        </p>
      </section>
    );
  }
  if (status === 'failed') {
    return (
      <section className={styles.preview} aria-label="Resume preview">
        <h2 className={styles.previewName}>{item.resume_name}</h2>
        <p className={styles.failure} role="alert">
          {details?.failure_reason ?? 'This resume could not be read.'}
        </p>
      </section>
    );
  }
  if (!details) {
    return (
      <section className={styles.preview} aria-label="Resume preview">
        <h2 className={styles.previewName}>{item.learner_name || item.resume_name}</h2>
        <p className={styles.stateNote}>{error ?? 'Loading the details…'}</p>
      </section>
    );
  }
  const contact = [
    details.learner_email,
    details.learner_phone,
    [details.city, details.country].filter(Boolean).join(', '),
  ].filter(Boolean);
  return (
    <article className={styles.preview} aria-label="Resume preview">
      <header className={styles.previewHeader}>
        <h2 className={styles.previewName}>{details.learner_name || details.resume_name}</h2>
        {details.role && <p className={styles.previewRole}>{details.role}</p>}
        {contact.length > 0 && <p className={styles.previewContact}>{contact.join(' · ')}</p>}
        {(details.learner_github || details.learner_linkedin) && (
          <p className={styles.previewContact}>
            {[details.learner_github, details.learner_linkedin].filter(Boolean).map((url) => (
              <a key={url} href={url} target="_blank" rel="noreferrer noopener">
                {url.replace(/^https:\/\/(www\.)?/, '')}
              </a>
            ))}
          </p>
        )}
      </header>
      {details.summary && (
        <section>
          <h3 className={styles.sectionTitle}>Summary</h3>
          <Bullets text={details.summary} />
        </section>
      )}
      {details.employment_history.length > 0 && (
        <section>
          <h3 className={styles.sectionTitle}>Experience</h3>
          {details.employment_history.map((job) => (
            <div key={job.id} className={styles.entry}>
              <p className={styles.entryTitle}>
                {[job.title, job.company_name].filter(Boolean).join(' · ')}
              </p>
              <p className={styles.entryMeta}>
                {[formatResumeDateRange(job.start_date, job.end_date), job.location]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <Bullets text={job.description} />
            </div>
          ))}
        </section>
      )}
      {details.education_history.length > 0 && (
        <section>
          <h3 className={styles.sectionTitle}>Education</h3>
          {details.education_history.map((school) => (
            <div key={school.id} className={styles.entry}>
              <p className={styles.entryTitle}>
                {[school.degree, school.field_of_study].filter(Boolean).join(', ')}
              </p>
              <p className={styles.entryMeta}>
                {[school.school_name, formatResumeDateRange(school.start_date, school.end_date)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <Bullets text={school.description} />
            </div>
          ))}
        </section>
      )}
      {details.skills.length > 0 && (
        <section>
          <h3 className={styles.sectionTitle}>Skills</h3>
          <ul className={styles.skills}>
            {details.skills.map((skill) => (
              <li key={skill.id}>
                {skill.skill_name}
                {skill.skill_level && (
                  <span className={styles.skillLevel}> · {skill.skill_level}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {details.projects.length > 0 && (
        <section>
          <h3 className={styles.sectionTitle}>Projects</h3>
          {details.projects.map((project) => (
            <div key={project.id} className={styles.entry}>
              <p className={styles.entryTitle}>{project.project_name}</p>
              <p className={styles.entryMeta}>
                {[formatResumeDateRange(project.start_date, project.end_date), project.keywords]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {project.url && <ExternalLink url={project.url} />}
              <Bullets text={project.description} />
            </div>
          ))}
        </section>
      )}
      {details.certifications.length > 0 && (
        <section>
          <h3 className={styles.sectionTitle}>Certifications</h3>
          {details.certifications.map((certification) => (
            <div key={certification.id} className={styles.entry}>
              <p className={styles.entryTitle}>{certification.certification_name}</p>
              <p className={styles.entryMeta}>
                {[certification.issuer, formatResumeDate(certification.issue_date)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {certification.url && <ExternalLink url={certification.url} />}
            </div>
          ))}
        </section>
      )}
    </article>
  );
}
