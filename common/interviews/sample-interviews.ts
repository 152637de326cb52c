/**
 * The seed's sample past interviews (product.md 3 "Past interview", product.md 9 "45-60 min"):
 * shown, labelled as examples, only while the learner has no session of their own.
 */
export interface SampleInterview {
  id: string;
  topic: string;
  /** ISO date. */
  date: string;
  duration: string;
  score: number;
  status: string;
  feedback: string;
  strengths: string[];
  improvements: string[];
}

export const SAMPLE_INTERVIEWS: readonly SampleInterview[] = [
  {
    id: 'sample-sql',
    topic: 'SQL',
    date: '2025-01-15',
    duration: '45 min',
    score: 92,
    status: 'Completed',
    feedback: 'Excellent command of window functions and clear explanations of join grain.',
    strengths: ['Window functions', 'Explains the approach'],
    improvements: ['Performance reasoning'],
  },
  {
    id: 'sample-design',
    topic: 'Pipeline & System Design',
    date: '2025-01-10',
    duration: '60 min',
    score: 84,
    status: 'Completed',
    feedback: 'Solid architecture; spend more time on failure handling and backfills.',
    strengths: ['Clarifies requirements', 'Scalability'],
    improvements: ['Idempotency and recovery'],
  },
  {
    id: 'sample-behavioural',
    topic: 'Behavioural',
    date: '2025-01-05',
    duration: '45 min',
    score: 76,
    status: 'Completed',
    feedback: 'Good stories; quantify the results and say what you personally did.',
    strengths: ['Collaboration'],
    improvements: ['Measurable impact', 'Own actions'],
  },
];
