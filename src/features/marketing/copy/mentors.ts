/**
 * Mentor cards of the expert-content page (product.md#purpose, #entities): name, initials, title and company,
 * years of experience, specialty and three highlights.
 */
export interface Mentor {
  name: string;
  initials: string;
  title: string;
  company: string;
  yearsOfExperience: number;
  specialty: string;
  highlights: readonly [string, string, string];
}

export const MENTORS: readonly Mentor[] = [
  {
    name: 'Aisha Khan',
    initials: 'AK',
    title: 'Principal Data Engineer',
    company: 'Lumen Streaming',
    yearsOfExperience: 14,
    specialty: 'Streaming systems',
    highlights: [
      'Scaled a Kafka platform to two million events per second',
      'Led the move of 400 nightly batch jobs to streaming',
      'Has run more than 60 data engineering interview loops',
    ],
  },
  {
    name: 'Daniel Okafor',
    initials: 'DO',
    title: 'Staff Analytics Engineer',
    company: 'Harbor Payments',
    yearsOfExperience: 11,
    specialty: 'dbt and metrics layers',
    highlights: [
      'Maintains a 1,200-model dbt project with full CI',
      'Designed the company-wide revenue metrics layer',
      'Regular speaker at analytics engineering meetups',
    ],
  },
  {
    name: 'Mei Lin Chen',
    initials: 'MC',
    title: 'Senior Machine Learning Engineer',
    company: 'Vertex Health AI',
    yearsOfExperience: 9,
    specialty: 'LLM systems and evaluation',
    highlights: [
      'Shipped retrieval systems used daily by 3,000 clinicians',
      'Built evaluation pipelines for regulated AI products',
      'Mentored more than 40 engineers into ML roles',
    ],
  },
  {
    name: 'Rafael Souza',
    initials: 'RS',
    title: 'Data Platform Lead',
    company: 'Northstar Retail',
    yearsOfExperience: 12,
    specialty: 'Lakehouse architecture',
    highlights: [
      'Designed an Iceberg lakehouse holding five petabytes',
      'Cut annual warehouse spend by 38 percent',
      'Leads an internal data engineering guild of 90 people',
    ],
  },
  {
    name: 'Hannah Weber',
    initials: 'HW',
    title: 'Engineering Manager, Data',
    company: 'Atlas Mobility',
    yearsOfExperience: 15,
    specialty: 'Hiring and career growth',
    highlights: [
      'Hired and grew a team of 25 data engineers',
      'Designed the interview loops used across her company',
      'Coaches engineers through senior and staff promotions',
    ],
  },
  {
    name: 'Samuel Adeyemi',
    initials: 'SA',
    title: 'Senior Data Engineer',
    company: 'Kite Logistics',
    yearsOfExperience: 8,
    specialty: 'Orchestration and data quality',
    highlights: [
      'Runs Airflow deployments executing 10,000 tasks a day',
      'Introduced data contracts across 12 product teams',
      'Bootcamp graduate who now mentors career changers',
    ],
  },
];
