import { useState } from 'react';
import { Info, X } from 'lucide-react';
import { ticketWorkspaceMessages, type TicketEvent } from '@atiende/contracts';
import { latestChangeByOthers } from '../hooks/live-notice';
import { describeEvent } from '../hooks/timeline';

const text = ticketWorkspaceMessages.detail.liveNotice;

/**
 * docs/product/tickets.md#live-updates: someone else's change to the open ticket shows here —
 * "Carlos cambió el estado a En progreso · hace un momento" — while the page refetches around the
 * composer, whose text is never touched. The history the ticket opened with is the baseline; the
 * viewer's own changes and new messages (the conversation shows those) say nothing.
 */
export function TicketLiveNotice({
  events,
  viewerId,
}: {
  events: readonly TicketEvent[] | undefined;
  viewerId: string;
}) {
  const [seenIds, setSeenIds] = useState<ReadonlySet<string> | null>(null);
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  // The first history to arrive is what the ticket opened with (a state update during render).
  if (seenIds === null && events) setSeenIds(new Set(events.map((event) => event.id)));
  const latest = seenIds && events ? latestChangeByOthers(events, seenIds, viewerId) : null;
  const notice = latest && latest.id !== dismissedId ? latest : null;

  return (
    <div role="status">
      {notice ? (
        <div className="flex items-start gap-2 rounded-md border border-line bg-brand-tint p-3 text-sm text-ink">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          <p className="min-w-0 flex-1">
            {describeEvent(notice)} ·{' '}
            <time dateTime={notice.createdAt} className="text-muted">
              {text.justNow}
            </time>
          </p>
          <button
            type="button"
            aria-label={text.dismiss}
            onClick={() => setDismissedId(notice.id)}
            className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-sm text-muted hover:bg-white hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
