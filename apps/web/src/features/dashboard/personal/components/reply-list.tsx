import { Link } from 'react-router';
import { dashboardPersonalMessages } from '@atiende/contracts/dashboard';
import { formatDateTime, formatRelative } from '../../../../lib/dates';

const text = dashboardPersonalMessages.common;

export interface DashboardReply {
  ticket: { id: string; number: number; title: string };
  author: string;
  excerpt: string;
  createdAt: string;
}

/**
 * Recent public replies on the user's tickets (a client's on the técnico's, the team's on the
 * client's), newest first; each one link to its ticket whose text starts with the ticket.
 */
export function ReplyList({
  replies,
  now,
  listLabel,
  empty,
  isLarge = false,
}: {
  replies: readonly DashboardReply[];
  now: Date;
  listLabel: string;
  empty: string;
  /** Client screens: 16 px text and 44 px targets (docs/product/ui.md#accessibility). */
  isLarge?: boolean;
}) {
  if (replies.length === 0) return <p className="mt-2 text-sm text-muted">{empty}</p>;
  return (
    <ul aria-label={listLabel} className="mt-3 divide-y divide-line">
      {replies.map((reply) => (
        <li key={`${reply.ticket.id}-${reply.createdAt}`}>
          <Link
            to={`/tickets/${reply.ticket.number}`}
            className={`-mx-2 block min-h-11 rounded-md px-2 py-2 hover:bg-surface ${isLarge ? 'text-base' : 'text-sm'}`}
          >
            <span className="line-clamp-1 font-medium text-brand">
              {text.ticketLine(reply.ticket.number, reply.ticket.title)}
            </span>
            <span className="mt-0.5 block text-muted">
              <span className="font-medium text-ink">{reply.author}</span>
              {' · '}
              <time dateTime={reply.createdAt} title={formatDateTime(reply.createdAt)}>
                {formatRelative(reply.createdAt, now)}
              </time>
            </span>
            <span className="mt-1 line-clamp-2 block break-words text-muted">{reply.excerpt}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
