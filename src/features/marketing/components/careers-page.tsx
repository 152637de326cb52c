/**
 * Careers (product.md#careers): three open roles, each with "Apply Now" (a prefilled mail draft naming
 * the role) and a general "Get in Touch" draft. Mail drafts are plain mailto links, so they work
 * without JavaScript and never call our server.
 */
import { buttonClassName } from '@/src/components/ui/button.tsx';
import { buildCareersMailDraft } from '../logic/build-careers-mail-draft.ts';
import { JOB_ROLES } from '../copy/job-roles.ts';
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta.ts';
import { CheckList } from './check-list.tsx';
import { InfoCard } from './info-card.tsx';
import { MarketingIcon } from './marketing-icon.tsx';
import { PageHero } from './page-hero.tsx';
import { PageSection } from './page-section.tsx';
import styles from './careers-page.module.css';

export const careersPageMeta: PageMeta = {
  title: 'Careers at Nyra: engineering roles, remote or San Francisco',
  description:
    'Join Nyra to help people build careers in data, AI and analytics engineering. Open roles: Full Stack Engineer, Site Reliability Engineer and AI Engineer.',
};

const PERKS = [
  'Competitive salary and meaningful equity',
  'Medical, dental and vision cover for you and your dependants',
  'A $2,000 yearly learning budget, plus free Nyra for friends and family',
  'Home-office setup of your choice',
  'Flexible hours across time zones, with a shared core of four hours',
  'A week-long team offsite every year',
];

function roleHeadingId(title: string): string {
  return `role-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

export function CareersPage() {
  usePageMeta(careersPageMeta);
  return (
    <>
      <PageHero
        badge="Careers at Nyra"
        badgeIcon="rocket"
        title="Help a million people build careers in data"
        lead="We are a small, senior team building the platform we wish we'd had when we broke into data engineering. If you like shipping weekly and seeing learners land jobs because of your work, you'll fit right in."
        actions={
          <a className={buttonClassName({ size: 'large' })} href="#open-roles">
            See open roles
          </a>
        }
      />

      <PageSection
        id="values-title"
        eyebrow="How we work"
        title="Small team, real ownership"
        lead="Everyone here owns outcomes, not tickets, and we measure ourselves by our learners' offers."
      >
        <div className={styles.values}>
          <InfoCard icon="target" title="Learners first">
            <p>
              Every decision starts with one question: does this get someone closer to the job they
              want? We talk to learners every week.
            </p>
          </InfoCard>
          <InfoCard icon="bolt" title="Ship, then polish">
            <p>
              Small changes, shipped weekly behind good tests. We value a working release on Friday
              over a perfect plan on Monday.
            </p>
          </InfoCard>
          <InfoCard icon="globe" title="Remote by default">
            <p>
              Work from anywhere within four hours of Pacific time, or from our San Francisco
              studio. Writing is how we think together.
            </p>
          </InfoCard>
        </div>
      </PageSection>

      <section id="open-roles" className={styles.roles} aria-labelledby="roles-title">
        <div className="container">
          <h2 id="roles-title" className={styles.rolesTitle}>
            Open roles
          </h2>
          <ul className={styles.roleList}>
            {JOB_ROLES.map((role) => (
              <li key={role.title}>
                <article className={styles.role} aria-labelledby={roleHeadingId(role.title)}>
                  <div className={styles.roleHeader}>
                    <div>
                      <h3 id={roleHeadingId(role.title)} className={styles.roleTitle}>
                        {role.title}
                      </h3>
                      <p className={styles.roleSubtitle}>{role.subtitle}</p>
                    </div>
                    <ul className={styles.meta} aria-label="Role details">
                      <li>
                        <MarketingIcon name="briefcase" size={16} />
                        {role.type}
                      </li>
                      <li>
                        <MarketingIcon name="mapPin" size={16} />
                        {role.location}
                      </li>
                    </ul>
                  </div>
                  <p className={styles.description}>{role.description}</p>
                  <ul className={styles.skills} aria-label={`Skills for ${role.title}`}>
                    {role.skills.map((skill) => (
                      <li key={skill}>{skill}</li>
                    ))}
                  </ul>
                  <a
                    className={buttonClassName({})}
                    href={buildCareersMailDraft(role)}
                    aria-label={`Apply Now for ${role.title}`}
                  >
                    Apply Now
                  </a>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageSection
        id="perks-title"
        tone="raised"
        eyebrow="Benefits"
        title="We take care of our team"
      >
        <div className={styles.perks}>
          <CheckList items={PERKS} columns={2} />
        </div>
      </PageSection>

      <section className={styles.contact} aria-labelledby="general-title">
        <div className={`container ${styles.contactInner}`}>
          <div>
            <h2 id="general-title" className={styles.contactTitle}>
              Don&apos;t see your role?
            </h2>
            <p className={styles.contactText}>
              We hire for talent and curiosity, not just job titles. Tell us what you would build at
              Nyra and we will keep you in mind as the team grows.
            </p>
          </div>
          <a
            className={buttonClassName({ variant: 'secondary', size: 'large' })}
            href={buildCareersMailDraft()}
          >
            <MarketingIcon name="mail" size={20} />
            Get in Touch
          </a>
        </div>
      </section>
    </>
  );
}
