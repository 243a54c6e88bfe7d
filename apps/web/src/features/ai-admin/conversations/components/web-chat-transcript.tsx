import { Ticket } from 'lucide-react';
import { aiConversationMessages } from '@atiende/contracts';
import { TextLink } from '../../../../components/ui/text-link';
import { formatDateTime } from '../../../../lib/dates';
import { useFeatureFlags } from '../../../../lib/feature-flags';
import { useChatTicketNumbers } from '../api/get-chat-tickets';
import { useWebChatConversation } from '../api/get-web-chat-conversations';
import { isTicketNumberRef, ticketHref, userLabel } from '../lib/transcript';
import { ChatBubble } from './chat-bubble';
import { ConversationSheet } from './conversation-sheet';
import { DetailList, DetailRow } from './detail-rows';
import { WebChatStatusBadge } from './status-badge';

const text = aiConversationMessages.webChatTranscript;

function ChatTickets({ refs }: { refs: readonly string[] }) {
  const numbers = useChatTicketNumbers(refs);
  return (
    <ul className="space-y-1">
      {refs.map((ref) => {
        const number = isTicketNumberRef(ref) ? Number(ref) : numbers.get(ref);
        return (
          <li key={ref} className="flex items-center gap-1.5">
            <Ticket aria-hidden="true" className="size-4 shrink-0 text-muted" />
            <TextLink to={ticketHref(ref, number)}>
              {number === undefined ? text.ticketById : text.ticket(number)}
            </TextLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One saved web-chat conversation (GET /api/admin/web-chat-conversations/{id}) in the side
 * panel: who, when, from which page, the tickets it raised, then the messages as bubbles.
 */
export function WebChatTranscript({ id, onClose }: { id?: string; onClose: () => void }) {
  const query = useWebChatConversation(id);
  const flags = useFeatureFlags();
  const conversation = query.data;
  const name = conversation ? userLabel(conversation.user, aiConversationMessages.noUser) : '';
  return (
    <ConversationSheet
      isOpen={id !== undefined}
      title={text.title}
      query={query}
      loadFailed={text.loadFailed}
      onClose={onClose}
    >
      {conversation ? (
        <div className="space-y-4">
          <DetailList label={text.details}>
            <DetailRow label={text.user}>
              {name}
              {conversation.user.email && conversation.user.name ? (
                <span className="block text-xs text-subtle">{conversation.user.email}</span>
              ) : null}
            </DetailRow>
            <DetailRow label={text.status}>
              <WebChatStatusBadge status={conversation.status} />
            </DetailRow>
            <DetailRow label={text.session}>
              <span className="font-mono text-xs break-all">{conversation.sessionId}</span>
            </DetailRow>
            <DetailRow label={text.startedAt}>
              <time dateTime={conversation.createdAt}>
                {formatDateTime(conversation.createdAt)}
              </time>
            </DetailRow>
            <DetailRow label={text.updatedAt}>
              <time dateTime={conversation.updatedAt}>
                {formatDateTime(conversation.updatedAt)}
              </time>
            </DetailRow>
            {conversation.context.pagePath ? (
              <DetailRow label={text.page}>
                <span className="font-mono text-xs break-all">{conversation.context.pagePath}</span>
              </DetailRow>
            ) : null}
            {conversation.context.userAgent ? (
              <DetailRow label={text.browser}>
                <span className="text-xs">{conversation.context.userAgent}</span>
              </DetailRow>
            ) : null}
            {conversation.ticketsCreated.length > 0 ? (
              <DetailRow label={text.tickets}>
                <ChatTickets refs={conversation.ticketsCreated} />
              </DetailRow>
            ) : null}
          </DetailList>
          {flags.aiConversations ? (
            <TextLink
              to={`/admin/ai-conversations?search=${encodeURIComponent(conversation.sessionId)}`}
              className="inline-block text-sm"
            >
              {text.aiQueries}
            </TextLink>
          ) : null}
          <section aria-labelledby="web-chat-transcript-heading">
            <h3 id="web-chat-transcript-heading" className="text-sm font-semibold text-ink">
              {text.transcript}
            </h3>
            {conversation.messages.length === 0 ? (
              <p className="mt-2 text-sm text-muted">{text.noMessages}</p>
            ) : (
              <ol className="mt-3 space-y-3">
                {conversation.messages.map((message, index) => (
                  <ChatBubble
                    key={index}
                    speaker={message.role}
                    name={name}
                    time={message.timestamp}
                    content={message.content}
                  />
                ))}
              </ol>
            )}
          </section>
        </div>
      ) : null}
    </ConversationSheet>
  );
}
