/**
 * Analytics Engineering track page, coming soon (product.md#tracks, #constants): 14-18 weeks, 12+ projects,
 * $110K-$200K.
 */
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta.ts';
import { ComingSoonTrack } from './coming-soon-track.tsx';

export const analyticsEngineeringTrackPageMeta: PageMeta = {
  title: 'Analytics Engineering track, launching Q2 2025: join the waitlist | Nyra',
  description:
    'Master dbt, dimensional modelling, metrics layers and BI. 14-18 weeks, 12+ projects and three capstones that prepare you for $110K-$200K analytics engineering roles.',
};

export function AnalyticsEngineeringTrackPage() {
  usePageMeta(analyticsEngineeringTrackPageMeta);
  return (
    <ComingSoonTrack
      id="analytics"
      trackName="Analytics Engineering"
      icon="chart"
      title="Turn raw data into metrics the whole company trusts"
      lead="Learn to model, test and document data so that every dashboard tells the same story: the craft behind the fastest-growing role in data."
      duration="14-18 weeks"
      projects="12+ projects"
      salaryRange="$110K-$200K"
      modules={[
        'Advanced SQL: window functions, recursive CTEs and performance',
        'Dimensional modelling and the modern data warehouse',
        'dbt in depth: models, tests, macros and packages',
        'Semantic layers and consistent metric definitions',
        'Version control, code review and CI for analytics',
        'Data quality, freshness and incident handling',
        'BI and self-serve dashboards people actually use',
        'Stakeholder discovery and writing metric specs',
      ]}
      capstones={[
        {
          title: 'Subscription metrics layer',
          description:
            'Model a SaaS business end to end: MRR, churn, expansion and cohort retention, defined once in a semantic layer and tested in CI.',
          tools: ['dbt', 'SQL', 'Semantic layer', 'CI'],
        },
        {
          title: 'Marketing attribution models',
          description:
            'Build first-touch, last-touch and position-based attribution over messy web and CRM events, and explain the trade-offs to a marketing lead.',
          tools: ['dbt', 'SQL', 'Jinja', 'Tests'],
        },
        {
          title: 'Self-serve analytics hub',
          description:
            'Ship a governed, documented dataset and dashboards for a product team, with freshness alerts and usage tracking to prove adoption.',
          tools: ['dbt docs', 'BI tool', 'SQL', 'Alerts'],
        },
      ]}
      audiences={[
        {
          icon: 'chart',
          title: 'Data analysts',
          text: 'You live in SQL and dashboards and want to own the models underneath them.',
        },
        {
          icon: 'layers',
          title: 'BI developers',
          text: 'You build reports today and want version control, testing and a modern stack.',
        },
        {
          icon: 'briefcase',
          title: 'Career changers',
          text: 'You come from finance, operations or marketing and already think in metrics.',
        },
      ]}
    />
  );
}
