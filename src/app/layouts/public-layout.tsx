import { Outlet } from 'react-router';
import { SiteFooter } from '../../features/marketing/components/site-footer.tsx';
import { useSignOut } from '../use-sign-out.ts';
import { TopBar } from './top-bar.tsx';

export function PublicLayout() {
  const signOut = useSignOut();
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
