import { Check, Inbox, Trash2 } from 'lucide-react';
import { emailInboundPageMessages, type HeldMessage } from '@atiende/contracts';
import { Button } from '../../../../components/ui/button';
import { CardSection } from '../../../../components/ui/card-section';
import { DeferredLoader } from '../../../../components/ui/deferred-loader';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { TextLink } from '../../../../components/ui/text-link';
import { formatDateTime } from '../../../../lib/dates';
import { notify } from '../../../../lib/notify';
import { useDecideHeld, useHeldMessages } from '../api/inbound';

const text = emailInboundPageMessages.held;

/**
 * «Retenidos» (docs/email.md#held-messages): replies from people who take no part in their
 * ticket, waiting for someone to accept one as a comment or discard it.
 */
export function HeldMessagesPanel() {
  const query = useHeldMessages();
  return (
    <CardSection id="email-held" title={text.title}>
      <p className="mt-1 text-sm text-muted">{text.intro}</p>
      <div className="mt-4">
        {query.isError ? (
          <LoadFailed message={text.loadFailed} retryLabel={text.retry} onRetry={query.refetch} />
        ) : !query.data ? (
          <DeferredLoader />
        ) : query.data.length === 0 ? (
          <p className="flex items-center gap-2 rounded-md border border-dashed border-line p-4 text-sm text-muted">
            <Inbox aria-hidden="true" className="size-4 shrink-0" />
            {text.empty}
          </p>
        ) : (
          <ul className="space-y-3" aria-label={text.title}>
            {query.data.map((message) => (
              <HeldCard key={message.id} message={message} />
            ))}
          </ul>
        )}
      </div>
    </CardSection>
  );
}

function HeldCard({ message }: { message: HeldMessage }) {
  const decide = useDecideHeld();
  const headingId = `held-${message.id}`;
  const run = (decision: 'accept' | 'discard') =>
    decide.mutate(
      { id: message.id, decision },
      {
        onSuccess: () => notify.success(decision === 'accept' ? text.accepted : text.discarded),
        onError: () => notify.error(text.failed),
      },
    );
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-4">
      <h3 id={headingId} className="break-words text-base font-semibold text-ink">
        <TextLink to={`/tickets/${message.ticketId}`}>
          {text.ticket(message.ticketNumber, message.ticketTitle)}
        </TextLink>
      </h3>
      <p className="text-sm text-muted [overflow-wrap:anywhere]">
        {text.from(message.fromName, message.fromAddress)} · {formatDateTime(message.receivedAt)}
      </p>
      {message.reason && text.reasons[message.reason] ? (
        <p className="mt-1 text-xs text-muted">{text.reasons[message.reason]}</p>
      ) : null}
      <p className="mt-2 text-sm font-medium text-ink">{message.subject}</p>
      <p className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{message.textBody}</p>
      {message.attachmentNames.length > 0 ? (
        <p className="mt-2 break-words text-xs text-muted">
          {text.attachments(message.attachmentNames)}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          className="max-md:min-h-11"
          disabled={decide.isPending}
          onClick={() => run('accept')}
        >
          <Check aria-hidden="true" className="size-4" />
          {text.accept}
        </Button>
        <Button
          variant="secondary"
          className="max-md:min-h-11"
          disabled={decide.isPending}
          onClick={() => run('discard')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {text.discard}
        </Button>
      </div>
    </li>
  );
}
