import type { z } from 'zod';
import { aiConversationMessages, type webChatConversationSummarySchema } from '@atiende/contracts';
import { CardList, type ListTable } from '../../../../components/paged-list';
import type { DataTableColumn } from '../../../../components/ui/data-table';
import { TEXT_LINK_CLASSES } from '../../../../components/ui/text-link';
import { cn } from '../../../../lib/cn';
import { formatDateTime } from '../../../../lib/dates';
import { formatCount } from '../../../../lib/money';
import { userLabel } from '../lib/transcript';
import { WebChatStatusBadge } from './status-badge';

export type WebChatConversationSummary = z.infer<typeof webChatConversationSummarySchema>;

const text = aiConversationMessages;
const columnText = text.webChat.columns;

const previewOf = (row: WebChatConversationSummary) => row.preview.trim() || text.noQuestion;

function columns(
  onOpen: (id: string) => void,
): ReadonlyArray<DataTableColumn<WebChatConversationSummary>> {
  return [
    {
      id: 'preview',
      header: columnText.preview,
      isRowHeader: true,
      cell: (row) => (
        <button
          type="button"
          onClick={() => onOpen(row.id)}
          className={cn(
            'line-clamp-2 min-h-6 max-w-md text-left font-medium break-words',
            TEXT_LINK_CLASSES,
          )}
        >
          {previewOf(row)}
        </button>
      ),
    },
    {
      id: 'user',
      header: columnText.user,
      cell: (row) => (
        <>
          <span className="block max-w-48 truncate text-ink">
            {userLabel(row.user, text.noUser)}
          </span>
          {row.user.name && row.user.email ? (
            <span className="block max-w-48 truncate text-xs text-subtle">{row.user.email}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'status',
      header: columnText.status,
      cell: (row) => <WebChatStatusBadge status={row.status} />,
    },
    {
      id: 'messages',
      header: columnText.messages,
      align: 'end',
      cell: (row) => formatCount(row.messageCount),
    },
    {
      id: 'tickets',
      header: columnText.tickets,
      align: 'end',
      cell: (row) => formatCount(row.ticketsCreated.length),
    },
    {
      id: 'updatedAt',
      header: columnText.updatedAt,
      headerClassName: 'whitespace-nowrap',
      className: 'whitespace-nowrap text-muted tabular-nums',
      cell: (row) => <time dateTime={row.updatedAt}>{formatDateTime(row.updatedAt)}</time>,
    },
  ];
}

/** From 768 px: the table, newest first; the first question opens the transcript. */
export function webChatTable(
  onOpen: (id: string) => void,
  isLoading: boolean,
): ListTable<WebChatConversationSummary> {
  return { caption: text.webChat.tableCaption, columns: columns(onOpen), isLoading };
}

/** Below 768 px: one card per conversation, the whole card a button. */
export function WebChatCards({
  rows,
  onOpen,
}: {
  rows: readonly WebChatConversationSummary[];
  onOpen: (id: string) => void;
}) {
  return (
    <CardList
      rows={rows}
      label={text.webChat.tableCaption}
      card={(row) => (
        <button
          type="button"
          onClick={() => onOpen(row.id)}
          className="block w-full rounded-lg border border-line bg-white p-3 text-left hover:bg-surface"
        >
          <span className="flex items-start justify-between gap-2">
            <span className="line-clamp-2 min-w-0 font-medium break-words text-ink">
              {previewOf(row)}
            </span>
            <WebChatStatusBadge status={row.status} />
          </span>
          <span className="mt-2 block text-xs break-words text-subtle">
            {userLabel(row.user, text.noUser)} · {text.messages(row.messageCount)}
            {row.ticketsCreated.length > 0 ? ` · ${text.tickets(row.ticketsCreated.length)}` : ''}
            {' · '}
            <time dateTime={row.updatedAt}>{formatDateTime(row.updatedAt)}</time>
          </span>
        </button>
      )}
    />
  );
}
