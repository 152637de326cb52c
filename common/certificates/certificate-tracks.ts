/**
 * The tracks that lead to a certificate and what each asks for (issue 32, docs/product.md#purpose and #constants):
 * every module of the track's course, every capstone of the track, and one rated mock interview on
 * one of the track's topics scoring at least CERTIFICATE_MIN_INTERVIEW_SCORE.
 */
import { z } from 'zod';

export const CERTIFICATE_TRACKS = ['data-engineering', 'ai-engineering'] as const;
export const certificateTrackSchema = z.enum(CERTIFICATE_TRACKS);
export type CertificateTrack = z.infer<typeof certificateTrackSchema>;

/**
 * The lowest mock-interview score that counts, in points of 100 (the "n/100" the Interviews
 * screen shows): the start of the "fair" band (common/interviews/interview-scoring-constants.ts).
 */
export const CERTIFICATE_MIN_INTERVIEW_SCORE_POINTS = 70;

export interface CertificateTrackInfo {
  /** The course in content/courses/ whose modules are required (same id as the track). */
  courseId: string;
  /** The achievement's name on the credential. */
  achievementName: string;
  description: string;
  /** Interview topics (common/interviews/topics/) whose score counts for this track. */
  interviewTopicIds: readonly string[];
}

export const CERTIFICATE_TRACK_INFO: Record<CertificateTrack, CertificateTrackInfo> = {
  'data-engineering': {
    courseId: 'data-engineering',
    achievementName: 'Data Engineering track',
    description:
      'Completed the Nyra Data Engineering track: SQL for pipelines, data modelling, batch and ' +
      'streaming pipelines, orchestration, data quality and warehouses, with its capstone projects ' +
      'and a scored mock interview.',
    interviewTopicIds: [
      'sql',
      'data-modelling',
      'pipeline-system-design',
      'cloud-warehouses',
      'python-data',
    ],
  },
  'ai-engineering': {
    courseId: 'ai-engineering',
    achievementName: 'AI Engineering track',
    description:
      'Completed the Nyra AI Engineering track: LLM fundamentals, prompting, embeddings and vector ' +
      'search, RAG pipelines, agents, evaluation and serving, with its capstone projects and a ' +
      'scored mock interview.',
    interviewTopicIds: ['ml-ai-engineering', 'python-data'],
  },
};

/** The criteria narrative on the credential (what the learner had to do). */
export function describeCertificateCriteria(track: CertificateTrack): string {
  const info = CERTIFICATE_TRACK_INFO[track];
  return (
    `Completed every lesson of every module of the ${info.achievementName}, passed every capstone ` +
    `project of the track, and scored at least ${CERTIFICATE_MIN_INTERVIEW_SCORE_POINTS}/100 in a ` +
    'rated mock interview on one of the track topics.'
  );
}
