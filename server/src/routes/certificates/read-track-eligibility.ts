/**
 * One learner's checklist for one track, read from what the server holds: the track's course
 * modules and lessons, the learner's completed lessons, passed capstones and rated interviews
 * (scored as the Interviews screen scores them). The decision itself is the pure
 * common/certificates/decide-certificate-eligibility.ts.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { listTrackCapstones } from '@/common/capstones/list-track-capstones.ts';
import type { TrackEligibility } from '@/common/certificates/certificate-api-schema.ts';
import {
  CERTIFICATE_TRACK_INFO,
  type CertificateTrack,
} from '@/common/certificates/certificate-tracks.ts';
import { decideCertificateEligibility } from '@/common/certificates/decide-certificate-eligibility.ts';
import { scorePlanInterview } from '@/common/plan/score-plan-interview.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { courseModules, lessonProgress, lessons } from '@/server/src/db/schema/courses.ts';
import { interviewSessions } from '@/server/src/db/schema/interviews.ts';
import { readPassedCapstones } from '../capstones/read-passed-capstones.ts';

export async function readTrackEligibility(
  db: Db,
  userId: string,
  tracks: readonly CertificateTrack[],
): Promise<TrackEligibility[]> {
  const courseIds = tracks.map((track) => CERTIFICATE_TRACK_INFO[track].courseId);
  const [moduleRows, lessonRows, completedRows, passedCapstones, interviewRows] = await Promise.all(
    [
      db
        .select({
          id: courseModules.id,
          courseId: courseModules.courseId,
          title: courseModules.title,
        })
        .from(courseModules)
        .where(inArray(courseModules.courseId, courseIds))
        .orderBy(
          asc(courseModules.displayOrder),
          asc(courseModules.createdAt),
          asc(courseModules.id),
        ),
      db
        .select({ id: lessons.id, moduleId: lessons.moduleId })
        .from(lessons)
        .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
        .where(inArray(courseModules.courseId, courseIds)),
      db
        .select({ lessonId: lessonProgress.lessonId })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), isNotNull(lessonProgress.completedAt))),
      readPassedCapstones(db, userId),
      db
        .select()
        .from(interviewSessions)
        .where(and(eq(interviewSessions.userId, userId), eq(interviewSessions.status, 'rated'))),
    ],
  );
  const completedLessonIds = new Set(completedRows.map((row) => row.lessonId));
  const interviews = interviewRows.flatMap((row) => {
    const scored = scorePlanInterview(row.id, row.fields, row.updatedAt.toISOString());
    return scored
      ? [{ topicId: scored.topicId, score: scored.percent, endedAt: scored.endedAt }]
      : [];
  });
  return tracks.map((track) => {
    const courseId = CERTIFICATE_TRACK_INFO[track].courseId;
    return decideCertificateEligibility({
      track,
      modules: moduleRows
        .filter((module) => module.courseId === courseId)
        .map((module) => ({
          id: module.id,
          title: module.title,
          lessonIds: lessonRows.filter((l) => l.moduleId === module.id).map((l) => l.id),
        })),
      completedLessonIds,
      capstones: listTrackCapstones(track),
      passedCapstones: passedCapstones.filter((capstone) => capstone.track === track),
      interviews,
    });
  });
}
