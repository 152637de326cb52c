/**
 * The interview score, a pure function of the session: the same fields always give
 * the same result. Each answer's self-rating (rubric criteria, 0–3) is weighed against evidence
 * from the session: notes (empty or near-empty notes earn nothing), tests passed on code
 * questions, active time spent, and skips. A self-rating can lift an answer at most
 * SELF_RATING_HEADROOM above its evidence, so blank answers cannot score well however they are
 * rated. Strengths and improvements come from the rubric criteria, capped the same way.
 */
import type { InterviewTopic } from './interview-content-schema.ts';
import {
  MIN_QUESTIONS_FOR_FULL_SCORE,
  NEAR_EMPTY_NOTE_WORDS,
  NOTABLE_GAP_POINTS,
  OVERTIME_FACTOR,
  RUSHED_ANSWER_MS,
  SELF_RATING_HEADROOM,
  SUBSTANTIAL_NOTE_WORDS,
} from './interview-scoring-constants.ts';
import {
  codeKey,
  noteKey,
  RATING_MAX,
  readAnswer,
  type SessionFields,
} from './interview-session-schema.ts';
import { scoreBand } from './score-band.ts';

export interface EvidenceItem {
  id: 'self-rating' | 'notes' | 'time' | 'skipped' | 'code';
  label: string;
  detail: string;
  tone: 'good' | 'neutral' | 'bad';
}

export interface InterviewScore {
  /** 0–100. */
  score: number;
  selfScore: number;
  evidenceScore: number;
  /** selfScore − evidenceScore, in points. */
  gap: number;
  gapMessage: string;
  evidence: EvidenceItem[];
  /** Criterion ids, strongest first. */
  strengths: string[];
  /** Criterion ids, weakest first. */
  improvements: string[];
  feedback: string;
  /** Every criterion of every asked question has a rating. */
  fullyRated: boolean;
  /** How many criteria have a rating: until one has, there is no self-rating to show. */
  ratedCriteria: number;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 100);

function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

function describeGap(gap: number, ratedCriteria: number): string {
  // With nothing rated the self-rating is 0, not low: there is nothing to compare yet.
  if (ratedCriteria === 0)
    return 'Rate your answers to compare your self-rating with the evidence.';
  if (gap >= NOTABLE_GAP_POINTS) {
    return `Your self-rating is ${gap} points above what the session evidence supports.`;
  }
  if (gap <= -NOTABLE_GAP_POINTS) {
    return `Your self-rating is ${-gap} points below the evidence: you may be underselling your answers.`;
  }
  return 'Your self-rating matches the session evidence.';
}

function describeScore(score: number): string {
  switch (scoreBand(score)) {
    case 'excellent':
      return 'Excellent interview: complete, well-supported answers.';
    case 'good':
      return 'Strong interview: a few answers could go deeper.';
    case 'fair':
      return 'Good foundation: tighten the weaker criteria below.';
    default:
      return 'Keep practising: write fuller answers and prove code answers with the tests.';
  }
}

export function scoreInterview(fields: SessionFields, topic: InterviewTopic): InterviewScore {
  const questions = fields.questionIds.flatMap((id) => {
    const question = topic.questions.find((q) => q.id === id);
    return question ? [question] : [];
  });
  const criterionTotals = new Map<string, { sum: number; count: number }>();
  let selfSum = 0;
  let evidenceSum = 0;
  let scoreSum = 0;
  let ratedCriteria = 0;
  let missingRatings = 0;
  let substantial = 0;
  let nearEmpty = 0;
  let skipped = 0;
  let rushed = 0;
  let codeQuestions = 0;
  let codePassing = 0;
  let testsPassed = 0;
  let testsTotal = 0;

  for (const question of questions) {
    const answer = readAnswer(fields, question.id);
    const words = countWords(fields[noteKey(question.id)] ?? '');
    const noteFactor = words < NEAR_EMPTY_NOTE_WORDS ? 0 : clamp01(words / SUBSTANTIAL_NOTE_WORDS);
    let content = noteFactor;
    if (question.check) {
      codeQuestions += 1;
      const run = (fields[codeKey(question.id)] ?? '').trim() ? answer.run : null;
      const tests = run ? run.passed / run.total : 0;
      if (run) {
        testsPassed += run.passed;
        testsTotal += run.total;
        if (run.passed === run.total) codePassing += 1;
      }
      content = 0.6 * tests + 0.4 * noteFactor;
    }
    if (answer.skipped) {
      skipped += 1;
      content = 0;
    } else {
      if (words >= SUBSTANTIAL_NOTE_WORDS) substantial += 1;
      if (words < NEAR_EMPTY_NOTE_WORDS) nearEmpty += 1;
      if (answer.timeMs < RUSHED_ANSWER_MS) rushed += 1;
    }
    const pace = clamp01(answer.timeMs / RUSHED_ANSWER_MS);
    const evidence = content * (0.6 + 0.4 * pace);
    const ratings = fields.ratings[question.id] ?? {};
    let ratingSum = 0;
    for (const criterion of question.criteria) {
      const rating = ratings[criterion];
      if (rating === undefined) missingRatings += 1;
      else ratedCriteria += 1;
      const value = (rating ?? 0) / RATING_MAX;
      ratingSum += value;
      const capped = Math.min(value, evidence + SELF_RATING_HEADROOM);
      const total = criterionTotals.get(criterion) ?? { sum: 0, count: 0 };
      criterionTotals.set(criterion, { sum: total.sum + capped, count: total.count + 1 });
    }
    const self = ratingSum / question.criteria.length;
    selfSum += self;
    evidenceSum += evidence;
    // A skipped question earns nothing, whatever its rating.
    if (!answer.skipped) {
      scoreSum += 0.5 * Math.min(self, evidence + SELF_RATING_HEADROOM) + 0.5 * evidence;
    }
  }

  const asked = questions.length;
  const divisor = Math.max(asked, MIN_QUESTIONS_FOR_FULL_SCORE);
  const overtime = fields.elapsedMs > fields.durationMinutes * 60_000;
  const score = round((scoreSum / divisor) * (overtime ? OVERTIME_FACTOR : 1));
  const selfScore = asked ? round(selfSum / asked) : 0;
  const evidenceScore = round(evidenceSum / divisor);
  const gap = selfScore - evidenceScore;
  const answered = asked - skipped;
  const usedMinutes = Math.round(fields.elapsedMs / 60_000);

  const evidence: EvidenceItem[] = [
    {
      id: 'self-rating',
      label: 'Self-rating',
      detail: `${selfScore}/100 over ${plural(ratedCriteria, 'rated criterion', 'rated criteria')}${missingRatings ? ` (${missingRatings} not rated)` : ''}`,
      tone: missingRatings ? 'bad' : 'neutral',
    },
    {
      id: 'notes',
      label: 'Notes',
      detail: `${substantial} of ${plural(answered, 'answer')} with substantial notes; ${nearEmpty} empty or near-empty`,
      tone: nearEmpty > 0 ? 'bad' : substantial === answered && answered > 0 ? 'good' : 'neutral',
    },
    {
      id: 'time',
      label: 'Time used',
      detail: `${usedMinutes} of ${fields.durationMinutes} min${overtime ? ' (over time)' : ''}; ${plural(rushed, 'answer')} under ${RUSHED_ANSWER_MS / 1000} s`,
      tone: overtime || rushed > 0 ? 'bad' : 'good',
    },
    {
      id: 'skipped',
      label: 'Skipped',
      detail: `${skipped} of ${plural(asked, 'question')} skipped`,
      tone: skipped > 0 ? 'bad' : 'good',
    },
  ];
  if (codeQuestions > 0) {
    evidence.push({
      id: 'code',
      label: 'Code checks',
      detail: `${codePassing} of ${plural(codeQuestions, 'code question')} passing (${testsPassed}/${testsTotal} tests)`,
      tone: codePassing === codeQuestions ? 'good' : 'bad',
    });
  }

  const criterionScores = [...criterionTotals.entries()].map(([id, { sum, count }]) => ({
    id,
    value: sum / count,
  }));
  const byValue = (a: { id: string; value: number }, b: { id: string; value: number }) =>
    a.value - b.value || a.id.localeCompare(b.id);
  const strengths = criterionScores
    .filter((c) => c.value >= 2 / 3)
    .sort((a, b) => byValue(b, a))
    .slice(0, 3)
    .map((c) => c.id);
  const improvements = criterionScores
    .filter((c) => c.value < 0.5)
    .sort(byValue)
    .slice(0, 3)
    .map((c) => c.id);

  return {
    score,
    selfScore,
    evidenceScore,
    gap,
    gapMessage: describeGap(gap, ratedCriteria),
    evidence,
    strengths,
    improvements,
    feedback: describeScore(score),
    fullyRated: missingRatings === 0 && asked > 0,
    ratedCriteria,
  };
}
