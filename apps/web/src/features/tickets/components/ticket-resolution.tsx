import { useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { ticketCloseMessages, type TicketDetail, type TicketEvent } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useConfirmResolution, useReopenTicket, useTicketRating } from '../api/ticket-close';
import { TextPromptDialog } from './text-prompt-dialog';
import { RatingPrompt, RatingSummary } from './ticket-rating';
import { TicketTime } from './ticket-time';

const text = ticketCloseMessages;

/** Who marked the ticket resolved: the latest status change into its current resolved status. */
function resolverOf(ticket: TicketDetail, events: readonly TicketEvent[]) {
  const target = ticket.customStatus?.id ?? 'RESUELTO';
  const resolved = events.findLast(
    (event) => event.type === 'status_changed' && (event.to === target || event.to === 'RESUELTO'),
  );
  return resolved?.actor?.name ?? null;
}

/**
 * "¿Se resolvió tu problema?": "Sí, cerrar ticket" closes at once (then the rating shows in its
 * place); "No, sigue el problema" asks what still fails and reopens.
 */
function ClientConfirm({ ticket }: { ticket: TicketDetail }) {
  const confirm = useConfirmResolution(ticket.id);
  const reopen = useReopenTicket(ticket.id);
  const [isReopenOpen, setIsReopenOpen] = useState(false);
  return (
    <section aria-labelledby="client-confirm" className="space-y-3 border-t border-line pt-4">
      <h3 id="client-confirm" className="text-base font-semibold text-ink">
        {text.confirm.heading}
      </h3>
      <p className="text-sm text-muted">{text.confirm.body}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          size="lg"
          disabled={confirm.isPending}
          onClick={() =>
            confirm.mutate(undefined, {
              onSuccess: () => notify.success(text.confirm.closed),
              onError: (error) => notify.error(messageOf(error, text.confirm.failed)),
            })
          }
        >
          {text.confirm.yes}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => setIsReopenOpen(true)}>
          {text.confirm.no}
        </Button>
      </div>
      <TextPromptDialog
        id="reopen-reason"
        isOpen={isReopenOpen}
        onOpenChange={setIsReopenOpen}
        title={text.reopen.title}
        description={text.reopen.description}
        label={text.reopen.label}
        requiredMessage={text.validation.reopenReasonRequired}
        submitLabel={text.reopen.submit}
        onSubmit={async (reason) => {
          await reopen.mutateAsync({ reason });
          notify.success(text.reopen.done);
        }}
      />
    </section>
  );
}

/** The rating of a closed ticket: the prompt for its client until rated, the result after. */
function TicketRatingArea({ ticket, isStaff }: { ticket: TicketDetail; isStaff: boolean }) {
  const rating = useTicketRating(ticket.id, ticket.status === 'CERRADO');
  if (!rating.data) return null;
  if (rating.data.rating)
    return (
      <div className="border-t border-line pt-4">
        <RatingSummary rating={rating.data.rating} isStaff={isStaff} />
      </div>
    );
  if (!rating.data.canRate) return null;
  return (
    <div className="border-t border-line pt-4">
      <RatingPrompt ticketId={ticket.id} />
    </div>
  );
}

/**
 * docs/product/tickets.md#closing: "Solución", the resolution of a resolved or closed ticket, shown
 * to everyone who may see the ticket; under it the client's "¿Se resolvió tu problema?", then the
 * satisfaction rating (staff read it here too).
 */
export function TicketResolution({
  ticket,
  events,
  isStaff,
}: {
  ticket: TicketDetail;
  events: readonly TicketEvent[];
  isStaff: boolean;
}) {
  const isEnded = ticket.status === 'RESUELTO' || ticket.status === 'CERRADO';
  if (!isEnded || !ticket.resolution) return null;
  const resolver = resolverOf(ticket, events);
  return (
    <section
      aria-labelledby="ticket-solution"
      className="space-y-4 rounded-lg border border-status-resolved/30 bg-white p-4"
    >
      <div className="space-y-2">
        <h2
          id="ticket-solution"
          className="flex items-center gap-2 text-base font-semibold text-status-resolved"
        >
          <CircleCheck aria-hidden="true" className="size-5" />
          {text.solution.heading}
        </h2>
        <p className="text-base break-words whitespace-pre-line text-ink">{ticket.resolution}</p>
        <p className="text-sm text-muted">
          {resolver ? `${text.solution.resolvedBy(resolver)} · ` : null}
          {ticket.resolvedAt ? <TicketTime value={ticket.resolvedAt} format="dateTime" /> : null}
        </p>
      </div>
      {ticket.permissions.canConfirmResolution ? <ClientConfirm ticket={ticket} /> : null}
      <TicketRatingArea ticket={ticket} isStaff={isStaff} />
    </section>
  );
}
