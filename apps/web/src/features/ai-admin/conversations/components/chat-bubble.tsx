import type { ReactNode } from 'react';
import { Bot, UserRound } from 'lucide-react';
import { aiConversationMessages } from '@atiende/contracts';
import { cn } from '../../../../lib/cn';
import { formatDateTime } from '../../../../lib/dates';

const text = aiConversationMessages;

/**
 * One message of a transcript, read the way the chat showed it: the user's on the right, the
 * assistant's on the left with its avatar. The speaker and the time head the bubble (a screen
 * reader hears who spoke first); the text stays plain, never HTML.
 */
export function ChatBubble({
  speaker,
  name,
  time,
  content,
  children,
}: {
  speaker: 'user' | 'assistant';
  /** The user's name; the assistant is "Asistente". */
  name: string;
  /** ISO date of the message, or a browser's timestamp (left out when it is not a date). */
  time: string;
  content: string;
  /** Sources, votes and figures under the assistant's text. */
  children?: ReactNode;
}) {
  const isUser = speaker === 'user';
  const Icon = isUser ? UserRound : Bot;
  const when = formatDateTime(time);
  return (
    <li className={cn('flex gap-2', isUser ? 'flex-row-reverse' : 'flex-row')}>
      <span
        aria-hidden="true"
        className={cn(
          'mt-5 flex size-7 shrink-0 items-center justify-center rounded-full',
          isUser ? 'bg-surface-2 text-muted' : 'bg-brand-tint text-brand',
        )}
      >
        <Icon className="size-4" />
      </span>
      <article
        aria-label={isUser ? name : text.speakers.assistant}
        className={cn('max-w-[85%] min-w-0', isUser && 'text-right')}
      >
        <p className="text-xs text-muted">
          <span className="font-medium text-ink">{isUser ? name : text.speakers.assistant}</span>
          {when ? (
            <>
              {' · '}
              <time dateTime={time}>{when}</time>
            </>
          ) : null}
        </p>
        <div
          className={cn(
            'mt-1 rounded-lg px-3 py-2 text-left text-sm',
            isUser ? 'bg-brand text-white' : 'border border-line bg-surface text-ink',
          )}
        >
          <p className="break-words whitespace-pre-wrap">{content}</p>
          {children}
        </div>
      </article>
    </li>
  );
}
