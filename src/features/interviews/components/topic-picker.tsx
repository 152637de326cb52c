/**
 * The topic picker: each topic's title, description, suggested duration, difficulty and icon, a
 * length choice (30 / 45 / 60 min), the learner's recent scores on it (their per-topic trend),
 * and "Start Interview".
 */
import { useState } from 'react';
import {
  INTERVIEW_DURATIONS_MIN,
  type InterviewDurationMin,
  type InterviewTopic,
} from '@/common/interviews/interview-content-schema.ts';
import { INTERVIEW_TOPICS } from '@/common/interviews/interview-bank.ts';
import type { InterviewSessionRow } from '@/common/interviews/interview-session-schema.ts';
import { scoreInterview } from '@/common/interviews/score-interview.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { startInterviewSession } from '../storage/start-interview-session.ts';
import styles from './interviews-page.module.css';
import { TopicIcon } from './topic-icon.tsx';

/** Scores shown in a topic's trend line. */
const TREND_LENGTH = 3;

function TopicCard({
  topic,
  owner,
  sessions,
}: {
  topic: InterviewTopic;
  owner: string;
  sessions: InterviewSessionRow[];
}) {
  const [duration, setDuration] = useState<InterviewDurationMin>(topic.duration);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const mine = sessions.filter((row) => row.fields.topicId === topic.id);
  const trend = mine
    .filter((row) => row.fields.status === 'rated')
    .slice(0, TREND_LENGTH)
    .reverse()
    .map((row) => scoreInterview(row.fields, topic).score);
  const earlier = [...mine].reverse().flatMap((row) => row.fields.questionIds);
  const titleId = `topic-${topic.id}`;

  async function start() {
    setStarting(true);
    setError(null);
    try {
      await startInterviewSession(owner, topic, duration, earlier);
    } catch (failure) {
      console.error('Could not start the interview', failure);
      setError('The interview could not be started on this device. Please try again.');
      setStarting(false);
    }
  }

  return (
    <li className={styles.topicCard} aria-labelledby={titleId}>
      <div className={styles.topicHeader}>
        <span className={styles.topicIcon}>
          <TopicIcon icon={topic.icon} />
        </span>
        <h3 id={titleId} className={styles.topicTitle}>
          {topic.title}
        </h3>
      </div>
      <p className={styles.topicDescription}>{topic.description}</p>
      <p className={styles.meta}>
        <span>{topic.duration} min</span> ·{' '}
        <span className={styles.difficulty}>{topic.difficulty}</span> ·{' '}
        <span>{topic.questions.length} questions</span>
      </p>
      {trend.length > 0 && <p className={styles.meta}>Your recent scores: {trend.join(' → ')}</p>}
      <div className={styles.startRow}>
        <label className={styles.lengthLabel}>
          Length
          <select
            value={duration}
            onChange={(event) => setDuration(Number(event.target.value) as InterviewDurationMin)}
          >
            {INTERVIEW_DURATIONS_MIN.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} min
              </option>
            ))}
          </select>
        </label>
        <Button onClick={() => void start()} disabled={starting} aria-describedby={titleId}>
          {starting ? 'Starting...' : 'Start Interview'}
        </Button>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </li>
  );
}

export function TopicPicker({
  owner,
  sessions,
}: {
  owner: string;
  sessions: InterviewSessionRow[];
}) {
  return (
    <section aria-labelledby="topic-picker-title">
      <h2 id="topic-picker-title" className={styles.sectionTitle}>
        Choose a topic
      </h2>
      <ul className={styles.topics}>
        {INTERVIEW_TOPICS.map((topic) => (
          <TopicCard key={topic.id} topic={topic} owner={owner} sessions={sessions} />
        ))}
      </ul>
    </section>
  );
}
