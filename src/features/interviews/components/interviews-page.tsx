/**
 * Interviews (product.md#interviews): stats cards, the topic picker, a live session with a notes
 * panel, rating after "End Interview", and previous interviews. Flow: picker → live session →
 * "End Interview" → rating → back to the picker. A live session is resumed wherever the learner
 * left it (reload, closed tab, days offline): it is read back from IndexedDB.
 */
import { useState } from 'react';
import { findInterviewTopic } from '@/common/interviews/interview-bank.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { syncOwner } from '@/src/lib/sync/sync-owner.ts';
import { useInterviewSessions } from '../hooks/use-interview-sessions.ts';
import styles from './interviews-page.module.css';
import { LiveSession } from './live-session.tsx';
import { PastInterviews } from './past-interviews.tsx';
import { RateSession } from './rate-session.tsx';
import { StatsCards } from './stats-cards.tsx';
import { TopicPicker } from './topic-picker.tsx';

export function InterviewsPage() {
  const session = useSessionStore((state) => state.session);
  const owner = session ? syncOwner(session) : null;
  const sessions = useInterviewSessions(owner);
  const [ratingId, setRatingId] = useState<string | null>(null);

  if (!owner) return null;
  if (!sessions) {
    return (
      <div className="container">
        <h1 className="page-title">Interviews</h1>
        <p role="status">Loading your interviews...</p>
      </div>
    );
  }

  const live = sessions.find((row) => row.fields.status === 'live');
  const liveTopic = live ? findInterviewTopic(live.fields.topicId) : undefined;
  const rating = sessions.find((row) => row.id === ratingId && row.fields.status !== 'live');
  const ratingTopic = rating ? findInterviewTopic(rating.fields.topicId) : undefined;

  return (
    <div className="container">
      <h1 className="page-title">Interviews</h1>
      {live && liveTopic ? (
        <LiveSession
          key={live.id}
          owner={owner}
          row={live}
          topic={liveTopic}
          earlier={sessions}
          onEnded={() => setRatingId(live.id)}
        />
      ) : rating && ratingTopic ? (
        <RateSession
          key={rating.id}
          owner={owner}
          row={rating}
          topic={ratingTopic}
          onDone={() => setRatingId(null)}
        />
      ) : (
        <div className={styles.stack}>
          <StatsCards sessions={sessions} />
          <TopicPicker owner={owner} sessions={sessions} />
          <PastInterviews sessions={sessions} onRate={setRatingId} />
        </div>
      )}
    </div>
  );
}
