import { BrowserRouter } from 'react-router';
import { PwaStatus } from '../features/pwa/components/pwa-status.tsx';
import { AppRoutes } from './app-routes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <PwaStatus />
    </BrowserRouter>
  );
}
