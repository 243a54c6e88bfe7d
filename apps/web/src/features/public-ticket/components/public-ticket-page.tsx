import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ticketMessages, type PublicTicketResponse } from '@atiende/contracts';
import { usePublicOrganization, type PublicOrganization } from '../../../lib/organization';
import { dismissAppShell } from '../../../app/app-shell';
import { useDocumentTitle } from '../../../app/use-document-title';
import { PublicTicketForm } from './public-ticket-form';
import { PublicTicketHeader } from './public-ticket-header';
import { PublicTicketIntro } from './public-ticket-intro';
import { PublicTicketSuccess } from './public-ticket-success';

const text = ticketMessages.publicForm;

const SHIPPED_OPTIONS: PublicOrganization['publicForm'] = {
  enabled: true,
  closedNotice: '',
  welcomeText: '',
  departmentIds: [],
  phone: 'required',
  business: 'required',
  cargo: 'required',
};

/**
 * /support and /tickets/public (docs/product/public-form.md), outside the main layout: editing →
 * submitting → success → reset (docs/product/public-form.md). Designed at 360 px first; one column
 * up to 36 rem.
 */
export function PublicTicketPage() {
  const [ticket, setTicket] = useState<PublicTicketResponse | null>(null);
  // docs/settings.md#public-form: until the options arrive, the form as it shipped.
  const options = usePublicOrganization()?.publicForm ?? SHIPPED_OPTIONS;
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
        ) : !options.enabled ? (
          <>
            <h1 className="text-2xl font-semibold text-ink">{text.heading}</h1>
            <p
              role="status"
              className="mt-4 rounded-lg border border-line bg-white p-4 text-base text-ink shadow-sm"
            >
              {options.closedNotice}
            </p>
          </>
        ) : (
          <>
            <PublicTicketIntro headingRef={headingRef} />
            {options.welcomeText ? (
              <p className="-mt-3 mb-6 text-base whitespace-pre-line text-ink">
                {options.welcomeText}
              </p>
            ) : null}
            <PublicTicketForm key={fillNumber} onCreated={setTicket} options={options} />
          </>
        )}
      </main>
    </div>
  );
}
