/**
 * Open roles on the Careers page (product.md#careers, #entities: title, subtitle, description, skills, type,
 * location).
 */
export interface JobRole {
  title: string;
  subtitle: string;
  description: string;
  skills: readonly string[];
  type: 'Full-time';
  location: 'Remote / San Francisco';
}

export const JOB_ROLES: readonly JobRole[] = [
  {
    title: 'Full Stack Engineer',
    subtitle: 'Product engineering · TypeScript, React, Node.js',
    description:
      'Own features end to end across the learning platform: the lesson player that keeps working offline, the in-browser SQL and Python playgrounds, and the APIs behind them. You will ship every week to learners around the world and care as much about a 100 ms interaction as about a clean schema.',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Offline-first PWAs', 'Playwright'],
    type: 'Full-time',
    location: 'Remote / San Francisco',
  },
  {
    title: 'Site Reliability Engineer',
    subtitle: 'Platform · Reliability, performance and cost',
    description:
      'Keep Nyra fast and available while learners run millions of queries a week in cloud playgrounds. You will build our observability, set SLOs with the product teams, automate infrastructure as code and make on-call calm and rare.',
    skills: [
      'Kubernetes',
      'Terraform',
      'AWS or GCP',
      'OpenTelemetry',
      'PostgreSQL operations',
      'Incident response',
    ],
    type: 'Full-time',
    location: 'Remote / San Francisco',
  },
  {
    title: 'AI Engineer',
    subtitle: 'Career Copilot · LLMs, retrieval and evaluation',
    description:
      'Build the intelligence behind the Career Copilot: role-fit analysis of resumes, adaptive mock interviewers and personalised learning paths. You will design evaluation sets, ship retrieval pipelines and make model behaviour measurable and trustworthy.',
    skills: [
      'Python',
      'LLM APIs',
      'Retrieval and vector search',
      'Evaluation design',
      'PyTorch',
      'MLOps',
    ],
    type: 'Full-time',
    location: 'Remote / San Francisco',
  },
];
