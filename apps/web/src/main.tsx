import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { captureInstallPrompt } from './features/pwa/lib/install-prompt';
import { registerServiceWorkerWhenIdle } from './features/pwa/lib/register-when-idle';
import './index.css';

// The browser may offer installation before anyone opens the web-app dialog: listen first.
captureInstallPrompt();

// docs/performance.md#first-paint: the router is made in a task of its own, after the one that
// ran the modules (matching the address against every route and starting the page's imports is
// ~25 ms on this host, four times that on a phone: together they were one long task); the first
// render is a transition, which React works through in slices of a few milliseconds, yielding to
// the browser between them; rendered at once it is a single task of several hundred milliseconds
// on a phone, during which a tap or a key waits.
const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  setTimeout(() => {
    const router = createAppRouter();
    startTransition(() => {
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  }, 0);
}

// Production builds only: the Vite dev server must never get a caching worker (docs/pwa.md).
if (import.meta.env.PROD) registerServiceWorkerWhenIdle();
