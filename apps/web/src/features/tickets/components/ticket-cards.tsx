import { memo, startTransition, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ticketWorkspaceMessages, type TicketSummary } from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import { afterNextPaint } from '../../../lib/first-paint-gate';
import { formatRelative } from '../../../lib/dates';
import { isTicketInPath, ticketLinkOf } from '../hooks/ticket-link';
import { TicketGoneMark } from './ticket-live-banner';
import { TicketPriorityBadge } from '../../../components/ticket-priority-badge';
import { TicketStatusBadge } from '../../../components/ticket-status-badge';
import { TicketSlaBadge } from './ticket-sla-badge';

const text = ticketWorkspaceMessages.list;

/** Cards drawn in the list's first pass and in each pass after it: more than a phone shows. */
export const FIRST_PASS_CARDS = 6;

/**
 * docs/performance.md (2026-11-26, third pass; thirteenth pass): the first time the list is drawn,
 * the cards a phone shows come first and the rest follow as many at a time, each batch in a
 * transition after the previous one is painted, so a page load paints sooner and no batch's
 * insertion into the page is one long task on a phone. Later pages are drawn whole.
 */
function useDrawnCount(total: number, isProgressive: boolean): number {
  const [drawn, setDrawn] = useState(isProgressive ? FIRST_PASS_CARDS : Infinity);
  useEffect(() => {
    if (drawn >= total) return;
    return afterNextPaint(() =>
      startTransition(() => setDrawn((count) => count + FIRST_PASS_CARDS)),
    );
  }, [drawn, total]);
  // Beside an open ticket every card is drawn at once (see below), whatever was drawn before.
  return isProgressive ? Math.min(total, drawn) : total;
}

/**
 * docs/product/ui.md#patterns tables on mobile and docs/product/tickets.md#client-portal client
 * portal: a list of cards, each one link whose text starts with the title. No bulk selection here.
 */
export function TicketCards({
  tickets,
  isClient,
  goneIds,
  openTicketId = null,
}: {
  tickets: readonly TicketSummary[];
  isClient: boolean;
  /**
   * The ticket open beside the list (from 1280 px): its card is marked as the current one and
   * kept in sight as j/k move through the list.
   */
  openTicketId?: string | null;
  /**
   * docs/product/tickets.md#live-updates: cards that left the view since they were drawn (dimmed,
   * marked).
   */
  goneIds?: ReadonlySet<string>;
}) {
  const location = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!openTicketId) return;
    const card = listRef.current?.querySelector('[aria-current="page"]');
    card?.scrollIntoView?.({ block: 'nearest' });
  }, [openTicketId]);
  const isSplit = openTicketId !== null;
  // Beside an open ticket its card must exist at once, to be scrolled to.
  const drawn = useDrawnCount(tickets.length, !isSplit);
  return (
    <ul ref={listRef} aria-label={text.cardsLabel} className={isSplit ? 'space-y-2' : 'space-y-3'}>
      {tickets.slice(0, drawn).map((ticket, index) => (
        <TicketCard
          key={ticket.id}
          ticket={ticket}
          index={index}
          location={location}
          isClient={isClient}
          isSplit={isSplit}
          isGone={goneIds?.has(ticket.id) ?? false}
          isOpen={isTicketInPath(ticket, openTicketId)}
        />
      ))}
    </ul>
  );
}

interface TicketCardProps {
  ticket: TicketSummary;
  /** Its place in the list, for the j/k keys (use-list-keyboard.ts). */
  index: number;
  location: ReturnType<typeof useLocation>;
  isClient: boolean;
  isSplit: boolean;
  isGone: boolean;
  isOpen: boolean;
}

/**
 * One card. Memoised: an answer the list page reads after its first paint (the saved views, a
 * count) redraws the page, and with it fifty cards whose ticket has not changed
 * (docs/performance.md, thirteenth pass); the page's data keeps an unchanged ticket's object.
 */
const TicketCard = memo(function TicketCard({
  ticket,
  index,
  location,
  isClient,
  isSplit,
  isGone,
  isOpen,
}: TicketCardProps) {
  return (
    // docs/performance.md (2026-11-26, third pass): the browser lays out and paints only
    // the cards on screen; the others keep their last known height (5.5rem until drawn).
    <li className="[contain-intrinsic-size:auto_5.5rem] [content-visibility:auto]">
      <Link
        {...ticketLinkOf(ticket.number, location)}
        aria-current={isOpen ? 'page' : undefined}
        data-ticket-link={index}
        data-ticket-id={ticket.id}
        data-gone={isGone ? '' : undefined}
        className={cn(
          'block min-h-11 rounded-lg border shadow-sm hover:border-line-strong',
          isSplit ? 'p-3' : 'p-4',
          // Dimmed by colour, not opacity: every text keeps its contrast
          // (docs/product/ui.md#accessibility).
          isGone ? 'bg-surface-2' : isOpen ? 'bg-brand-tint' : 'bg-white',
          isOpen ? 'border-brand ring-1 ring-brand' : 'border-line',
        )}
      >
        <span className={cn('line-clamp-2 font-semibold', isGone ? 'text-muted' : 'text-ink')}>
          {ticket.title}
        </span>
        {isGone ? (
          // In the place of the client's name: the card keeps its height.
          <span className="mt-1 flex min-w-0 items-center gap-1 text-sm text-muted tabular-nums">
            <span className="shrink-0">#{ticket.number} ·</span>
            <TicketGoneMark asLine />
          </span>
        ) : (
          <span className="mt-1 block text-sm text-muted tabular-nums">
            #{ticket.number}
            {isClient ? '' : ` · ${ticket.requester.name}`}
          </span>
        )}
        <span className="mt-2 flex flex-wrap items-center gap-2">
          <TicketStatusBadge status={ticket.status} label={ticket.customStatus?.name} />
          <TicketPriorityBadge priority={ticket.priority} />
          {/* Staff see the next SLA target's countdown, else the last update; clients never
                see SLAs (docs/sla.md#ticket-list-and-detail). */}
          {!isClient && ticket.sla ? (
            <TicketSlaBadge sla={ticket.sla} />
          ) : (
            <span className="text-xs text-muted">
              {text.updated(formatRelative(ticket.updatedAt))}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
});
