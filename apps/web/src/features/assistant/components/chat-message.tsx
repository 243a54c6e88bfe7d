import { Link } from 'react-router';
import { Bot, FileText, ThumbsDown, ThumbsUp, Ticket } from 'lucide-react';
import {
  ASSISTANT_RATING_HELPFUL,
  ASSISTANT_RATING_NOT_HELPFUL,
  assistantChatMessages,
} from '@atiende/contracts';
import { TEXT_LINK_CLASSES } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import type { ChatMessage } from '../model/conversation';
import { SuggestedTicketCard } from './suggested-ticket-card';

const text = assistantChatMessages;

function Sources({ sources }: { sources: NonNullable<ChatMessage['sources']> }) {
  if (sources.length === 0) return null;
  return (
    <div className="mt-2 border-t border-line pt-2">
      <p className="text-xs font-semibold text-muted">{text.sourcesLabel}</p>
      <ul className="mt-1 space-y-1">
        {sources.map((source) => (
          <li key={`${source.type}-${source.id}`} className="flex items-start gap-1.5 text-xs">
            {source.type === 'TICKET' ? (
              <Ticket aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-muted" />
            ) : (
              <FileText aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-muted" />
            )}
            <Link to={source.url} className={cn('break-words', TEXT_LINK_CLASSES)}>
              {source.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FeedbackButtons({
  message,
  isBusy,
  onRate,
}: {
  message: ChatMessage;
  isBusy: boolean;
  onRate: (rating: 5 | 1) => void;
}) {
  const rated = message.rating;
  const button = (rating: 5 | 1, label: string, Icon: typeof ThumbsUp) => (
    <button
      type="button"
      onClick={() => onRate(rating)}
      disabled={isBusy || rated !== undefined}
      aria-pressed={rated === rating}
      className={cn(
        'inline-flex min-h-8 items-center gap-1 rounded-md border px-2 text-xs font-medium',
        rated === rating
          ? 'border-brand bg-brand-tint text-brand'
          : 'border-line-strong bg-white text-muted hover:bg-surface-2',
        'disabled:cursor-not-allowed',
        rated !== undefined && rated !== rating && 'opacity-60',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={text.feedbackGroup} className="mt-2 flex flex-wrap gap-2">
      {button(ASSISTANT_RATING_HELPFUL, text.helpful, ThumbsUp)}
      {button(ASSISTANT_RATING_NOT_HELPFUL, text.notHelpful, ThumbsDown)}
    </div>
  );
}

/**
 * One message of the conversation: the user's on the right, the bot's on the left with its
 * sources as links, helpful / not helpful when it has a session, and the suggested-ticket card.
 * Text stays plain (no HTML from the answer is ever rendered).
 */
export function ChatMessageItem({
  message,
  isBusy,
  onRate,
  onCreateTicket,
}: {
  message: ChatMessage;
  isBusy: boolean;
  onRate: (rating: 5 | 1) => void;
  onCreateTicket: (departmentId: string) => Promise<boolean>;
}) {
  const isUser = message.type === 'user';
  return (
    <li className={cn('flex gap-2', isUser ? 'justify-end' : 'justify-start')}>
      {isUser ? null : (
        <span
          aria-hidden="true"
          className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-tint text-brand"
        >
          <Bot className="size-4" />
        </span>
      )}
      <div
        className={cn(
          'max-w-[85%] min-w-0 rounded-lg px-3 py-2',
          isUser ? 'bg-brand text-white' : 'border border-line bg-surface text-ink',
        )}
        aria-busy={message.isStreaming ? true : undefined}
      >
        <span className="sr-only">{isUser ? `${text.userName}:` : `${text.botName}:`} </span>
        <p className="break-words whitespace-pre-wrap">{message.content}</p>
        {message.isFailure ? (
          <Link to="/tickets/create" className={cn('mt-1 inline-block', TEXT_LINK_CLASSES)}>
            {text.replies.createTicketLink}
          </Link>
        ) : null}
        {message.ticket && !message.suggestedTicket ? (
          <Link
            to={`/tickets/${message.ticket.id}`}
            className={cn('mt-1 inline-block', TEXT_LINK_CLASSES)}
          >
            {text.suggestedTicket.view(String(message.ticket.number))}
          </Link>
        ) : null}
        {message.sources ? <Sources sources={message.sources} /> : null}
        {message.fallback ? <p className="mt-1 text-xs text-muted">{text.fallbackNote}</p> : null}
        {message.suggestedTicket ? (
          <SuggestedTicketCard
            suggestion={message.suggestedTicket}
            ticket={message.ticket}
            isBusy={isBusy}
            onCreate={onCreateTicket}
          />
        ) : null}
        {message.sessionId && !message.isStreaming ? (
          <FeedbackButtons message={message} isBusy={isBusy} onRate={onRate} />
        ) : null}
      </div>
    </li>
  );
}
