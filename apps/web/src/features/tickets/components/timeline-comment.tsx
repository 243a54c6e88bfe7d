import { Lock } from 'lucide-react';
import { ROLE_LABELS, ticketWorkspaceMessages, type Comment } from '@atiende/contracts';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { TicketAttachment } from './ticket-attachment';
import { TicketTime } from './ticket-time';

const text = ticketWorkspaceMessages.timeline;

/**
 * docs/product/tickets.md#ticket-detail: client message white with a slate border; team reply on
 * #F8FAFC with author and role; internal note on #FFFBEB with a 4 px #B45309 left border, a lock
 * and the chip "Interna".
 */
export function TimelineComment({ comment }: { comment: Comment }) {
  const author = comment.author.name;
  const isTeam = comment.author.role !== null && comment.author.role !== 'CLIENT';
  return (
    <article
      aria-label={comment.isInternal ? text.internalLabel(author) : text.messageLabel(author)}
      className={cn(
        'rounded-lg border p-4',
        comment.isInternal
          ? 'border-note-edge/40 border-l-4 border-l-note-edge bg-note'
          : isTeam
            ? 'border-line bg-surface'
            : 'border-line-strong bg-white',
      )}
    >
      <header className="flex flex-wrap items-center gap-2 text-sm">
        {comment.isInternal ? (
          <Badge tone="note" icon={Lock}>
            {text.internalChip}
          </Badge>
        ) : null}
        <span className="font-semibold text-ink">{author}</span>
        {comment.author.role ? (
          <span className="text-muted">{ROLE_LABELS[comment.author.role]}</span>
        ) : null}
        <TicketTime
          value={comment.createdAt}
          format="short"
          className="ml-auto text-xs text-muted"
        />
      </header>
      <p className="mt-2 whitespace-pre-wrap break-words text-ink">{comment.body}</p>
      {comment.attachments.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {comment.attachments.map((attachment) => (
            <li key={attachment.id}>
              <TicketAttachment attachment={attachment} />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
