import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { SiteFooter } from '@/src/features/marketing/components/site-footer.tsx';
import { useSignOut } from '../use-sign-out.ts';
import { TopBar } from './top-bar.tsx';

export function PublicLayout() {
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  // A new page starts at its top (links in the footer would otherwise land mid-page); Back and
  // Forward (POP) keep the browser's own scroll restoration.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar onSignOut={signOut} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
