import type { Ref } from 'react';
import { ticketMessages } from '@atiende/contracts';

const text = ticketMessages.publicForm;

/** The form's heading and its one-line promise; also the server's first screen of /support. */
export function PublicTicketIntro({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-ink">
        {text.heading}
      </h1>
      <p className="mt-1 mb-6 text-base text-muted">{text.intro}</p>
    </>
  );
}
