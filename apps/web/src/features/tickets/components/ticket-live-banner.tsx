import { ArrowUp, EyeOff } from 'lucide-react';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import { cn } from '../../../lib/cn';

const text = ticketWorkspaceMessages.list.live;

/**
 * docs/product/tickets.md#live-updates: "3 nuevos tickets — Mostrar" in a slot 36 px tall that is
 * always there, so the button appearing moves nothing. The count is announced by its own polite
 * region, once per count (not per ticket, not per socket message); the button's text is not live.
 */
export function TicketLiveBanner({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div data-live-slot="" className="flex h-9 items-center justify-center">
      {count > 0 ? (
        <button
          type="button"
          onClick={onShow}
          className="inline-flex h-8 items-center gap-2 rounded-full bg-brand px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-hover"
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          {`${text.newTickets(count)} — ${text.show}`}
        </button>
      ) : null}
      <p role="status" className="sr-only">
        {count > 0 ? text.newTickets(count) : ''}
      </p>
    </div>
  );
}

/**
 * docs/product/tickets.md#live-updates: a row that left the view stays until the next refresh,
 * marked in words (colour is never the only cue). A chip beside a title; `asLine` is the table
 * row's second line instead.
 */
export function TicketGoneMark({ asLine = false }: { asLine?: boolean }) {
  return (
    <span
      className={cn(
        'items-center gap-1 text-xs font-medium text-muted',
        asLine
          ? 'flex min-w-0'
          : 'inline-flex shrink-0 rounded-sm border border-line bg-white px-1.5 leading-5',
      )}
    >
      <EyeOff aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">{text.gone}</span>
    </span>
  );
}
