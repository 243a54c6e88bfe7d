import { useQuery } from '@tanstack/react-query';
import { FileText, ThumbsDown, ThumbsUp, Ticket } from 'lucide-react';
import type { z } from 'zod';
import {
  aiConversationMessages,
  type AiSessionTicket,
  type aiQueryRecordSchema,
} from '@atiende/contracts';
import { TicketStatusBadge } from '../../../../components/ticket-status-badge';
import { Badge } from '../../../../components/ui/badge';
import { TextLink } from '../../../../components/ui/text-link';
import { formatDateTime } from '../../../../lib/dates';
import { useFeatureFlags } from '../../../../lib/feature-flags';
import { formatCount } from '../../../../lib/money';
import { departmentsQueryOptions } from '../../../../lib/reference-data/reference-data';
import { useAiConversation } from '../api/get-ai-conversations';
import { formatCost, ratingKind, sourceHref, ticketHref, userLabel } from '../lib/transcript';
import { ChatBubble } from './chat-bubble';
import { ConversationSheet } from './conversation-sheet';
import { DetailList, DetailRow } from './detail-rows';

type AiQueryRecord = z.infer<typeof aiQueryRecordSchema>;

const text = aiConversationMessages.aiDetail;

function Sources({ sources }: { sources: AiQueryRecord['sources'] }) {
  return (
    <div className="mt-2 border-t border-line pt-2">
      <p className="text-xs font-semibold text-muted">{text.sources}</p>
      {sources.length === 0 ? (
        <p className="mt-1 text-xs text-muted">{text.noSources}</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {sources.map((source) => {
            const Icon = source.type === 'TICKET' ? Ticket : FileText;
            return (
              <li key={`${source.type}-${source.id}`} className="flex items-start gap-1.5 text-xs">
                <Icon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-muted" />
                <TextLink to={sourceHref(source)} className="break-words">
                  {source.title}
                </TextLink>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The verdicts on one answer: extractive, not confident, ticket offered, the user's vote. */
function Verdicts({ record }: { record: AiQueryRecord }) {
  const rating = ratingKind(record.rating);
  return (
    <div className="mt-2 flex flex-wrap gap-1.5">
      {record.fallback ? <Badge tone="neutral">{text.fallback}</Badge> : null}
      {record.confident ? null : <Badge tone="warning">{text.notConfident}</Badge>}
      {record.shouldCreateTicket ? <Badge tone="brand">{text.suggestedTicket}</Badge> : null}
      {rating === 'helpful' ? (
        <Badge tone="success" icon={ThumbsUp}>
          {text.ratings.helpful}
        </Badge>
      ) : rating === 'notHelpful' ? (
        <Badge tone="danger" icon={ThumbsDown}>
          {text.ratings.notHelpful}
        </Badge>
      ) : (
        <Badge tone="neutral">{text.noRating}</Badge>
      )}
    </div>
  );
}

/** Model, tokens, cost, time and channel of one answer, as one muted line. */
function Figures({ record, department }: { record: AiQueryRecord; department?: string }) {
  const parts = [
    `${text.model}: ${record.model ?? text.noModel}`,
    text.tokensSplit(formatCount(record.promptTokens), formatCount(record.completionTokens)),
    formatCost(record.cost),
    text.latency(formatCount(record.latencyMs)),
    text.channels[record.channel],
    ...(department ? [text.department(department)] : []),
  ];
  return <p className="mt-2 text-xs break-words text-muted">{parts.join(' · ')}</p>;
}

/** The tickets raised from the session's chat: «Ticket #123», its title and status. */
function SessionTickets({ tickets }: { tickets: readonly AiSessionTicket[] }) {
  return (
    <ul className="space-y-2">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="flex items-start gap-1.5">
          <Ticket aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <div className="min-w-0">
            <TextLink to={ticketHref(ticket.id, ticket.number)}>
              {text.ticket(ticket.number)}
            </TextLink>
            <span className="block break-words text-ink">{ticket.title}</span>
            <TicketStatusBadge status={ticket.status} label={ticket.statusLabel} className="mt-1" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * One session of the assistant (GET /api/admin/ai-conversations/{id}) in the side panel: its
 * figures and the tickets raised from it, then each question and its answer with sources,
 * verdicts, vote, tokens and cost.
 */
export function AiConversationDetail({ id, onClose }: { id?: string; onClose: () => void }) {
  const query = useAiConversation(id);
  const flags = useFeatureFlags();
  const departments = useQuery({
    ...departmentsQueryOptions(true),
    enabled: id !== undefined,
    select: (list) => new Map(list.map((department) => [department.id, department.name])),
  });
  const session = query.data;
  const name = session ? userLabel(session.user, aiConversationMessages.noUser) : '';
  return (
    <ConversationSheet
      isOpen={id !== undefined}
      title={text.title}
      query={query}
      loadFailed={text.loadFailed}
      onClose={onClose}
    >
      {session ? (
        <div className="space-y-4">
          <DetailList label={text.details}>
            <DetailRow label={text.user}>
              {name}
              {session.user.email && session.user.name ? (
                <span className="block text-xs text-subtle">{session.user.email}</span>
              ) : null}
            </DetailRow>
            <DetailRow label={text.session}>
              <span className="font-mono text-xs break-all">{session.sessionId}</span>
            </DetailRow>
            <DetailRow label={text.startedAt}>
              <time dateTime={session.startedAt}>{formatDateTime(session.startedAt)}</time>
            </DetailRow>
            <DetailRow label={text.lastAt}>
              <time dateTime={session.lastAt}>{formatDateTime(session.lastAt)}</time>
            </DetailRow>
            <DetailRow label={text.queries}>
              {aiConversationMessages.queries(session.queries)}
              {session.fallbacks > 0
                ? ` · ${aiConversationMessages.ai.fallbacks(session.fallbacks)}`
                : ''}
            </DetailRow>
            <DetailRow label={text.tokens}>
              {text.tokensSplit(
                formatCount(session.promptTokens),
                formatCount(session.completionTokens),
              )}
            </DetailRow>
            <DetailRow label={text.cost}>{formatCost(session.cost)}</DetailRow>
            {session.tickets.length > 0 ? (
              <DetailRow label={text.tickets}>
                <SessionTickets tickets={session.tickets} />
              </DetailRow>
            ) : null}
          </DetailList>
          {flags.webChatConversations ? (
            <TextLink
              to={`/admin/web-chat-conversations?search=${encodeURIComponent(session.sessionId)}`}
              className="inline-block text-sm"
            >
              {text.webChat}
            </TextLink>
          ) : null}
          <section aria-labelledby="ai-transcript-heading">
            <h3 id="ai-transcript-heading" className="text-sm font-semibold text-ink">
              {text.transcript}
            </h3>
            <ol className="mt-3 space-y-3">
              {session.records.flatMap((record) => [
                <ChatBubble
                  key={`${record.id}-question`}
                  speaker="user"
                  name={name}
                  time={record.createdAt}
                  content={record.query}
                />,
                <ChatBubble
                  key={`${record.id}-answer`}
                  speaker="assistant"
                  name={name}
                  time={record.createdAt}
                  content={record.answer}
                >
                  <Sources sources={record.sources} />
                  <Verdicts record={record} />
                  {record.feedback ? (
                    <p className="mt-1 text-xs break-words text-muted">
                      {text.feedback(record.feedback)}
                    </p>
                  ) : null}
                  <Figures
                    record={record}
                    department={
                      record.departmentId ? departments.data?.get(record.departmentId) : undefined
                    }
                  />
                </ChatBubble>,
              ])}
            </ol>
          </section>
        </div>
      ) : null}
    </ConversationSheet>
  );
}
