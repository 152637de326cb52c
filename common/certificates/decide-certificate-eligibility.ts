/**
 * Whether a learner may claim a track's certificate, as a checklist: every module of the track's
 * course (all its lessons completed), every capstone of the track passed, and one rated mock
 * interview on a track topic at or above CERTIFICATE_MIN_INTERVIEW_SCORE_POINTS. Pure, so the
 * server (which decides) and its tests give the same answer for the same inputs. A module without
 * lessons asks for nothing; a course without any lesson is never complete.
 */
import {
  CERTIFICATE_MIN_INTERVIEW_SCORE_POINTS,
  CERTIFICATE_TRACK_INFO,
  type CertificateTrack,
} from './certificate-tracks.ts';
import type { CertificateRequirement, TrackEligibility } from './certificate-api-schema.ts';

export interface EligibilityInput {
  track: CertificateTrack;
  /** The modules of the track's course, in display order, with their lesson ids. */
  modules: ReadonlyArray<{ id: string; title: string; lessonIds: readonly string[] }>;
  completedLessonIds: ReadonlySet<string>;
  /** The track's capstones (common/capstones/list-track-capstones.ts). */
  capstones: ReadonlyArray<{ id: string; title: string }>;
  /** The learner's passed capstones, any track. */
  passedCapstones: ReadonlyArray<{ capstone_id: string; title: string; passed_at: string }>;
  /** The learner's rated interviews with their score (0–100). */
  interviews: ReadonlyArray<{ topicId: string; score: number; endedAt: string }>;
}

export function decideCertificateEligibility(input: EligibilityInput): TrackEligibility {
  const info = CERTIFICATE_TRACK_INFO[input.track];
  const requirements: CertificateRequirement[] = [];

  const modules = input.modules.filter((module) => module.lessonIds.length > 0);
  if (modules.length === 0) {
    requirements.push({
      id: 'course',
      kind: 'module',
      label: `Lessons of the ${info.achievementName}`,
      detail: 'The track has no lessons yet.',
      done: false,
    });
  }
  for (const module of modules) {
    const done = module.lessonIds.filter((id) => input.completedLessonIds.has(id)).length;
    requirements.push({
      id: `module:${module.id}`,
      kind: 'module',
      label: `Module: ${module.title}`,
      detail: `${done} of ${module.lessonIds.length} lessons completed`,
      done: done === module.lessonIds.length,
    });
  }

  const passedById = new Map(input.passedCapstones.map((passed) => [passed.capstone_id, passed]));
  const capstonesPassed: TrackEligibility['evidence']['capstones'] = [];
  for (const capstone of input.capstones) {
    const passed = passedById.get(capstone.id);
    if (passed)
      capstonesPassed.push({ id: capstone.id, title: capstone.title, passedAt: passed.passed_at });
    requirements.push({
      id: `capstone:${capstone.id}`,
      kind: 'capstone',
      label: `Capstone: ${capstone.title}`,
      detail: passed ? 'Passed' : 'Not passed yet',
      done: passed !== undefined,
    });
  }

  const topics = new Set(info.interviewTopicIds);
  const best = input.interviews
    .filter((interview) => topics.has(interview.topicId))
    .reduce<EligibilityInput['interviews'][number] | null>(
      (top, interview) => (top === null || interview.score > top.score ? interview : top),
      null,
    );
  const bestScore = best ? Math.round(best.score) : null;
  requirements.push({
    id: 'interview',
    kind: 'interview',
    label: `Mock interview on a track topic scoring ${CERTIFICATE_MIN_INTERVIEW_SCORE_POINTS}/100 or more`,
    detail: bestScore === null ? 'No rated interview yet' : `Best so far: ${bestScore}/100`,
    done: bestScore !== null && bestScore >= CERTIFICATE_MIN_INTERVIEW_SCORE_POINTS,
  });

  return {
    track: input.track,
    title: info.achievementName,
    eligible: requirements.every((requirement) => requirement.done),
    requirements,
    evidence: {
      capstones: capstonesPassed,
      interview:
        best && bestScore !== null
          ? { topicId: best.topicId, score: bestScore, endedAt: best.endedAt }
          : null,
    },
  };
}
