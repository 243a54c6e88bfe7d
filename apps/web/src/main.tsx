import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureInstallPrompt } from './features/pwa/lib/install-prompt';
import { registerServiceWorkerWhenIdle } from './features/pwa/lib/register-when-idle';
import './index.css';

// The browser may offer installation before anyone opens the web-app dialog: listen first.
captureInstallPrompt();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Production builds only: the Vite dev server must never get a caching worker (docs/pwa.md).
if (import.meta.env.PROD) registerServiceWorkerWhenIdle();
