/**
 * The first screen after sign-in: the lessons, with the plan's "Next up" card and any due job
 * reminders under the greeting (docs/product.md#plan, #jobs). The cards are their own chunks, so
 * the lessons never wait for the planner.
 */
import { lazy, Suspense } from 'react';
import { CourseDashboardPage } from '../features/courses/components/course-dashboard-page.tsx';

const NextUpCard = lazy(async () => ({
  default: (await import('../features/plan/components/next-up-card.tsx')).NextUpCard,
}));
const DueRemindersCard = lazy(async () => ({
  default: (await import('../features/jobs/components/due-reminders-card.tsx')).DueRemindersCard,
}));

export function LessonsHomePage() {
  return (
    <CourseDashboardPage
      guidance={
        <Suspense fallback={null}>
          <NextUpCard />
          <DueRemindersCard />
        </Suspense>
      }
    />
  );
}
