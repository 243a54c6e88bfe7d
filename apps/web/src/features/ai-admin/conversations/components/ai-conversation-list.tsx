import type { z } from 'zod';
import { aiConversationMessages, type aiConversationSummarySchema } from '@atiende/contracts';
import { CardList, type ListTable } from '../../../../components/paged-list';
import type { DataTableColumn } from '../../../../components/ui/data-table';
import { TEXT_LINK_CLASSES } from '../../../../components/ui/text-link';
import { cn } from '../../../../lib/cn';
import { formatDateTime } from '../../../../lib/dates';
import { formatCount } from '../../../../lib/money';
import { formatCost, userLabel } from '../lib/transcript';

export type AiConversationSummary = z.infer<typeof aiConversationSummarySchema>;

const text = aiConversationMessages;
const columnText = text.ai.columns;

const questionOf = (row: AiConversationSummary) => row.firstQuestion.trim() || text.noQuestion;
const tokensOf = (row: AiConversationSummary) =>
  formatCount(row.promptTokens + row.completionTokens);

function columns(
  onOpen: (id: string) => void,
): ReadonlyArray<DataTableColumn<AiConversationSummary>> {
  return [
    {
      id: 'question',
      header: columnText.firstQuestion,
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
          {questionOf(row)}
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
      id: 'queries',
      header: columnText.queries,
      align: 'end',
      cell: (row) => formatCount(row.queries),
    },
    {
      id: 'fallbacks',
      header: columnText.fallbacks,
      headerTitle: columnText.fallbacksHint,
      align: 'end',
      cell: (row) => formatCount(row.fallbacks),
    },
    { id: 'tokens', header: columnText.tokens, align: 'end', cell: tokensOf },
    {
      id: 'cost',
      header: columnText.cost,
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (row) => formatCost(row.cost),
    },
    {
      id: 'lastAt',
      header: columnText.lastAt,
      headerClassName: 'whitespace-nowrap',
      className: 'whitespace-nowrap text-muted tabular-nums',
      cell: (row) => <time dateTime={row.lastAt}>{formatDateTime(row.lastAt)}</time>,
    },
  ];
}

/** From 768 px: the table, latest activity first; the first question opens the session. */
export function aiConversationTable(
  onOpen: (id: string) => void,
  isLoading: boolean,
): ListTable<AiConversationSummary> {
  return { caption: text.ai.tableCaption, columns: columns(onOpen), isLoading };
}

/** Below 768 px: one card per session, the whole card a button. */
export function AiConversationCards({
  rows,
  onOpen,
}: {
  rows: readonly AiConversationSummary[];
  onOpen: (id: string) => void;
}) {
  return (
    <CardList
      rows={rows}
      label={text.ai.tableCaption}
      card={(row) => (
        <button
          type="button"
          onClick={() => onOpen(row.id)}
          className="block w-full rounded-lg border border-line bg-white p-3 text-left hover:bg-surface"
        >
          <span className="line-clamp-2 font-medium break-words text-ink">{questionOf(row)}</span>
          <span className="mt-1 block text-sm text-muted">
            {text.queries(row.queries)} · {text.tokens(tokensOf(row))} · {formatCost(row.cost)}
          </span>
          <span className="mt-1 block text-xs break-words text-subtle">
            {userLabel(row.user, text.noUser)} ·{' '}
            <time dateTime={row.lastAt}>{formatDateTime(row.lastAt)}</time>
          </span>
        </button>
      )}
    />
  );
}
