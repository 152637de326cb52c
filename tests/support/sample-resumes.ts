/**
 * Resumes for the export tests and bench: a short one (one page in every template) and a long
 * one whose items are sized so that naive layout would cut several of them at page ends.
 */
import type { ResumeContent } from '@/common/resume/export/resume-content-schema.ts';

const DUTIES = [
  'Built batch and streaming pipelines that load 2 TB of events a day into the warehouse.',
  'Cut the nightly job runtime from 6 hours to 40 minutes by partitioning the largest tables.',
  'Introduced data quality checks that caught broken upstream feeds before they reached reports.',
  'Partnered with product managers to define metrics and build self-serve dashboards.',
  'Mentored two junior engineers and ran weekly code reviews.',
  'Migrated legacy cron scripts to Airflow with retries, alerts and clear ownership.',
];

const COMPANIES = [
  ['Bluefin Labs', 'Senior Data Engineer', 'Toronto, Canada'],
  ['Helios Bank', 'Data Engineer', 'London, United Kingdom'],
  ['Northwind Traders', 'Analytics Engineer', 'Berlin, Germany'],
  ['Contoso Retail', 'BI Developer', 'Remote'],
  ['Fabrikam Health', 'Data Analyst', 'Dublin, Ireland'],
  ['Tailspin Travel', 'Junior Data Analyst', 'Madrid, Spain'],
  ['Wide World Importers', 'Reporting Analyst', 'Lisbon, Portugal'],
  ['Adventure Works', 'Data Intern', 'Paris, France'],
] as const;

export function shortResume(): ResumeContent {
  return {
    resume_name: 'Ada Lovelace – Data Engineer',
    learner_name: 'Ada Lovelace',
    learner_email: 'ada.lovelace@example.com',
    learner_phone: '+44 20 7946 0958',
    city: 'London',
    country: 'United Kingdom',
    role: 'Data Engineer',
    learner_github: 'https://github.com/adalovelace',
    learner_linkedin: 'https://www.linkedin.com/in/adalovelace',
    summary:
      '• Data engineer who builds reliable pipelines and clear reporting.\n• Comfortable across the modern data stack, from ingestion to dashboards.',
    employment_history: COMPANIES.slice(0, 2).map(([company, title, location], index) => ({
      company_name: company,
      title,
      start_date: index === 0 ? '2022-03' : '2018-09',
      end_date: index === 0 ? 'present' : '2022-02',
      location,
      description: DUTIES.slice(index, index + 3)
        .map((line) => `• ${line}`)
        .join('\n'),
    })),
    education_history: [
      {
        school_name: 'University of London',
        degree: 'Master of Science',
        field_of_study: 'Data Science',
        start_date: '2016',
        end_date: '2018',
        description: '',
      },
    ],
    skills: [
      { skill_name: 'Python', skill_level: 'expert', skill_description: '' },
      { skill_name: 'SQL', skill_level: 'expert', skill_description: '' },
      { skill_name: 'Airflow', skill_level: 'advanced', skill_description: '' },
      { skill_name: 'dbt', skill_level: 'intermediate', skill_description: '' },
    ],
    projects: [
      {
        project_name: 'Taxi Trips Warehouse',
        description: '• Modelled three years of raw trips into a star schema.',
        url: 'https://nyra.example/capstones/taxi-warehouse',
        start_date: '2024-01',
        end_date: '2024-03',
        keywords: 'SQL, dbt, DuckDB',
      },
    ],
    certifications: [
      {
        certification_name: 'Nyra Certified Data Engineer',
        issuer: 'Nyra',
        issue_date: '2024-05',
        url: 'https://nyra.example/verify/3f2a9c1e-7b4d-4e8a-9c1f-2d3e4f5a6b7c',
        credential_id: '3f2a9c1e-7b4d-4e8a-9c1f-2d3e4f5a6b7c',
      },
    ],
  };
}

/** About three pages: eight jobs with six duties each, two schools, eight skills. */
export function longResume(): ResumeContent {
  const base = shortResume();
  return {
    ...base,
    resume_name: 'Ada Lovelace – Long',
    employment_history: COMPANIES.map(([company, title, location], index) => ({
      company_name: company,
      title,
      start_date: `${2022 - index * 2}-0${(index % 9) + 1}`,
      end_date: index === 0 ? 'present' : `${2024 - index * 2}-0${(index % 9) + 1}`,
      location,
      description: [...DUTIES, ...DUTIES.slice(0, index % 4)].map((line) => `• ${line}`).join('\n'),
    })),
    education_history: [
      ...base.education_history,
      {
        school_name: 'University of Manchester',
        degree: 'Bachelor of Science',
        field_of_study: 'Mathematics',
        start_date: '2012-09',
        end_date: '2015-06',
        description: '• First-class honours.\n• Dissertation on Markov chains.',
      },
    ],
    skills: [
      ...base.skills,
      { skill_name: 'Spark', skill_level: 'advanced', skill_description: '' },
      { skill_name: 'Kafka', skill_level: 'intermediate', skill_description: '' },
      { skill_name: 'Terraform', skill_level: 'beginner', skill_description: '' },
      { skill_name: 'Tableau', skill_level: 'intermediate', skill_description: '' },
    ],
    projects: [
      ...base.projects,
      {
        project_name: 'Churn Model for a Telco',
        description: '• Trained a gradient-boosted model that flags likely churners a month ahead.',
        url: 'https://example.org/ada/churn-model',
        start_date: '2023',
        end_date: '2023',
        keywords: 'Python, scikit-learn',
      },
    ],
  };
}
