/**
 * Build-time only: scripts/build/prerender.mjs bundles this module with Vite for Node and renders every
 * public marketing route to static HTML. It renders the app's own content (AppContent) inside a
 * StaticRouter instead of a BrowserRouter, signed out, with the page's chunk preloaded first like
 * src/main.tsx does, so the client hydrates the very same markup.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { APP_ROUTES, PRACTICE_DATASETS_ROUTE, PUBLIC_ROUTES } from '@/common/routes.ts';
// Handed to public/start-marketing-page.js, which sends a signed-in visitor to the dashboard.
export { SIGNED_IN_HOME, SIGNED_OUT_HOME } from '@/common/routes.ts';
export { SESSION_STORAGE_KEY } from '@/common/session/session-storage-key.ts';
import { aiEngineeringTrackPageMeta } from '../features/marketing/components/ai-engineering-track-page.tsx';
import { analyticsEngineeringTrackPageMeta } from '../features/marketing/components/analytics-engineering-track-page.tsx';
import { careerCopilotPageMeta } from '../features/marketing/components/career-copilot-page.tsx';
import { careerToolkitPageMeta } from '../features/marketing/components/career-toolkit-page.tsx';
import { careersPageMeta } from '../features/marketing/components/careers-page.tsx';
import { contactPageMeta } from '../features/marketing/components/contact-page.tsx';
import { dataEngineeringTrackPageMeta } from '../features/marketing/components/data-engineering-track-page.tsx';
import { landingPageMeta } from '../features/marketing/components/landing-page.tsx';
import { pricingPageMeta } from '../features/marketing/components/pricing-page.tsx';
import { privacyPolicyPageMeta } from '../features/marketing/components/privacy-policy-page.tsx';
import { termsOfUsePageMeta } from '../features/marketing/components/terms-of-use-page.tsx';
import { topMentorsPageMeta } from '../features/marketing/components/top-mentors-page.tsx';
import type { PageMeta } from '../features/marketing/hooks/use-page-meta.ts';
import { AppContent } from './app.tsx';
import { PRERENDERED_PAGES } from './pages.ts';

export interface PrerenderTarget extends PageMeta {
  route: string;
  /** The page module, as keyed in Vite's build manifest (for its CSS and chunk preloads). */
  source: string;
  /** Sitemap priority, 0 to 1. */
  priority: number;
}

const COMPONENTS = 'src/features/marketing/components';

export const PRERENDER_TARGETS: readonly PrerenderTarget[] = [
  { route: PUBLIC_ROUTES.home, source: 'landing-page', priority: 1, meta: landingPageMeta },
  { route: PUBLIC_ROUTES.pricing, source: 'pricing-page', priority: 0.9, meta: pricingPageMeta },
  {
    route: PUBLIC_ROUTES.trackDataEngineering,
    source: 'data-engineering-track-page',
    priority: 0.9,
    meta: dataEngineeringTrackPageMeta,
  },
  {
    route: PUBLIC_ROUTES.trackAiEngineering,
    source: 'ai-engineering-track-page',
    priority: 0.7,
    meta: aiEngineeringTrackPageMeta,
  },
  {
    route: PUBLIC_ROUTES.trackAnalyticsEngineering,
    source: 'analytics-engineering-track-page',
    priority: 0.7,
    meta: analyticsEngineeringTrackPageMeta,
  },
  {
    route: PUBLIC_ROUTES.approachCopilot,
    source: 'career-copilot-page',
    priority: 0.8,
    meta: careerCopilotPageMeta,
  },
  {
    route: PUBLIC_ROUTES.approachMentors,
    source: 'top-mentors-page',
    priority: 0.8,
    meta: topMentorsPageMeta,
  },
  {
    route: PUBLIC_ROUTES.approachToolkit,
    source: 'career-toolkit-page',
    priority: 0.8,
    meta: careerToolkitPageMeta,
  },
  { route: PUBLIC_ROUTES.careers, source: 'careers-page', priority: 0.6, meta: careersPageMeta },
  { route: PUBLIC_ROUTES.contact, source: 'contact-page', priority: 0.6, meta: contactPageMeta },
  {
    route: PUBLIC_ROUTES.privacyPolicy,
    source: 'privacy-policy-page',
    priority: 0.3,
    meta: privacyPolicyPageMeta,
  },
  {
    route: PUBLIC_ROUTES.termsOfUse,
    source: 'terms-of-use-page',
    priority: 0.3,
    meta: termsOfUsePageMeta,
  },
].map(({ meta, source, ...rest }) => ({
  ...rest,
  ...meta,
  source: `${COMPONENTS}/${source}.tsx`,
}));

/**
 * Routes that only make sense rendered in the browser (forms that need JavaScript, signed-in
 * screens): the build writes the pure app shell there, never another page's markup.
 */
export const CLIENT_ONLY_ROUTES: readonly string[] = [
  PUBLIC_ROUTES.login,
  PUBLIC_ROUTES.register,
  PUBLIC_ROUTES.verifyEmail,
  ...Object.values(APP_ROUTES),
  // A sub-route of Practice: loaded directly it gets the shell, not the landing page (which sends
  // a signed-in visitor to the lessons).
  PRACTICE_DATASETS_ROUTE,
];

/** Renders one route's #root markup, signed out, with every lazy page already loaded. */
export async function renderRoute(route: string): Promise<string> {
  const page = PRERENDERED_PAGES[route];
  if (!page) throw new Error(`${route} is not a prerendered route (src/app/pages.ts)`);
  await page.preload();
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={route}>
        <AppContent />
      </StaticRouter>
    </StrictMode>,
    // Never outline a large boundary into a streamed chunk: that would need an inline script,
    // which the Content-Security-Policy forbids. Static HTML has nothing to stream anyway.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
