import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppProvider } from './app/provider';
import { PublicTicketPage } from './features/public-ticket/components/public-ticket-page';
import { queryClient } from './lib/query-client';
import { registerServiceWorkerWhenIdle } from './features/pwa/lib/register-when-idle';
import './index.css';

// docs/performance.md#public-form-entry: the public form (/support, /tickets/public) is a page of
// its own for a visitor's phone — React, the form and its data layer, without the router, the
// session check or any staff screen. Its links to the rest of the app are ordinary page loads.
const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <QueryClientProvider client={queryClient}>
            <PublicTicketPage />
          </QueryClientProvider>
        </AppProvider>
      </StrictMode>,
    );
  });
}

if (import.meta.env.PROD) registerServiceWorkerWhenIdle();
