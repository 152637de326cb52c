/**
 * The built-in interview bank: every topic file of content/interviews/ parsed once with the
 * schema (defaults applied, mistakes caught with the file's name). interview-bank.test.ts checks
 * ids, counts and runnable checks.
 */
import analyticsMetrics from '@/content/interviews/analytics-metrics.json' with { type: 'json' };
import behavioural from '@/content/interviews/behavioural.json' with { type: 'json' };
import cloudWarehouses from '@/content/interviews/cloud-warehouses.json' with { type: 'json' };
import dataModelling from '@/content/interviews/data-modelling.json' with { type: 'json' };
import mlAiEngineering from '@/content/interviews/ml-ai-engineering.json' with { type: 'json' };
import pipelineSystemDesign from '@/content/interviews/pipeline-system-design.json' with { type: 'json' };
import pythonData from '@/content/interviews/python-data.json' with { type: 'json' };
import sql from '@/content/interviews/sql.json' with { type: 'json' };
import { interviewTopicSchema, type InterviewTopic } from './interview-content-schema.ts';

/** Parses one topic file; a mistake names the file and the field. */
export function parseInterviewTopic(file: string, data: unknown): InterviewTopic {
  const result = interviewTopicSchema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`content/interviews/${file}: ${issues.join('; ')}`);
}

/** In the order the Interviews screen lists them. */
export const INTERVIEW_TOPICS: readonly InterviewTopic[] = Object.entries({
  'sql.json': sql,
  'python-data.json': pythonData,
  'data-modelling.json': dataModelling,
  'pipeline-system-design.json': pipelineSystemDesign,
  'analytics-metrics.json': analyticsMetrics,
  'ml-ai-engineering.json': mlAiEngineering,
  'cloud-warehouses.json': cloudWarehouses,
  'behavioural.json': behavioural,
}).map(([file, data]) => parseInterviewTopic(file, data));

const byId = new Map(INTERVIEW_TOPICS.map((topic) => [topic.id, topic]));

export function findInterviewTopic(id: string): InterviewTopic | undefined {
  return byId.get(id);
}
