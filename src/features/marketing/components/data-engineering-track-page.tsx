/**
 * Data Engineering track page (product.md#tracks, #constants): 12-16 weeks, 8+ projects, $95K-$220K, three
 * capstones. "Start Learning Data Engineering" is a full page load to /auth/register; "View
 * Curriculum" has no action (product.md#tracks).
 */
import { Button } from '@/src/components/ui/button.tsx';
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta.ts';
import { CheckList } from './check-list.tsx';
import { ClosingCta } from './closing-cta.tsx';
import { InfoCard } from './info-card.tsx';
import { PageHero } from './page-hero.tsx';
import { PageSection } from './page-section.tsx';
import { TrackCapstones, type Capstone } from './track-capstones.tsx';
import { SignUpButton } from './sign-up-button.tsx';
import styles from './track-page.module.css';

export const dataEngineeringTrackPageMeta: PageMeta = {
  title: 'Data Engineering track: 12-16 weeks, 8+ projects | Nyra',
  description:
    'Learn SQL, Spark, Kafka, Airflow and dbt by building production-grade pipelines on real data. 8+ projects, three capstones and interview practice for $95K-$220K roles.',
};

const PHASES: ReadonlyArray<{ weeks: string; title: string; topics: string }> = [
  {
    weeks: 'Weeks 1-2',
    title: 'Foundations for engineers',
    topics:
      'SQL beyond SELECT: window functions, CTEs and reading query plans. Python for data work, Git, the command line and Docker.',
  },
  {
    weeks: 'Weeks 3-4',
    title: 'Data modelling',
    topics:
      'Dimensional models, star schemas, slowly changing dimensions, and when a wide table beats a normalised one.',
  },
  {
    weeks: 'Weeks 5-7',
    title: 'Batch pipelines at scale',
    topics:
      'Spark and PySpark, partitioning and file formats (Parquet, Iceberg), idempotent loads and orchestration with Airflow.',
  },
  {
    weeks: 'Weeks 8-9',
    title: 'The analytics warehouse',
    topics:
      'dbt models, tests and documentation, incremental strategies, data contracts and warehouse cost control.',
  },
  {
    weeks: 'Weeks 10-12',
    title: 'Streaming and real time',
    topics:
      'Kafka, change data capture, event-time windows, late-arriving data and exactly-once delivery in practice.',
  },
  {
    weeks: 'Weeks 13-16',
    title: 'Production and your job search',
    topics:
      'Data quality and observability, CI/CD for pipelines, on-call basics, your capstone review and targeted interview preparation.',
  },
];

const CAPSTONES: readonly Capstone[] = [
  {
    title: 'Real-time ride analytics',
    description:
      'Stream trip events through Kafka into Spark Structured Streaming, land them in an Iceberg lakehouse and serve live supply and demand metrics with minute-level freshness.',
    tools: ['Kafka', 'Spark', 'Iceberg', 'Docker'],
  },
  {
    title: 'E-commerce lakehouse',
    description:
      'Model 50 million orders into a tested star schema with slowly changing customer dimensions, incremental dbt models and data contracts enforced in CI.',
    tools: ['dbt', 'Airflow', 'SQL', 'Parquet'],
  },
  {
    title: 'Pipeline observability service',
    description:
      'Build freshness, volume and schema-drift checks for a payments pipeline, with alerting, lineage and a runbook an on-call engineer can actually follow.',
    tools: ['Python', 'SQL', 'OpenLineage', 'Grafana'],
  },
];

const TOOLS = [
  'SQL',
  'Python',
  'PySpark',
  'Apache Spark',
  'Apache Kafka',
  'Apache Airflow',
  'dbt',
  'Apache Iceberg',
  'Parquet',
  'Docker',
  'Terraform',
  'Git',
];

const OUTCOMES = [
  'A public portfolio of 8+ projects and three capstones, each with a design write-up',
  'Interview stories for pipeline design, data modelling and debugging rounds',
  'A resume tailored to data engineering roles by the AI copilot',
  'A certificate of completion you can add to LinkedIn',
];

export function DataEngineeringTrackPage() {
  usePageMeta(dataEngineeringTrackPageMeta);
  return (
    <>
      <PageHero
        badge="Data Engineering track · Enrolling now"
        badgeIcon="database"
        title="Become the data engineer every team depends on"
        lead="A project-first path from solid SQL to production streaming systems. You build on real datasets, ship 8+ projects and three capstones, and rehearse the interviews that decide offers."
        actions={
          <>
            <SignUpButton>Start Learning Data Engineering</SignUpButton>
            <Button variant="secondary" size="large">
              View Curriculum
            </Button>
          </>
        }
        stats={[
          { label: 'Duration', value: '12-16 weeks' },
          { label: 'Hands-on work', value: '8+ projects' },
          { label: 'Typical salary range', value: '$95K-$220K' },
        ]}
      />

      <PageSection
        id="audience-title"
        eyebrow="Who it is for"
        title="Designed for three kinds of learners"
        lead="You need to be comfortable with basic programming. Everything else, we teach from first principles and then push to production standard."
      >
        <div className={styles.grid3}>
          <InfoCard icon="chart" title="Analysts ready to build">
            <p>
              You write SQL every day and want to own the pipelines behind the dashboards instead of
              waiting on them.
            </p>
          </InfoCard>
          <InfoCard icon="code" title="Software engineers moving into data">
            <p>
              You ship services already. We add the data modelling, distributed processing and
              warehouse skills data teams hire for.
            </p>
          </InfoCard>
          <InfoCard icon="trendingUp" title="Junior data engineers levelling up">
            <p>
              You run pipelines at work. We fill the gaps in streaming, testing and observability
              that stand between you and a senior title.
            </p>
          </InfoCard>
        </div>
      </PageSection>

      <PageSection
        id="curriculum-title"
        tone="raised"
        eyebrow="Curriculum"
        title="Sixteen weeks, six phases, one production mindset"
        lead="Go at your own pace: most learners finish in 12 to 16 weeks with 10 to 12 hours a week. Every phase ends with a project reviewed against a production checklist."
      >
        <ol className={styles.timeline}>
          {PHASES.map((phase) => (
            <li key={phase.title} className={styles.phase}>
              <span className={styles.weeks}>{phase.weeks}</span>
              <div>
                <h3 className={styles.phaseTitle}>{phase.title}</h3>
                <p className={styles.phaseText}>{phase.topics}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection
        id="capstones-title"
        eyebrow="Capstone projects"
        title="Three capstones you can defend in any interview"
        lead="Each capstone is scoped like a real ticket, reviewed by a mentor and written up so a hiring manager can see how you think."
      >
        <TrackCapstones capstones={CAPSTONES} />
      </PageSection>

      <PageSection
        id="tools-title"
        tone="raised"
        eyebrow="Tools"
        title="The stack in today's job descriptions"
      >
        <ul className={styles.chips}>
          {TOOLS.map((tool) => (
            <li key={tool}>{tool}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="outcomes-title"
        eyebrow="Career outcomes"
        title="Walk into interviews with proof, not promises"
        align="start"
      >
        <div className={styles.outcomes}>
          <div className={styles.salary}>
            <p className={styles.salaryLabel}>Typical US salary range for data engineers</p>
            <p className={styles.salaryValue}>$95K-$220K</p>
            <p className={styles.salaryNote}>
              Base salary from junior to senior roles, based on public job postings. Roles include
              Data Engineer, Analytics Engineer and Data Platform Engineer.
            </p>
          </div>
          <div>
            <h3 className={styles.outcomesTitle}>You finish the track with</h3>
            <CheckList items={OUTCOMES} />
          </div>
        </div>
      </PageSection>

      <ClosingCta
        id="de-cta-title"
        title="Your first pipeline ships this week"
        text="Start with a 30-day free trial. Set up takes two minutes and your first project runs in the browser, with nothing to install."
        primaryLabel="Start Learning Data Engineering"
        secondaryLabel="View Curriculum"
      />
    </>
  );
}
