import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import {
  listenForInstallPrompt,
  registerServiceWorker,
} from './features/pwa/data/register-service-worker.ts';
import { persistSession } from './lib/persist-session.ts';
import './styles/tokens.css';
import './styles/global.css';

persistSession();
listenForInstallPrompt();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
