/**
 * The unsigned Open Badges 3.0 credential of one certificate: who earned which achievement, when,
 * and the evidence (capstones passed, the interview score). Its `id` is the public verify page.
 */
import { formatCertificateDate } from './format-certificate-date.ts';
import type { TrackEligibility } from './certificate-api-schema.ts';
import {
  CERTIFICATE_TRACK_INFO,
  describeCertificateCriteria,
  type CertificateTrack,
} from './certificate-tracks.ts';
import {
  CREDENTIAL_CONTEXT,
  CREDENTIAL_TYPE,
  type UnsignedCredential,
} from './credential-schema.ts';
import { ISSUER_NAME } from './issuer-document-schema.ts';
import { certificateUrls } from './certificate-urls.ts';

export function buildCredential(input: {
  /** The app's public origin, e.g. https://nyra.example (no trailing slash). */
  origin: string;
  certificateId: string;
  learnerName: string;
  track: CertificateTrack;
  issuedAt: Date;
  evidence: TrackEligibility['evidence'];
  validUntil?: Date;
  /** The interview topic's name for people (e.g. "SQL"); the id when not given. */
  interviewTopicTitle?: string;
}): UnsignedCredential {
  const info = CERTIFICATE_TRACK_INFO[input.track];
  const urls = certificateUrls(input.origin);
  const evidence: UnsignedCredential['evidence'] = input.evidence.capstones.map((capstone) => ({
    type: ['Evidence'],
    name: `Capstone project: ${capstone.title}`,
    description: `Passed on ${formatCertificateDate(capstone.passedAt)}.`,
  }));
  if (input.evidence.interview) {
    evidence.push({
      type: ['Evidence'],
      name: `Mock interview score: ${input.evidence.interview.score}/100`,
      description: `Rated mock interview (${input.interviewTopicTitle ?? input.evidence.interview.topicId}) on ${formatCertificateDate(input.evidence.interview.endedAt)}.`,
    });
  }
  return {
    '@context': [...CREDENTIAL_CONTEXT],
    id: urls.verifyPage(input.certificateId),
    type: [...CREDENTIAL_TYPE],
    issuer: { id: urls.issuer, type: ['Profile'], name: ISSUER_NAME, url: input.origin },
    name: `${info.achievementName} certificate`,
    validFrom: input.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    ...(input.validUntil
      ? { validUntil: input.validUntil.toISOString().replace(/\.\d{3}Z$/, 'Z') }
      : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      name: input.learnerName,
      achievement: {
        id: urls.achievement(input.track),
        type: ['Achievement'],
        name: info.achievementName,
        description: info.description,
        criteria: { narrative: describeCertificateCriteria(input.track) },
      },
    },
    evidence,
  };
}
