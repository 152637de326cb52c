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

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
