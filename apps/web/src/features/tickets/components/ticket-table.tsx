import { Link, useLocation } from 'react-router';
import { ticketLinkOf } from '../hooks/ticket-link';
import { ticketSlaMessages, ticketWorkspaceMessages, type TicketSummary } from '@atiende/contracts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
import { ariaSortOf, type SortField } from '../hooks/list-filters';
import { selectedOf, type SelectedTicket } from '../hooks/use-row-selection';
import { TABLE_HEADER_TOP_VARIABLE } from '../hooks/use-sticky-list-offsets';
import { TicketGoneMark } from './ticket-live-banner';
import { TicketPriorityBadge } from '../../../components/ticket-priority-badge';
import { TicketStatusBadge } from '../../../components/ticket-status-badge';
import { TicketSlaBadge } from './ticket-sla-badge';
import { TicketTime } from './ticket-time';

const text = ticketWorkspaceMessages.list;

interface TicketTableProps {
  tickets: readonly TicketSummary[];
  sort: string;
  onSort: (field: SortField) => void;
  selected: ReadonlyMap<string, SelectedTicket>;
  /** `isRange`: Shift+click, from the last toggled row to this one (use-row-selection.ts). */
  onToggle: (ticket: SelectedTicket, isSelected: boolean, isRange: boolean) => void;
  onTogglePage: (isSelected: boolean) => void;
  /**
   * docs/product/tickets.md#ticket-list "Compacta": 32 px rows without the client line; 40 px
   * otherwise.
   */
  isCompact?: boolean;
  /**
   * docs/product/tickets.md#live-updates: rows that left the view since they were drawn (dimmed,
   * marked).
   */
  goneIds?: ReadonlySet<string>;
}

const NO_IDS: ReadonlySet<string> = new Set();

function columns(
  sort: string,
  onSort: (field: SortField) => void,
  {
    isCompact,
    goneIds,
    linkOf,
  }: {
    isCompact: boolean;
    goneIds: ReadonlySet<string>;
    linkOf: (ticketNumber: number) => ReturnType<typeof ticketLinkOf>;
  },
): ReadonlyArray<DataTableColumn<TicketSummary>> {
  const sorted = (field: SortField) => ({
    direction: ariaSortOf(sort, field),
    onSort: () => onSort(field),
  });
  return [
    {
      id: 'number',
      header: text.columns.number,
      headerClassName: 'w-20',
      align: 'end',
      className: 'text-muted',
      sort: sorted('number'),
      cell: (ticket) => ticket.number,
    },
    {
      id: 'title',
      header: text.columns.subject,
      className: 'max-w-0',
      sort: sorted('title'),
      cell: (ticket, index) => {
        const isGone = goneIds.has(ticket.id);
        const client = [ticket.requester.name, ticket.requester.business]
          .filter(Boolean)
          .join(' · ');
        return (
          <>
            {/* A 24 px line: the link is a 24 px target in both densities (WCAG 2.5.8). */}
            <div className="flex min-w-0 items-center gap-2">
              <Link
                {...linkOf(ticket.number)}
                data-ticket-link={index}
                className={cn(
                  'block min-w-0 truncate leading-6 font-medium hover:text-brand hover:underline',
                  isGone ? 'text-muted' : 'text-ink',
                )}
              >
                {ticket.title}
              </Link>
              {/* Compact rows have no second line: the mark sits beside the title. */}
              {isGone && isCompact ? <TicketGoneMark /> : null}
            </div>
            {isCompact ? null : isGone ? (
              <TicketGoneMark asLine />
            ) : (
              <span className="block truncate text-xs text-muted">{client}</span>
            )}
          </>
        );
      },
    },
    {
      id: 'status',
      header: text.columns.status,
      headerClassName: 'w-36',
      sort: sorted('status'),
      cell: (ticket) => (
        <TicketStatusBadge status={ticket.status} label={ticket.customStatus?.name} />
      ),
    },
    {
      id: 'priority',
      header: text.columns.priority,
      headerClassName: 'w-28',
      sort: sorted('priority'),
      cell: (ticket) => <TicketPriorityBadge priority={ticket.priority} />,
    },
    {
      id: 'assignee',
      header: text.columns.assignee,
      headerClassName: 'w-40',
      className: 'truncate text-muted',
      cell: (ticket) => ticket.assignedTo?.name ?? text.unassigned,
    },
    {
      // The first column to go when the screen narrows: below 1536 px the SLA column takes its
      // room, so the subject keeps its width (docs/sla.md#ticket-list-and-detail).
      id: 'department',
      header: text.columns.department,
      headerClassName: 'hidden w-36 2xl:table-cell',
      className: 'hidden truncate text-muted 2xl:table-cell',
      cell: (ticket) => ticket.department?.name ?? '',
    },
    {
      // docs/sla.md#ticket-list-and-detail: the next SLA target's countdown.
      id: 'slaDue',
      header: ticketSlaMessages.column,
      // Wide enough for "Responder en 23 h 59 min" beside its icon.
      headerClassName: 'w-52',
      sort: sorted('slaDue'),
      cell: (ticket) => <TicketSlaBadge sla={ticket.sla} />,
    },
    {
      id: 'updated',
      header: text.columns.updated,
      headerClassName: 'w-32',
      className: 'text-muted tabular-nums',
      sort: sorted('updatedAt'),
      cell: (ticket) => <TicketTime value={ticket.updatedAt} />,
    },
  ];
}

/**
 * docs/product/tickets.md#ticket-list: the dense agent table. The title is the row's link; the
 * checkbox sits apart.
 */
export function TicketTable({
  tickets,
  sort,
  onSort,
  selected,
  onToggle,
  onTogglePage,
  isCompact = false,
  goneIds = NO_IDS,
}: TicketTableProps) {
  const location = useLocation();
  const linkOf = (ticketNumber: number) => ticketLinkOf(ticketNumber, location);
  return (
    <DataTable
      caption={text.caption}
      columns={columns(sort, onSort, { isCompact, goneIds, linkOf })}
      rows={tickets}
      rowKey={(ticket) => ticket.id}
      density="rows"
      // The header sticks under the sticky filter/bulk bar, whose measured bottom the list
      // sets in the variable (use-sticky-list-offsets.ts).
      scroll={{ mode: 'page', stickyTop: `var(${TABLE_HEADER_TOP_VARIABLE}, 3.5rem)` }}
      tableClassName="w-full table-fixed border-collapse bg-white text-left text-sm"
      headClassName="bg-surface text-xs [&_th]:font-semibold"
      selection={{
        isSelected: (ticket) => selected.has(ticket.id),
        onToggle: (ticket, isSelected, isRange) =>
          onToggle(selectedOf(ticket), isSelected, isRange),
        onToggleAll: onTogglePage,
        rowLabel: (ticket) => text.selectRow(ticket.number),
        allLabel: text.selectPage,
      }}
      rowProps={(ticket, index) => {
        const isSelected = selected.has(ticket.id);
        const isGone = goneIds.has(ticket.id);
        return {
          'data-ticket-row': index,
          'data-ticket-id': ticket.id,
          'data-gone': isGone ? '' : undefined,
          className: cn(
            'focus-within:bg-brand-tint hover:bg-surface',
            isCompact ? 'h-8' : 'h-10',
            isSelected && 'bg-brand-tint',
            // Dimmed by colour, not opacity: every text keeps its contrast
            // (docs/product/ui.md#accessibility).
            isGone && !isSelected && 'bg-surface-2 hover:bg-surface-2',
          ),
        };
      }}
    />
  );
}
