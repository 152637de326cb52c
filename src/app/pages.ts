/** Every screen of product.md#routes as a lazily loaded chunk. */
import { APP_ROUTES, PUBLIC_ROUTES } from '@/common/routes.ts';
import { lazyPage, type LazyPageComponent } from './lazy-page.tsx';

export const LandingPage = lazyPage(
  () => import('../features/marketing/components/landing-page.tsx'),
  'LandingPage',
);
export const PrivacyPolicyPage = lazyPage(
  () => import('../features/marketing/components/privacy-policy-page.tsx'),
  'PrivacyPolicyPage',
);
export const TermsOfUsePage = lazyPage(
  () => import('../features/marketing/components/terms-of-use-page.tsx'),
  'TermsOfUsePage',
);
export const CareersPage = lazyPage(
  () => import('../features/marketing/components/careers-page.tsx'),
  'CareersPage',
);
export const ContactPage = lazyPage(
  () => import('../features/marketing/components/contact-page.tsx'),
  'ContactPage',
);
export const PricingPage = lazyPage(
  () => import('../features/marketing/components/pricing-page.tsx'),
  'PricingPage',
);
export const DataEngineeringTrackPage = lazyPage(
  () => import('../features/marketing/components/data-engineering-track-page.tsx'),
  'DataEngineeringTrackPage',
);
export const AiEngineeringTrackPage = lazyPage(
  () => import('../features/marketing/components/ai-engineering-track-page.tsx'),
  'AiEngineeringTrackPage',
);
export const AnalyticsEngineeringTrackPage = lazyPage(
  () => import('../features/marketing/components/analytics-engineering-track-page.tsx'),
  'AnalyticsEngineeringTrackPage',
);
export const CareerCopilotPage = lazyPage(
  () => import('../features/marketing/components/career-copilot-page.tsx'),
  'CareerCopilotPage',
);
export const TopMentorsPage = lazyPage(
  () => import('../features/marketing/components/top-mentors-page.tsx'),
  'TopMentorsPage',
);
export const CareerToolkitPage = lazyPage(
  () => import('../features/marketing/components/career-toolkit-page.tsx'),
  'CareerToolkitPage',
);
export const SignInPage = lazyPage(
  () => import('../features/auth/components/sign-in-page.tsx'),
  'SignInPage',
);
export const SignUpPage = lazyPage(
  () => import('../features/auth/components/sign-up-page.tsx'),
  'SignUpPage',
);
export const VerifyTokenPage = lazyPage(
  () => import('../features/auth/components/verify-token-page.tsx'),
  'VerifyTokenPage',
);
export const CourseDashboardPage = lazyPage(
  () => import('./lessons-home-page.tsx'),
  'LessonsHomePage',
);
export const JobsPage = lazyPage(
  () => import('../features/jobs/components/jobs-page.tsx'),
  'JobsPage',
);
export const PlanPage = lazyPage(
  () => import('../features/plan/components/plan-page.tsx'),
  'PlanPage',
);
export const ResumesPage = lazyPage(
  () => import('../features/resumes/components/resumes-page.tsx'),
  'ResumesPage',
);
export const UploadResumePage = lazyPage(
  () => import('../features/resume-upload/components/upload-resume-page.tsx'),
  'UploadResumePage',
);
export const DatasetsPage = lazyPage(
  () => import('../features/practice/components/datasets-page.tsx'),
  'DatasetsPage',
);
export const CapstonesPage = lazyPage(
  () => import('../features/practice/components/capstones-page.tsx'),
  'CapstonesPage',
);
export const CapstonePage = lazyPage(
  () => import('../features/practice/components/capstone-page.tsx'),
  'CapstonePage',
);
export const PracticePage = lazyPage(
  () => import('../features/practice/components/practice-page.tsx'),
  'PracticePage',
);
export const InterviewsPage = lazyPage(
  () => import('../features/interviews/components/interviews-page.tsx'),
  'InterviewsPage',
);
export const SubscriptionPage = lazyPage(
  () => import('../features/billing/components/subscription-page.tsx'),
  'SubscriptionPage',
);
export const AddModulePage = lazyPage(
  () => import('../features/course-authoring/components/add-module-page.tsx'),
  'AddModulePage',
);
export const AddVideoPage = lazyPage(
  () => import('../features/course-authoring/components/add-video-page.tsx'),
  'AddVideoPage',
);

export const CertificatesPage = lazyPage(
  () => import('../features/certificates/components/certificates-page.tsx'),
  'CertificatesPage',
);

/**
 * The public marketing routes the build prerenders to static HTML (src/app/prerender-entry.tsx,
 * scripts/build/prerender.mjs). On load, src/main.tsx preloads the page's chunk and hydrates the markup.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, LazyPageComponent>> = {
  [PUBLIC_ROUTES.home]: LandingPage,
  [PUBLIC_ROUTES.privacyPolicy]: PrivacyPolicyPage,
  [PUBLIC_ROUTES.termsOfUse]: TermsOfUsePage,
  [PUBLIC_ROUTES.careers]: CareersPage,
  [PUBLIC_ROUTES.contact]: ContactPage,
  [PUBLIC_ROUTES.pricing]: PricingPage,
  [PUBLIC_ROUTES.trackDataEngineering]: DataEngineeringTrackPage,
  [PUBLIC_ROUTES.trackAiEngineering]: AiEngineeringTrackPage,
  [PUBLIC_ROUTES.trackAnalyticsEngineering]: AnalyticsEngineeringTrackPage,
  [PUBLIC_ROUTES.approachCopilot]: CareerCopilotPage,
  [PUBLIC_ROUTES.approachMentors]: TopMentorsPage,
  [PUBLIC_ROUTES.approachToolkit]: CareerToolkitPage,
};

/** The screen each signed-in route shows (`/` and /dashboard redirect to the lessons). */
export const SIGNED_IN_PAGES: Readonly<Record<string, LazyPageComponent>> = {
  [PUBLIC_ROUTES.home]: CourseDashboardPage,
  [APP_ROUTES.dashboard]: CourseDashboardPage,
  [APP_ROUTES.lessons]: CourseDashboardPage,
  [APP_ROUTES.resumes]: ResumesPage,
  [APP_ROUTES.playground]: PracticePage,
  [APP_ROUTES.interviews]: InterviewsPage,
  [APP_ROUTES.plan]: PlanPage,
  [APP_ROUTES.jobs]: JobsPage,
  [APP_ROUTES.certificates]: CertificatesPage,
  [APP_ROUTES.upgrade]: SubscriptionPage,
  [APP_ROUTES.uploadResume]: UploadResumePage,
  [APP_ROUTES.adminModuleNew]: AddModulePage,
  [APP_ROUTES.adminVideoNew]: AddVideoPage,
  [APP_ROUTES.adminModuleEdit]: AddModulePage,
  [APP_ROUTES.adminVideoEdit]: AddVideoPage,
};
export const SharedResumePage = lazyPage(
  () => import('../features/resumes/components/shared-resume-page.tsx'),
  'SharedResumePage',
);
export const VerifyPage = lazyPage(
  () => import('../features/certificates/components/verify-page.tsx'),
  'VerifyPage',
);
