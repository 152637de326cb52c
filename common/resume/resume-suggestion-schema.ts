/**
 * A suggested résumé entry (issue 32): a project or a certification the learner earned in Nyra,
 * offered in the editor's "Suggestions" for one-click adding. The entry's fields are the editor's
 * own (ITEM_FIELDS), so a suggestion is added as it is; `source` says where it came from
 * ("Practice", "Capstone", "Certificate") and `key` identifies it across renders.
 */
import { z } from 'zod';
import { ITEM_FIELDS } from './resume-fields-schema.ts';

export const resumeSuggestionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('project'),
    key: z.string(),
    source: z.string(),
    ...ITEM_FIELDS.project,
  }),
  z.object({
    kind: z.literal('certification'),
    key: z.string(),
    source: z.string(),
    ...ITEM_FIELDS.certification,
  }),
]);
export type ResumeSuggestion = z.infer<typeof resumeSuggestionSchema>;
export type ProjectSuggestion = Extract<ResumeSuggestion, { kind: 'project' }>;
export type CertificationSuggestion = Extract<ResumeSuggestion, { kind: 'certification' }>;

/** Practice evidence in one language: problems solved (a passing Submit), of which hard. */
export interface PracticeEvidence {
  /** As the résumé names it: "SQL", "Python". */
  language: string;
  solved: number;
  hard: number;
  /** The newest passing Submit (`YYYY-MM-DD`), or '' when unknown. */
  lastSolvedOn: string;
}

/** A capstone project the learner passed (src/features/resumes/logic/find-passed-capstones.ts). */
export interface PassedCapstone {
  id: string;
  title: string;
  /** One line per milestone or result, shown as bullets. */
  highlights: readonly string[];
  technologies: readonly string[];
  /** Absolute link to the capstone's page or evidence. */
  url: string;
  /** `YYYY-MM-DD` (or `YYYY-MM`) it was passed. */
  passedOn: string;
}

/** A certificate the learner holds (src/features/resumes/logic/to-earned-certificates.ts). */
export interface EarnedCertificate {
  id: string;
  name: string;
  issuer: string;
  /** `YYYY-MM-DD` it was issued. */
  issuedOn: string;
  /** The public verify page, absolute (`…/verify/{id}`). */
  verifyUrl: string;
}

/** Rated mock interviews on one topic: how many, the best score, the newest. */
export interface InterviewEvidence {
  /** The topic's title: "SQL", "Data modelling". */
  topic: string;
  rated: number;
  /** Points of 100. */
  bestScore: number;
  /** `YYYY-MM` of the newest rated session, or ''. */
  lastOn: string;
}

export interface ResumeSuggestionInputs {
  practice: readonly PracticeEvidence[];
  interviews: readonly InterviewEvidence[];
  capstones: readonly PassedCapstone[];
  certificates: readonly EarnedCertificate[];
}
