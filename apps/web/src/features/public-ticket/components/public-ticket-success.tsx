import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck, Copy } from 'lucide-react';
import { ticketMessages, type PublicTicketResponse } from '@atiende/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { getAccessToken } from '../../../lib/token-storage';

const text = ticketMessages.publicForm.successPage;

interface PublicTicketSuccessProps {
  ticket: PublicTicketResponse;
  onCreateAnother: () => void;
}

/**
 * docs/product/public-form.md (GOV.UK confirmation page): the number in a panel, what happens next,
 * and "Crear Otro Ticket". Focus starts on the heading so screen readers announce the result.
 */
export function PublicTicketSuccess({ ticket, onCreateAnother }: PublicTicketSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // docs/product/auth.md#states session: a stored token means signed in. (Features do not read each
  // other, so the form asks the token store rather than the auth feature.)
  const [isSignedIn] = useState(() => getAccessToken() !== null);
  const ticketNumber = `#${ticket.ticketNumber}`;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const copyNumber = () => {
    void navigator.clipboard
      ?.writeText(ticketNumber)
      .then(() => notify.success(text.copied))
      .catch(() => {
        // Clipboard refused (permissions, plain http): the number stays on screen to copy by hand.
      });
  };

  return (
    <div className="space-y-6">
      <section className="rounded-lg bg-success p-6 text-center text-white">
        <CircleCheck aria-hidden="true" className="mx-auto size-10" />
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-2 text-2xl font-semibold focus-visible:outline-white"
        >
          {text.heading}
        </h1>
        <p className="mt-2 text-lg">
          {text.number} <strong className="text-2xl font-semibold">{ticketNumber}</strong>
        </p>
        <button
          type="button"
          className="mt-4 inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-white px-4 text-base font-medium text-success hover:bg-surface-2 focus-visible:outline-white"
          onClick={copyNumber}
        >
          <Copy aria-hidden="true" className="size-5" />
          {text.copy}
        </button>
      </section>

      <p className="text-base text-ink">{text.email}</p>

      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-ink">{text.nextHeading}</h2>
        <p className="text-base text-ink">{text.next(ticket.firstResponse)}</p>
      </section>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" className="w-full sm:w-auto" onClick={onCreateAnother}>
          {text.createAnother}
        </Button>
        {isSignedIn ? (
          <Link to="/tickets" className={`${buttonClasses('secondary', 'lg')} w-full sm:w-auto`}>
            {text.viewMine}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
