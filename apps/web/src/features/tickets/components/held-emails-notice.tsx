import { useId } from 'react';
import { MailWarning } from 'lucide-react';
import { emailInboundPageMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDecideTicketHeldEmail, useTicketHeldEmails } from '../api/held-emails';

const text = emailInboundPageMessages.held;

/**
 * docs/email.md#held-messages: replies by e-mail from people who take no part in this ticket
 * wait here for staff to accept one as a public comment or discard it. Staff only.
 */
export function HeldEmailsNotice({ ticketId }: { ticketId: string }) {
  const query = useTicketHeldEmails(ticketId);
  const decide = useDecideTicketHeldEmail(ticketId);
  const headingId = useId();
  const messages = query.data ?? [];
  if (messages.length === 0) return null;
  const run = (id: string, decision: 'accept' | 'discard') =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => notify.success(decision === 'accept' ? text.accepted : text.discarded),
        onError: (error) => notify.error(messageOf(error, text.failed)),
      },
    );
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-line bg-brand-tint p-4"
      data-testid="held-emails"
    >
      <h2 id={headingId} className="flex items-start gap-2 text-base font-semibold text-ink">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
        <span>{text.banner(messages.length)}</span>
      </h2>
      <ul className="space-y-3">
        {messages.map((message) => (
          <li key={message.id} className="rounded-md border border-line bg-surface p-3">
            <p className="text-sm font-medium text-ink [overflow-wrap:anywhere]">
              {text.from(message.fromName, message.fromAddress)}
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">
              {message.textBody}
            </p>
            {message.attachmentNames.length > 0 ? (
              <p className="mt-1 break-words text-xs text-muted">
                {text.attachments(message.attachmentNames)}
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                className="max-md:min-h-11"
                disabled={decide.isPending}
                onClick={() => run(message.id, 'accept')}
              >
                {text.accept}
              </Button>
              <Button
                variant="secondary"
                className="max-md:min-h-11"
                disabled={decide.isPending}
                onClick={() => run(message.id, 'discard')}
              >
                {text.discard}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
