import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureInstallPrompt } from './features/pwa/lib/install-prompt';
import { registerServiceWorkerWhenIdle } from './features/pwa/lib/register-when-idle';
import './index.css';

// The browser may offer installation before anyone opens the web-app dialog: listen first.
captureInstallPrompt();

// docs/performance.md#first-paint: the first render as a transition, which React works through
// in slices of a few milliseconds, yielding to the browser between them; rendered at once it is a
// single task of several hundred milliseconds on a phone, during which a tap or a key waits.
const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// Production builds only: the Vite dev server must never get a caching worker (docs/pwa.md).
if (import.meta.env.PROD) registerServiceWorkerWhenIdle();
