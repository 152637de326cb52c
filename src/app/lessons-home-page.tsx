/**
 * The first screen after sign-in: the lessons, with the plan's "Next up" card under the greeting
 * (docs/product.md#plan). The card is its own chunk, so the lessons never wait for the planner.
 */
import { lazy, Suspense } from 'react';
import { CourseDashboardPage } from '../features/courses/components/course-dashboard-page.tsx';

const NextUpCard = lazy(async () => ({
  default: (await import('../features/plan/components/next-up-card.tsx')).NextUpCard,
}));

export function LessonsHomePage() {
  return (
    <CourseDashboardPage
      guidance={
        <Suspense fallback={null}>
          <NextUpCard />
        </Suspense>
      }
    />
  );
}
