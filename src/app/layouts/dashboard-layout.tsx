/**
 * The signed-in layout (product.md#routes, #dashboard-navigation): "Loading your dashboard..." until session data
 * exists, the upload-resume gate, the reset-to-lessons navigation state, and the icon rail (a
 * bottom tab bar on phones).
 */
import type { ReactNode } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { APP_ROUTES } from '@/common/routes.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { useSignOut } from '../use-sign-out.ts';
import styles from './dashboard-layout.module.css';
import { TopBar } from './top-bar.tsx';

const RAIL: Array<{ label: string; to: string; icon: ReactNode }> = [
  {
    label: 'Lessons',
    to: APP_ROUTES.lessons,
    icon: (
      <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4H11v16H5.5A1.5 1.5 0 0 1 4 18.5zM13 4h5.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H13z" />
    ),
  },
  {
    label: 'Plan',
    to: APP_ROUTES.plan,
    icon: (
      <path d="M7 2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2zM5 9v11h14V9zm2 3h2v2H7zm4 0h2v2h-2zm4 0h2v2h-2zm-8 4h2v2H7zm4 0h2v2h-2z" />
    ),
  },
  {
    label: 'Playground',
    to: APP_ROUTES.playground,
    icon: (
      <path d="M8.7 16.3 4.4 12l4.3-4.3 1.4 1.4L7.2 12l2.9 2.9zm6.6 0-1.4-1.4 2.9-2.9-2.9-2.9 1.4-1.4 4.3 4.3z" />
    ),
  },
  {
    label: 'Resume',
    to: APP_ROUTES.resumes,
    icon: (
      <path d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5zM8 13h8v-2H8zm0 4h8v-2H8z" />
    ),
  },
  {
    label: 'Interviews',
    to: APP_ROUTES.interviews,
    icon: (
      <path d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
    ),
  },
  {
    label: 'Jobs',
    to: APP_ROUTES.jobs,
    icon: (
      <path d="M9 3h6a2 2 0 0 1 2 2v2h3a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h3V5a2 2 0 0 1 2-2zm0 4h6V5H9zm-5 4v8h16v-8z" />
    ),
  },
];

interface ResetState {
  resetToLessons?: boolean;
}

export function DashboardLayout() {
  const session = useSessionStore((state) => state.session);
  const location = useLocation();
  const signOut = useSignOut();

  if (!session) {
    return (
      <p className="container" role="status">
        Loading your dashboard...
      </p>
    );
  }
  if (
    (location.state as ResetState | null)?.resetToLessons &&
    location.pathname !== APP_ROUTES.lessons
  ) {
    return <Navigate to={APP_ROUTES.lessons} replace />;
  }
  if (!session.has_uploaded_resume && location.pathname !== APP_ROUTES.uploadResume) {
    return <Navigate to={APP_ROUTES.uploadResume} replace />;
  }

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar onSignOut={signOut} />
      <div className={styles.shell}>
        <nav className={styles.rail} aria-label="Dashboard">
          {RAIL.map((entry) => (
            <NavLink key={entry.to} to={entry.to} className={styles.railLink}>
              <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                {entry.icon}
              </svg>
              <span>{entry.label}</span>
            </NavLink>
          ))}
        </nav>
        <main id="main" className={styles.content} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </>
  );
}
