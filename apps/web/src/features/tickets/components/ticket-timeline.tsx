import { useEffect, useMemo, useRef, useState } from 'react';
import { Activity } from 'lucide-react';
import {
  ROLE_LABELS,
  ticketWorkspaceMessages,
  type Comment,
  type TicketDetail,
  type TicketEvent,
} from '@atiende/contracts';
import { readStorage, writeStorage } from '../../../lib/storage';
import { buildTimeline, describeEvent, visibleTimeline } from '../hooks/timeline';
import { TicketTime } from './ticket-time';
import { TimelineComment, TimelineMessage } from './timeline-comment';

const text = ticketWorkspaceMessages.timeline;
const ACTIVITY_KEY = 'atiende:ticket-activity-hidden';

/**
 * docs/product/tickets.md#ticket-detail timeline: the description, then messages and events, oldest
 * to newest.
 */
export function TicketTimeline({
  ticket,
  comments,
  events,
}: {
  ticket: TicketDetail;
  comments: readonly Comment[];
  events: readonly TicketEvent[];
}) {
  const [isActivityHidden, setIsActivityHidden] = useState(() => readStorage(ACTIVITY_KEY) === '1');
  const [isExpanded, setIsExpanded] = useState(false);
  const entries = useMemo(
    () => buildTimeline(comments, events, { showActivity: !isActivityHidden }),
    [comments, events, isActivityHidden],
  );
  const visible = visibleTimeline(entries, isExpanded);
  const endRef = useRef<HTMLDivElement>(null);
  const hasScrolled = useRef(false);
  useEffect(() => {
    // Opens scrolled to the latest message, once.
    if (hasScrolled.current || comments.length === 0) return;
    hasScrolled.current = true;
    endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [comments.length]);

  const toggleActivity = () => {
    const next = !isActivityHidden;
    setIsActivityHidden(next);
    writeStorage(ACTIVITY_KEY, next ? '1' : '0');
  };

  return (
    <section aria-labelledby="timeline-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="timeline-heading" className="text-lg font-semibold text-ink">
          {text.label}
        </h2>
        <button
          type="button"
          aria-pressed={isActivityHidden}
          onClick={toggleActivity}
          className="inline-flex min-h-8 items-center gap-1 rounded-md px-2 text-sm text-brand hover:bg-brand-tint"
        >
          <Activity aria-hidden="true" className="size-4" />
          {isActivityHidden ? text.showActivity : text.hideActivity}
        </button>
      </div>
      <TimelineMessage
        label={text.description}
        className="border-line-strong bg-white"
        author={ticket.contact.name || ticket.requester.name}
        roleLabel={ROLE_LABELS.CLIENT}
        createdAt={ticket.createdAt}
        body={ticket.description}
      />
      {visible.hiddenCount > 0 ? (
        <button
          type="button"
          onClick={() => setIsExpanded(true)}
          className="w-full rounded-md border border-dashed border-line-strong py-2 text-sm text-brand hover:bg-brand-tint"
        >
          {text.showEarlier(visible.hiddenCount)}
        </button>
      ) : null}
      <ol className="space-y-3">
        {visible.entries.map((entry) => (
          <li key={entry.id}>
            {entry.kind === 'comment' ? (
              <TimelineComment comment={entry.comment} />
            ) : (
              <p className="text-center text-xs text-muted">
                <Activity aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
                {describeEvent(entry.event)} · <TicketTime value={entry.createdAt} format="short" />
              </p>
            )}
          </li>
        ))}
      </ol>
      <div ref={endRef} />
    </section>
  );
}
