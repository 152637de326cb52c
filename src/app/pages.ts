/** Every screen of SPEC 2.1 as a lazily loaded chunk. */
import { lazyPage } from './lazy-page.tsx';

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
  () => import('../features/lessons/components/course-dashboard-page.tsx'),
  'CourseDashboardPage',
);
export const ResumesPage = lazyPage(
  () => import('../features/resumes/components/resumes-page.tsx'),
  'ResumesPage',
);
export const UploadResumePage = lazyPage(
  () => import('../features/resume-upload/components/upload-resume-page.tsx'),
  'UploadResumePage',
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
  () => import('../features/authoring/components/add-module-page.tsx'),
  'AddModulePage',
);
export const AddVideoPage = lazyPage(
  () => import('../features/authoring/components/add-video-page.tsx'),
  'AddVideoPage',
);
