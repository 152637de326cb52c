/**
 * The built-in interview bank: every topic data file parsed once with the schema (defaults
 * applied, mistakes caught). interview-bank.test.ts checks ids, counts and runnable checks.
 */
import { interviewTopicSchema, type InterviewTopic } from './interview-content-schema.ts';
import { analyticsTopic } from './topics/analytics-topic.ts';
import { behaviouralTopic } from './topics/behavioural-topic.ts';
import { cloudWarehouseTopic } from './topics/cloud-warehouse-topic.ts';
import { dataModellingTopic } from './topics/data-modelling-topic.ts';
import { mlAiTopic } from './topics/ml-ai-topic.ts';
import { pipelineDesignTopic } from './topics/pipeline-design-topic.ts';
import { pythonTopic } from './topics/python-topic.ts';
import { sqlTopic } from './topics/sql-topic.ts';

export const INTERVIEW_TOPICS: readonly InterviewTopic[] = [
  sqlTopic,
  pythonTopic,
  dataModellingTopic,
  pipelineDesignTopic,
  analyticsTopic,
  mlAiTopic,
  cloudWarehouseTopic,
  behaviouralTopic,
].map((topic) => interviewTopicSchema.parse(topic));

const byId = new Map(INTERVIEW_TOPICS.map((topic) => [topic.id, topic]));

export function findInterviewTopic(id: string): InterviewTopic | undefined {
  return byId.get(id);
}
