import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { ROLE_LABELS, ticketWorkspaceMessages, type Comment } from '@atiende/contracts';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { TicketAttachmentList } from './ticket-attachment';
import { TicketTime } from './ticket-time';

const text = ticketWorkspaceMessages.timeline;

interface TimelineMessageProps {
  /** The article's accessible name. */
  label: string;
  /** The border and background of its kind (client, team, internal note). */
  className: string;
  author: string;
  roleLabel: string | null;
  createdAt: string;
  body: string;
  /** Shown before the author (the "Interna" chip). */
  chip?: ReactNode;
  /** Shown under the text (the attachments). */
  children?: ReactNode;
}

/** One message of the timeline: author, role and time over the text (the description too). */
export function TimelineMessage({
  label,
  className,
  author,
  roleLabel,
  createdAt,
  body,
  chip,
  children,
}: TimelineMessageProps) {
  return (
    <article aria-label={label} className={cn('rounded-lg border p-4', className)}>
      <header className="flex flex-wrap items-center gap-2 text-sm">
        {chip}
        <span className="font-semibold text-ink">{author}</span>
        {roleLabel ? <span className="text-muted">{roleLabel}</span> : null}
        <TicketTime value={createdAt} format="short" className="ml-auto text-xs text-muted" />
      </header>
      <p className="mt-2 whitespace-pre-wrap break-words text-ink">{body}</p>
      {children}
    </article>
  );
}

/**
 * docs/product/tickets.md#ticket-detail: client message white with a slate border; team reply on
 * #F8FAFC with author and role; internal note on #FFFBEB with a 4 px #B45309 left border, a lock
 * and the chip "Interna".
 */
export function TimelineComment({ comment }: { comment: Comment }) {
  const author = comment.author.name;
  const isTeam = comment.author.role !== null && comment.author.role !== 'CLIENT';
  return (
    <TimelineMessage
      label={comment.isInternal ? text.internalLabel(author) : text.messageLabel(author)}
      className={
        comment.isInternal
          ? 'border-note-edge/40 border-l-4 border-l-note-edge bg-note'
          : isTeam
            ? 'border-line bg-surface'
            : 'border-line-strong bg-white'
      }
      author={author}
      roleLabel={comment.author.role ? ROLE_LABELS[comment.author.role] : null}
      createdAt={comment.createdAt}
      body={comment.body}
      chip={
        comment.isInternal ? (
          <Badge tone="note" icon={Lock}>
            {text.internalChip}
          </Badge>
        ) : null
      }
    >
      {comment.attachments.length > 0 ? (
        <TicketAttachmentList attachments={comment.attachments} className="mt-3 space-y-2" />
      ) : null}
    </TimelineMessage>
  );
}
