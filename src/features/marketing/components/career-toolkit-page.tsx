/**
 * Career toolkit page (product.md#purpose, #feature-pages): Back button; hero with badge, headline and figures; the
 * in-browser code environment; the resume builder; the tools on the way (Job Tracker coming
 * soon, Portfolio Builder in development, Network Hub beta access); how the tools connect;
 * closing call to action. "Access Your Toolkit" and "Get Your Complete Toolkit" load
 * /auth/register; "See Demo" has no action.
 */
import { Button } from '@/src/components/ui/button.tsx';
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta.ts';
import { CheckList } from './check-list.tsx';
import { ClosingCta } from './closing-cta.tsx';
import { InfoCard } from './info-card.tsx';
import { MarketingIcon } from './marketing-icon.tsx';
import { NumberedSteps, type Step } from './numbered-steps.tsx';
import { PageHero } from './page-hero.tsx';
import { PageSection } from './page-section.tsx';
import { SignUpButton } from './sign-up-button.tsx';
import styles from './feature-page.module.css';

export const careerToolkitPageMeta: PageMeta = {
  title: 'Career toolkit: code playground and resume builder | Nyra',
  description:
    'Run Python, SQL, Scala and 15+ languages in the browser on real datasets, then turn your projects into a resume with 50+ templates, AI optimization and PDF export.',
};

const LANGUAGES = ['Python', 'SQL', 'Scala', 'PySpark', 'R', 'Java', 'Go', 'Bash', 'JavaScript'];

const CODE_FEATURES = [
  'Support for 15+ languages, including Python, SQL and Scala',
  'Instant cloud execution, with nothing to install or configure',
  'Real datasets: event logs, transactions and sensor data at realistic scale',
  'Exercises embedded right inside the lessons',
  'Automatic progress tracking across every exercise you run',
];

const RESUME_FEATURES = [
  '50+ templates reviewed by data hiring managers',
  'AI optimization for the exact role you are applying to',
  'Automatic sync of completed projects, certifications and assessments',
  'Shareable links that always show your latest version',
  'One-click PDF export',
  'Apply to jobs with tracking and follow-up reminders',
];

const FLOW: readonly Step[] = [
  {
    icon: 'terminal',
    title: 'Practise',
    text: 'Solve exercises and build projects in the playground while you learn.',
  },
  {
    icon: 'layers',
    title: 'Prove',
    text: 'Every finished project, certificate and assessment syncs to your profile automatically.',
  },
  {
    icon: 'fileText',
    title: 'Present',
    text: 'The resume builder turns that proof into a role-tailored resume in minutes.',
  },
  {
    icon: 'briefcase',
    title: 'Apply',
    text: 'Send applications, track every stage and get reminded when to follow up.',
  },
];

export function CareerToolkitPage() {
  usePageMeta(careerToolkitPageMeta);
  return (
    <>
      <PageHero
        showBack
        badge="Career Toolkit"
        badgeIcon="briefcase"
        title="Everything you need from first commit to signed offer"
        lead="A code environment that runs in your browser and a resume builder that knows what you have built. Practise, prove it and apply, all in one place."
        actions={
          <>
            <SignUpButton>Access Your Toolkit</SignUpButton>
            <Button variant="secondary" size="large">
              <MarketingIcon name="play" size={18} />
              See Demo
            </Button>
          </>
        }
        stats={[
          { label: 'Languages supported', value: '15+' },
          { label: 'Resume templates', value: '50+' },
          { label: 'Installs needed', value: '0' },
        ]}
      />

      <PageSection
        id="code-title"
        eyebrow="Code execution environment"
        title="Run real code on real data, right in the lesson"
        align="start"
      >
        <div className={styles.split}>
          <div>
            <p>
              No local setup, no broken environments, no waiting. Open a lesson and the playground
              is already there with the dataset loaded, so you spend your hours on the problem
              rather than on configuration.
            </p>
            <ul className={styles.languages} aria-label="Some of the supported languages">
              {LANGUAGES.map((language) => (
                <li key={language}>{language}</li>
              ))}
            </ul>
          </div>
          <div className={styles.panel}>
            <h3 className={styles.panelTitle}>What you get</h3>
            <CheckList items={CODE_FEATURES} />
          </div>
        </div>
      </PageSection>

      <PageSection
        id="resume-title"
        tone="raised"
        eyebrow="Resume builder"
        title="A resume that updates itself as you learn"
        align="start"
      >
        <div className={styles.split}>
          <div className={styles.panel}>
            <h3 className={styles.panelTitle}>Built for data roles</h3>
            <CheckList items={RESUME_FEATURES} />
          </div>
          <div>
            <p>
              Recruiters spend seconds on a first read. The builder leads with the impact of your
              projects (the data volumes, the latency you cut, the costs you saved) and the AI
              optimizer rewrites it for each job description without inventing anything.
            </p>
            <p>
              Share a live link or export a PDF, then apply and let the tracker remind you when it
              is time to follow up.
            </p>
          </div>
        </div>
      </PageSection>

      <PageSection
        id="more-tools-title"
        eyebrow="On the way"
        title="More tools for the job search"
        lead="We are building the rest of the toolkit with our learners. Members get early access as each one opens."
      >
        <div className={styles.grid3}>
          <InfoCard icon="columns" title="Job Tracker" tag="Coming soon">
            <p>
              A board for every application, from saved to offer, with interview notes and reminders
              in one place.
            </p>
          </InfoCard>
          <InfoCard icon="layout" title="Portfolio Builder" tag="In development">
            <p>
              Turn capstones into a polished portfolio site with architecture diagrams and
              write-ups, published in a click.
            </p>
          </InfoCard>
          <InfoCard icon="network" title="Network Hub" tag="Beta access">
            <p>
              Meet mentors, alumni and hiring managers in your specialty, with introductions
              suggested by the copilot.
            </p>
          </InfoCard>
        </div>
      </PageSection>

      <PageSection
        id="flow-title"
        tone="raised"
        eyebrow="How it fits together"
        title="One flow from practice to offer"
      >
        <NumberedSteps steps={FLOW} />
      </PageSection>

      <ClosingCta
        id="toolkit-cta-title"
        title="Stop juggling tools. Start shipping proof."
        text="The code environment, resume builder and every tool we add are included in the All-Inclusive Plan, free for 30 days."
        primaryLabel="Get Your Complete Toolkit"
        secondaryLabel="See Demo"
      />
    </>
  );
}
