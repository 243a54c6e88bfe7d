import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ticketMessages, type PublicTicketResponse } from '@atiende/contracts';
import { dismissAppShell } from '../../../app/app-shell';
import { useDocumentTitle } from '../../../app/use-document-title';
import { PublicTicketForm } from './public-ticket-form';
import { PublicTicketHeader } from './public-ticket-header';
import { PublicTicketIntro } from './public-ticket-intro';
import { PublicTicketSuccess } from './public-ticket-success';

const text = ticketMessages.publicForm;

/**
 * /support and /tickets/public (docs/product/public-form.md), outside the main layout: editing →
 * submitting → success → reset (docs/product/public-form.md). Designed at 360 px first; one column
 * up to 36 rem.
 */
export function PublicTicketPage() {
  const [ticket, setTicket] = useState<PublicTicketResponse | null>(null);
  // A new key remounts the form: empty fields, no files and a new Idempotency-Key.
  const [fillNumber, setFillNumber] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shouldFocusHeading = useRef(false);
  useDocumentTitle(ticket ? text.successPage.pageTitle : text.pageTitle);
  // The server's first screen of this page goes in the frame this one is drawn (app/app-shell.ts).
  useLayoutEffect(dismissAppShell, []);

  useEffect(() => {
    if (ticket || !shouldFocusHeading.current) return;
    shouldFocusHeading.current = false;
    headingRef.current?.focus();
  }, [ticket]);

  const createAnother = () => {
    shouldFocusHeading.current = true;
    setFillNumber((count) => count + 1);
    setTicket(null);
  };

  return (
    <div className="min-h-dvh bg-surface">
      <PublicTicketHeader />
      <main id="main-content" className="mx-auto w-full max-w-xl px-4 pt-6 pb-12">
        {ticket ? (
          <PublicTicketSuccess ticket={ticket} onCreateAnother={createAnother} />
        ) : (
          <>
            <PublicTicketIntro headingRef={headingRef} />
            <PublicTicketForm key={fillNumber} onCreated={setTicket} />
          </>
        )}
      </main>
    </div>
  );
}
