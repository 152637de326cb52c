/**
 * The two route tables of product.md#routes. Which one applies depends only on whether a session
 * exists; every unknown path redirects to the table's home (`/` signed out, /dashboard/lessons
 * signed in).
 */
import { Navigate, Route, Routes } from 'react-router';
import { CAPSTONE_TRACKS } from '@/common/capstones/capstone-schema.ts';
import {
  APP_ROUTES,
  CAPSTONES_ROUTE,
  capstoneTrackPath,
  PRACTICE_DATASETS_ROUTE,
  PUBLIC_ROUTES,
  SIGNED_IN_HOME,
  SIGNED_OUT_HOME,
  VERIFY_ROUTE,
} from '@/common/routes.ts';
import { SHARED_RESUME_ROUTE } from '@/common/resume/export/resume-share-schema.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { DashboardLayout } from './layouts/dashboard-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import * as Pages from './pages.ts';

function SignedOutRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={PUBLIC_ROUTES.home} element={<Pages.LandingPage />} />
        <Route element={<AuthLayout />}>
          <Route path={PUBLIC_ROUTES.login} element={<Pages.SignInPage />} />
          <Route path={PUBLIC_ROUTES.register} element={<Pages.SignUpPage />} />
          <Route path={PUBLIC_ROUTES.verifyEmail} element={<Pages.VerifyTokenPage />} />
        </Route>
        <Route path={PUBLIC_ROUTES.privacyPolicy} element={<Pages.PrivacyPolicyPage />} />
        <Route path={PUBLIC_ROUTES.termsOfUse} element={<Pages.TermsOfUsePage />} />
        <Route path={PUBLIC_ROUTES.careers} element={<Pages.CareersPage />} />
        <Route path={PUBLIC_ROUTES.contact} element={<Pages.ContactPage />} />
        <Route path={PUBLIC_ROUTES.pricing} element={<Pages.PricingPage />} />
        <Route
          path={PUBLIC_ROUTES.trackDataEngineering}
          element={<Pages.DataEngineeringTrackPage />}
        />
        <Route path={PUBLIC_ROUTES.trackAiEngineering} element={<Pages.AiEngineeringTrackPage />} />
        <Route
          path={PUBLIC_ROUTES.trackAnalyticsEngineering}
          element={<Pages.AnalyticsEngineeringTrackPage />}
        />
        <Route path={PUBLIC_ROUTES.approachCopilot} element={<Pages.CareerCopilotPage />} />
        <Route path={PUBLIC_ROUTES.approachMentors} element={<Pages.TopMentorsPage />} />
        <Route path={PUBLIC_ROUTES.approachToolkit} element={<Pages.CareerToolkitPage />} />
      </Route>
      <Route path={`${SHARED_RESUME_ROUTE}/:token`} element={<Pages.SharedResumePage />} />
      <Route path={VERIFY_ROUTE} element={<Pages.VerifyPage />} />
      <Route path={`${VERIFY_ROUTE}/:id`} element={<Pages.VerifyPage />} />
      <Route path="*" element={<Navigate to={SIGNED_OUT_HOME} replace />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route path={PUBLIC_ROUTES.home} element={<Navigate to={SIGNED_IN_HOME} replace />} />
      <Route path={APP_ROUTES.dashboard} element={<Navigate to={SIGNED_IN_HOME} replace />} />
      <Route element={<DashboardLayout />}>
        <Route path={APP_ROUTES.lessons} element={<Pages.CourseDashboardPage />} />
        <Route path={APP_ROUTES.resumes} element={<Pages.ResumesPage />} />
        <Route path={APP_ROUTES.playground} element={<Pages.PracticePage />} />
        <Route path={PRACTICE_DATASETS_ROUTE} element={<Pages.DatasetsPage />} />
        <Route
          path={CAPSTONES_ROUTE}
          element={<Navigate to={capstoneTrackPath(CAPSTONE_TRACKS[0])} replace />}
        />
        <Route path={`${CAPSTONES_ROUTE}/:track`} element={<Pages.CapstonesPage />} />
        <Route path={`${CAPSTONES_ROUTE}/:track/:capstoneId`} element={<Pages.CapstonePage />} />
        <Route path={APP_ROUTES.interviews} element={<Pages.InterviewsPage />} />
        <Route path={APP_ROUTES.plan} element={<Pages.PlanPage />} />
        <Route path={APP_ROUTES.jobs} element={<Pages.JobsPage />} />
        <Route path={APP_ROUTES.certificates} element={<Pages.CertificatesPage />} />
        <Route path={APP_ROUTES.upgrade} element={<Pages.SubscriptionPage />} />
        <Route path={APP_ROUTES.uploadResume} element={<Pages.UploadResumePage />} />
        <Route path={APP_ROUTES.adminModuleNew} element={<Pages.AddModulePage />} />
        <Route path={APP_ROUTES.adminVideoNew} element={<Pages.AddVideoPage />} />
        <Route path={APP_ROUTES.adminModuleEdit} element={<Pages.AddModulePage />} />
        <Route path={APP_ROUTES.adminVideoEdit} element={<Pages.AddVideoPage />} />
      </Route>
      <Route path={`${SHARED_RESUME_ROUTE}/:token`} element={<Pages.SharedResumePage />} />
      <Route path={VERIFY_ROUTE} element={<Pages.VerifyPage />} />
      <Route path={`${VERIFY_ROUTE}/:id`} element={<Pages.VerifyPage />} />
      <Route path="*" element={<Navigate to={SIGNED_IN_HOME} replace />} />
    </Routes>
  );
}

export function AppRoutes() {
  const signedIn = useSessionStore((state) => state.session !== null);
  return signedIn ? <SignedInRoutes /> : <SignedOutRoutes />;
}
