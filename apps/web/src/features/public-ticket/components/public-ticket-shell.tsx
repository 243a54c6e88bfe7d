import { PublicTicketHeader } from './public-ticket-header';
import { PublicTicketIntro } from './public-ticket-intro';

/**
 * /support's first screen as the server sends it before any code runs (docs/performance.md#first-paint):
 * the same header and heading the page draws, then a calm placeholder where the form will be.
 */
export function PublicTicketShell() {
  return (
    <div className="min-h-dvh bg-surface">
      <PublicTicketHeader />
      <main className="mx-auto w-full max-w-xl px-4 pt-6 pb-12">
        <PublicTicketIntro />
      </main>
    </div>
  );
}
