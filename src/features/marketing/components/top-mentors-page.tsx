/**
 * Expert-led content and mentors page (product.md#purpose, #feature-pages): Back button; hero with the figures 50+
 * experts, 15+ top companies and weekly updates; the four-step review process; six mentor cards;
 * what mentors do; recent curriculum updates; closing call to action. "Access Expert Content"
 * loads /auth/register; "Meet Our Mentors", "Explore All Mentors" and "Schedule a Demo" have no
 * action.
 */
import { Button } from '@/src/components/ui/button.tsx';
import { MENTORS } from '../copy/mentors.ts';
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta.ts';
import { ClosingCta } from './closing-cta.tsx';
import { InfoCard } from './info-card.tsx';
import { MentorCard } from './mentor-card.tsx';
import { NumberedSteps, type Step } from './numbered-steps.tsx';
import { PageHero } from './page-hero.tsx';
import { PageSection } from './page-section.tsx';
import { SignUpButton } from './sign-up-button.tsx';
import styles from './feature-page.module.css';

export const topMentorsPageMeta: PageMeta = {
  title: 'Expert-led content from senior data mentors | Nyra',
  description:
    'A curriculum created and reviewed every week by 50+ senior data, AI and analytics engineers from 15+ top companies, plus 1-on-1 mentor sessions and code reviews.',
};

const PROCESS: readonly Step[] = [
  {
    icon: 'eye',
    title: 'Industry monitoring',
    text: 'Mentors track tool releases, job descriptions and the questions interview panels are asking this quarter.',
  },
  {
    icon: 'users',
    title: 'Weekly reviews',
    text: 'Every week, a panel reviews lessons and labs against what their own teams are doing in production.',
  },
  {
    icon: 'rocket',
    title: 'Rapid deployment',
    text: 'Approved changes ship to every learner within days: new labs, updated code and fresh interview cases.',
  },
  {
    icon: 'refresh',
    title: 'Continuous feedback',
    text: 'Learner ratings, mock interview results and hiring outcomes feed straight into the next review.',
  },
];

const UPDATES: ReadonlyArray<{ tag: string; text: string }> = [
  { tag: 'New lab', text: 'Table maintenance in Apache Iceberg: compaction, snapshots and expiry' },
  { tag: 'Updated', text: 'Airflow DAG authoring patterns rewritten for the latest release' },
  {
    tag: 'New case',
    text: 'Interview case study: design a change-data-capture pipeline for payments',
  },
  { tag: 'Updated', text: 'dbt incremental models: microbatch strategy and late-arriving data' },
];

export function TopMentorsPage() {
  usePageMeta(topMentorsPageMeta);
  return (
    <>
      <PageHero
        showBack
        badge="Expert-Led Content"
        badgeIcon="graduation"
        title="Learn from the engineers who hire data engineers"
        lead="Our curriculum is created and reviewed every week by senior mentors from leading tech companies, so what you learn on Monday is what teams use on Friday."
        actions={
          <>
            <SignUpButton>Access Expert Content</SignUpButton>
            <Button variant="secondary" size="large">
              Meet Our Mentors
            </Button>
          </>
        }
        stats={[
          { label: 'Industry experts', value: '50+' },
          { label: 'Top companies', value: '15+' },
          { label: 'Curriculum updates', value: 'Weekly' },
        ]}
      />

      <PageSection
        id="process-title"
        eyebrow="How content stays current"
        title="A curriculum that changes as fast as the industry"
        lead="Most courses are recorded once and left to age. Ours goes through the same four-step cycle every single week."
      >
        <NumberedSteps steps={PROCESS} />
      </PageSection>

      <PageSection
        id="mentors-title"
        tone="raised"
        eyebrow="Mentors"
        title="Senior practitioners, not career instructors"
        lead="Every mentor still builds or leads data systems for a living. Here are six of the people who review your curriculum and your capstones."
      >
        <ul className={styles.mentors}>
          {MENTORS.map((mentor) => (
            <li key={mentor.name}>
              <MentorCard mentor={mentor} />
            </li>
          ))}
        </ul>
        <div className={styles.centerAction}>
          <Button variant="secondary" size="large">
            Explore All Mentors
          </Button>
        </div>
      </PageSection>

      <PageSection id="support-title" eyebrow="Beyond the videos" title="What mentors do for you">
        <div className={styles.grid3}>
          <InfoCard icon="message" title="1-on-1 sessions">
            <p>
              Two sessions a month on the All-Inclusive Plan, for career advice, a project
              walkthrough or a debugging rescue.
            </p>
          </InfoCard>
          <InfoCard icon="code" title="Capstone code reviews">
            <p>
              Line-by-line reviews of your capstones against the checklist mentors use for their own
              production pull requests.
            </p>
          </InfoCard>
          <InfoCard icon="mic" title="Interview panels">
            <p>
              Mentors write and calibrate the mock interview cases, so the bar you practise against
              is the bar you will face.
            </p>
          </InfoCard>
        </div>
      </PageSection>

      <PageSection
        id="updates-title"
        tone="raised"
        eyebrow="Recently shipped"
        title="From this month's reviews"
      >
        <ul className={styles.updates}>
          {UPDATES.map((update) => (
            <li key={update.text} className={styles.update}>
              <span className={styles.updateTag}>{update.tag}</span>
              <span className={styles.updateText}>{update.text}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <ClosingCta
        id="mentors-cta-title"
        title="Learn what senior engineers are using this week"
        text="Get every track, every weekly update and two mentor sessions a month. Free for 30 days."
        primaryLabel="Access Expert Content"
        secondaryLabel="Schedule a Demo"
      />
    </>
  );
}
