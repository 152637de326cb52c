import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { PwaStatus } from '../features/pwa/components/pwa-status.tsx';
import { AppRoutes } from './app-routes.tsx';
import { SessionEffects } from './session-effects.tsx';

/**
 * Everything inside the router. The build's prerenderer (prerender-entry.tsx) renders this same
 * component inside a StaticRouter, so the prerendered markup always matches what hydrates.
 */
export function AppContent() {
  return (
    <>
      <AppRoutes />
      <PwaStatus />
      <SessionEffects />
    </>
  );
}

/**
 * `<html data-app-ready>` once the app has rendered or hydrated: from then on every control works.
 * Prerendered pages are readable (and their links work) before, but their menus and toggles need
 * the app; the end-to-end tests wait for this before they press anything.
 */
function useMarkAppReady(): void {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
}

export function App() {
  useMarkAppReady();
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
