/**
 * Client route table of product.md#routes, shared by the router, the service worker's navigation
 * fallback and the end-to-end tests, so the three can never disagree.
 */
export const PUBLIC_ROUTES = {
  home: '/',
  login: '/auth/login',
  register: '/auth/register',
  verifyEmail: '/auth/verify-email',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  careers: '/careers',
  contact: '/contact',
  pricing: '/pricing',
  trackDataEngineering: '/tracks/data-engineering',
  trackAiEngineering: '/tracks/ai-engineering',
  trackAnalyticsEngineering: '/tracks/analytics-engineering',
  approachCopilot: '/approach/nyra-career-copilot',
  approachMentors: '/approach/top-mentors',
  approachToolkit: '/approach/career-toolkit',
} as const;

export const APP_ROUTES = {
  dashboard: '/dashboard',
  lessons: '/dashboard/lessons',
  resumes: '/dashboard/resumes',
  playground: '/dashboard/playground',
  interviews: '/dashboard/interviews',
  plan: '/dashboard/plan',
  jobs: '/dashboard/jobs',
  certificates: '/dashboard/certificates',
  upgrade: '/dashboard/upgrade',
  uploadResume: '/dashboard/upload-resume',
  adminModuleNew: '/admin/module/new',
  adminVideoNew: '/admin/video/new',
  adminModuleEdit: '/admin/module/edit',
  adminVideoEdit: '/admin/video/edit',
} as const;

/**
 * Query parameter of the Resumes screen: the résumé just uploaded on the first-run screen, opened
 * in the editor at "Check N fields" once it is read (issue 25).
 */
/**
 * The public verify page of a certificate (`/verify/{id}`, no sign-in), and the same page without
 * an id to check a downloaded certificate; open in both route tables (common/certificates/certificate-urls.ts).
 */
export const VERIFY_ROUTE = '/verify';

export const RESUME_CHECK_PARAM = 'check';

export type PublicRoute = (typeof PUBLIC_ROUTES)[keyof typeof PUBLIC_ROUTES];
export type AppRoute = (typeof APP_ROUTES)[keyof typeof APP_ROUTES];

/** Where a signed-in user lands (product.md#routes: `/`, `/dashboard` and unknown paths). */
export const SIGNED_IN_HOME: AppRoute = APP_ROUTES.lessons;
/** Where a signed-out user lands for unknown paths (product.md#routes). */
export const SIGNED_OUT_HOME: PublicRoute = PUBLIC_ROUTES.home;

/**
 * The Datasets panel of Practice (issue 30): every real dataset's columns, row count, source and
 * licence, with a scratchpad that runs any query on any of them. A sub-path of the playground, so
 * the rail keeps Playground highlighted.
 */
export const PRACTICE_DATASETS_ROUTE = '/dashboard/playground/datasets';

/**
 * Capstone projects (issue 32): `/dashboard/capstones/<track>` lists a track's capstones and
 * `/dashboard/capstones/<track>/<capstone-id>` opens one (`?milestone=<id>` picks a milestone).
 * Not in APP_ROUTES: these take parameters.
 */
export const CAPSTONES_ROUTE = '/dashboard/capstones';

export function capstoneTrackPath(track: string): string {
  return `${CAPSTONES_ROUTE}/${encodeURIComponent(track)}`;
}

export function capstonePath(track: string, capstoneId: string): string {
  return `${capstoneTrackPath(track)}/${encodeURIComponent(capstoneId)}`;
}
