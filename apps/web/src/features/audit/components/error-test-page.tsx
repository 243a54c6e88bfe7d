import { useState } from 'react';
import { Bug } from 'lucide-react';
import { auditMessages, pageMessages, ticketEnvelopeSchema } from '@atiende/contracts';
import { ForbiddenPanel, PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { apiGet } from '../../../lib/api';
import { notify } from '../../../lib/notify';

const text = auditMessages.errorTest;

type Induced = 'render' | 'typeError' | 'chunk';

/** Throws while rendering, so the route's error boundary shows and reports it. */
function Thrower({ kind }: { kind: Induced }): null {
  if (kind === 'typeError') {
    const notAFunction = {} as { run?: unknown };
    (notAFunction.run as () => void)();
  }
  if (kind === 'chunk') {
    const error = new Error(
      `${text.testErrorMessage}: Failed to fetch dynamically imported module`,
    );
    error.name = 'ChunkLoadError';
    throw error;
  }
  throw new Error(text.testErrorMessage);
}

const ACTIONS: Array<{ kind: Induced; label: string; hint: string }> = [
  { kind: 'render', label: text.renderError, hint: text.renderErrorHint },
  { kind: 'typeError', label: text.typeError, hint: text.typeErrorHint },
  { kind: 'chunk', label: text.chunkError, hint: text.chunkErrorHint },
];

/**
 * /admin/error-test (docs/conventions.md#security: administrators only): triggers each kind of
 * error on purpose.
 */
export function ErrorTestPage({ isAdmin }: { isAdmin: boolean }) {
  const [induced, setInduced] = useState<Induced | null>(null);
  if (!isAdmin) {
    return (
      <ForbiddenPanel
        title={text.title}
        message={text.forbidden}
        backLabel={pageMessages.comingSoon.backToPanel}
      />
    );
  }
  const callFailingApi = async () => {
    try {
      // An id that cannot exist: the API answers an error, which the client handles as any other.
      await apiGet('/tickets/00000000-0000-0000-0000-000000000000', ticketEnvelopeSchema);
    } catch {
      notify.info(text.apiErrorDone);
    }
  };
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <PageHeader title={text.title} description={text.description} />
      <ul className="space-y-3">
        {ACTIONS.map((action) => (
          <li
            key={action.kind}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-white p-4"
          >
            <p className="text-sm text-muted">{action.hint}</p>
            <Button variant="secondary" onClick={() => setInduced(action.kind)}>
              <Bug aria-hidden="true" className="size-4" />
              {action.label}
            </Button>
          </li>
        ))}
        <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-white p-4">
          <p className="text-sm text-muted">{text.apiErrorHint}</p>
          <Button variant="secondary" onClick={() => void callFailingApi()}>
            <Bug aria-hidden="true" className="size-4" />
            {text.apiError}
          </Button>
        </li>
      </ul>
      {induced ? <Thrower kind={induced} /> : null}
    </div>
  );
}
