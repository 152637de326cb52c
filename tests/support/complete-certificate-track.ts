/**
 * Makes a learner eligible for a track's certificate the way a learner would, through the API:
 * every lesson of the track's course completed (sync engine `set-completion`, as the lesson
 * player sends it) and one rated mock interview on a track topic scoring at least
 * CERTIFICATE_MIN_INTERVIEW_SCORE_POINTS (sync engine `save`, as the Interviews screen sends it).
 * and every milestone of the track's capstones passed (a Submit of the milestone's reference
 * solution that passed, synced as the practice-attempt document the capstone page sends; the
 * grading itself is proven in common/capstones/capstone-milestones.test.ts and, in the browser,
 * tests/e2e/capstones.spec.ts).
 */
import { randomUUID } from 'node:crypto';
import { readCapstoneCatalog } from '@/common/capstones/read-capstone-catalog.ts';
import {
  CERTIFICATE_MIN_INTERVIEW_SCORE_POINTS,
  CERTIFICATE_TRACK_INFO,
  type CertificateTrack,
} from '@/common/certificates/certificate-tracks.ts';
import { findInterviewTopic } from '@/common/interviews/interview-bank.ts';
import { RATING_MAX, type SessionFields } from '@/common/interviews/interview-session-schema.ts';
import { scoreInterview } from '@/common/interviews/score-interview.ts';

export type AsUser = (path: string, init?: RequestInit) => Response | Promise<Response>;

const STARTED_AT = '2026-11-20T09:00:00.000Z';
const ANSWER_TIME_MS = 120_000;
const NOTE =
  'I would start from the grain of the result and name it out loud, then check every join for ' +
  'fan-out against that grain, handle nulls explicitly with coalesce where the business rule ' +
  'says so, and finally compare the row count and a sum with a trusted report before shipping, ' +
  'explaining the trade-offs of each step as I go.';

function postJson(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

async function sendMutations(asUser: AsUser, mutations: Array<Record<string, unknown>>) {
  const clientId = `certificate-helper-${randomUUID()}`;
  const response = await asUser(
    '/api/sync/mutations/',
    postJson({
      mutations: mutations.map((mutation, seq) => ({
        id: randomUUID(),
        client_id: clientId,
        seq,
        ...mutation,
      })),
    }),
  );
  const body = (await response.json()) as { results?: Array<{ status: string }> };
  if (response.status !== 200 || !body.results?.every((result) => result.status === 'applied')) {
    throw new Error(`sync: ${response.status} ${JSON.stringify(body)}`);
  }
}

/** The lesson ids of the track's course, from the outline every learner reads. */
export async function readTrackLessonIds(
  asUser: AsUser,
  track: CertificateTrack,
): Promise<string[]> {
  const response = await asUser('/api/courses/');
  const outline = (await response.json()) as {
    courses: Array<{ id: string; modules: Array<{ lessons: Array<{ id: string }> }> }>;
  };
  const course = outline.courses.find((c) => c.id === CERTIFICATE_TRACK_INFO[track].courseId);
  if (!course) throw new Error(`No course ${track} in the outline`);
  return course.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id));
}

export async function completeTrackLessons(
  asUser: AsUser,
  track: CertificateTrack,
  lessonIds?: readonly string[],
): Promise<void> {
  const ids = lessonIds ?? (await readTrackLessonIds(asUser, track));
  await sendMutations(
    asUser,
    ids.map((lessonId) => ({
      doc_type: 'lesson-progress',
      doc_id: lessonId,
      op: 'set-completion',
      payload: { completedAt: '2026-11-21T09:00:00.000Z' },
      base_version: 0,
    })),
  );
}

/** A rated interview on a track topic, answered fully; returns its score (0–100). */
export async function passTrackInterview(asUser: AsUser, track: CertificateTrack): Promise<number> {
  const topicId = CERTIFICATE_TRACK_INFO[track].interviewTopicIds[0]!;
  const topic = findInterviewTopic(topicId);
  if (!topic) throw new Error(`No interview topic ${topicId}`);
  const questions = topic.questions.filter((question) => !question.check).slice(0, 3);
  const rated: Record<string, unknown> = {
    status: 'rated',
    endedAt: '2026-11-20T09:30:00.000Z',
    elapsedMs: questions.length * ANSWER_TIME_MS,
    ratings: Object.fromEntries(
      questions.map((q) => [q.id, Object.fromEntries(q.criteria.map((c) => [c, RATING_MAX]))]),
    ),
  };
  for (const question of questions) {
    rated[`note.${question.id}`] = NOTE;
    rated[`answer.${question.id}`] = { timeMs: ANSWER_TIME_MS, skipped: false, run: null };
  }
  const session = {
    topicId,
    durationMinutes: 45,
    startedAt: STARTED_AT,
    endedAt: null,
    status: 'live',
    questionIds: questions.map((q) => q.id),
    elapsedMs: 0,
    ratings: {},
  };
  const score = scoreInterview({ ...session, ...rated } as unknown as SessionFields, topic).score;
  if (score < CERTIFICATE_MIN_INTERVIEW_SCORE_POINTS) {
    throw new Error(`The helper's interview scores ${score}, below the minimum`);
  }
  const id = randomUUID();
  await sendMutations(asUser, [
    { doc_type: 'interview-session', doc_id: id, op: 'save', payload: session, base_version: 0 },
    { doc_type: 'interview-session', doc_id: id, op: 'save', payload: rated, base_version: 1 },
  ]);
  return score;
}

/** Every milestone of the track's capstones passed, as the capstone page records a pass. */
export async function passTrackCapstones(
  asUser: AsUser,
  track: CertificateTrack,
  /** Only these capstones (default: all of the track's). */
  capstoneIds?: readonly string[],
): Promise<void> {
  const milestones = readCapstoneCatalog()
    .filter(({ capstone }) => capstone.track === track)
    .filter(({ capstone }) => !capstoneIds || capstoneIds.includes(capstone.id))
    .flatMap(({ milestones: list }) => list.map(({ input }) => input));
  await sendMutations(
    asUser,
    milestones.map((milestone) => ({
      doc_type: 'practice-attempt',
      doc_id: randomUUID(),
      op: 'create',
      payload: {
        problem_id: milestone.id,
        language: milestone.language,
        mode: 'submit',
        code: milestone.solution,
        status: 'passed',
        passed: 1,
        total: 1,
        duration_ms: 40,
        created_at: '2026-11-22T09:00:00.000Z',
        hint_used: false,
      },
      base_version: 0,
    })),
  );
}

/** Everything a certificate asks for: lessons, capstones and a rated interview. */
export async function completeCertificateTrack(
  asUser: AsUser,
  track: CertificateTrack,
): Promise<void> {
  await completeTrackLessons(asUser, track);
  await passTrackCapstones(asUser, track);
  await passTrackInterview(asUser, track);
}
