import { Link, useLocation } from 'react-router';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { ticketWorkspaceMessages, type TicketSummary } from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import { ariaSortOf, type SortField } from '../hooks/list-filters';
import type { SelectedTicket } from '../hooks/use-row-selection';
import { TABLE_HEADER_TOP_VARIABLE } from '../hooks/use-sticky-list-offsets';
import { TicketGoneMark } from './ticket-live-banner';
import { TicketPriorityBadge } from './ticket-priority-badge';
import { TicketStatusBadge } from './ticket-status-badge';
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
  /** UX.md §2.1 "Compacta": 32 px rows without the client line; 40 px otherwise. */
  isCompact?: boolean;
  /** UX.md §2.3: rows that left the view since they were drawn (dimmed, marked). */
  goneIds?: ReadonlySet<string>;
}

const NO_IDS: ReadonlySet<string> = new Set();

/** WCAG 2.5.8: a 16 px checkbox inside a 24 × 24 px target (the label around it). */
function Checkbox({
  label,
  isChecked,
  onChange,
}: {
  label: string;
  isChecked: boolean;
  onChange: (isChecked: boolean, isShift: boolean) => void;
}) {
  return (
    <label className="flex size-6 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        aria-label={label}
        checked={isChecked}
        onChange={(event) => {
          // React's checkbox change comes from a click: it says whether Shift was held.
          const native = event.nativeEvent as Partial<MouseEvent>;
          onChange(event.target.checked, native.shiftKey === true);
        }}
        className="size-4 cursor-pointer accent-brand"
      />
    </label>
  );
}

function SortHeader({
  field,
  label,
  sort,
  onSort,
  className,
}: {
  field: SortField;
  label: string;
  sort: string;
  onSort: (field: SortField) => void;
  className?: string;
}) {
  const direction = ariaSortOf(sort, field);
  const Icon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={direction === 'none' ? undefined : direction}
      className={cn('px-2 py-2', className)}
    >
      <button
        type="button"
        onClick={() => onSort(field)}
        className="inline-flex min-h-6 items-center gap-1 rounded-sm font-semibold text-ink hover:text-brand"
      >
        {label}
        <Icon
          aria-hidden="true"
          className={cn('size-3.5', direction === 'none' && 'text-subtle')}
        />
      </button>
    </th>
  );
}

/** UX.md §2.1: the dense agent table. The title is the row's link; the checkbox sits apart. */
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
  const isPageSelected = tickets.length > 0 && tickets.every((ticket) => selected.has(ticket.id));
  const headerProps = { sort, onSort };
  return (
    <table className="w-full table-fixed border-collapse bg-white text-left text-sm">
      <caption className="sr-only">{text.caption}</caption>
      {/*
        UX.md §2.1: the header sticks under the sticky filter/bulk bar, whose measured bottom
        the list sets in the variable (use-sticky-list-offsets.ts). Collapsed borders do not
        stick with it, so its bottom line is an inset shadow.
      */}
      <thead
        style={{ top: `var(${TABLE_HEADER_TOP_VARIABLE}, 3.5rem)` }}
        className="sticky z-10 bg-surface text-xs [&_th]:shadow-[inset_0_-1px_0_var(--color-line)]"
      >
        <tr>
          <th scope="col" className="w-10 px-2 py-2">
            <Checkbox
              label={text.selectPage}
              isChecked={isPageSelected}
              onChange={(isChecked) => onTogglePage(isChecked)}
            />
          </th>
          <SortHeader
            field="number"
            label={text.columns.number}
            className="w-20 text-right"
            {...headerProps}
          />
          <SortHeader field="title" label={text.columns.subject} {...headerProps} />
          <SortHeader
            field="status"
            label={text.columns.status}
            className="w-36"
            {...headerProps}
          />
          <SortHeader
            field="priority"
            label={text.columns.priority}
            className="w-28"
            {...headerProps}
          />
          <th scope="col" className="w-40 px-2 py-2 font-semibold">
            {text.columns.assignee}
          </th>
          <th scope="col" className="hidden w-36 px-2 py-2 font-semibold xl:table-cell">
            {text.columns.department}
          </th>
          <SortHeader
            field="updatedAt"
            label={text.columns.updated}
            className="w-32"
            {...headerProps}
          />
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket, index) => {
          const isSelected = selected.has(ticket.id);
          const isGone = goneIds.has(ticket.id);
          const client = [ticket.requester.name, ticket.requester.business]
            .filter(Boolean)
            .join(' · ');
          return (
            <tr
              key={ticket.id}
              data-ticket-row={index}
              data-ticket-id={ticket.id}
              data-gone={isGone ? '' : undefined}
              className={cn(
                // The line is a shadow, not a border, so it takes no height: rows are 40 / 32 px.
                'focus-within:bg-brand-tint hover:bg-surface [&>td]:shadow-[inset_0_-1px_0_var(--color-line)]',
                isCompact ? 'h-8' : 'h-10',
                isSelected && 'bg-brand-tint',
                // Dimmed by colour, not opacity: every text keeps its contrast (UX.md §6.5).
                isGone && !isSelected && 'bg-surface-2 hover:bg-surface-2',
              )}
            >
              <td className="px-2">
                <Checkbox
                  label={text.selectRow(ticket.number)}
                  isChecked={isSelected}
                  onChange={(isChecked, isShift) =>
                    onToggle({ id: ticket.id, number: ticket.number }, isChecked, isShift)
                  }
                />
              </td>
              <td className="px-2 text-right text-muted tabular-nums">{ticket.number}</td>
              <td className="max-w-0 px-2">
                {/* A 24 px line: the link is a 24 px target in both densities (WCAG 2.5.8). */}
                <div className="flex min-w-0 items-center gap-2">
                  <Link
                    to={`/tickets/${ticket.id}`}
                    state={{ backTo: `${location.pathname}${location.search}` }}
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
              </td>
              <td className="px-2">
                <TicketStatusBadge status={ticket.status} label={ticket.customStatus?.name} />
              </td>
              <td className="px-2">
                <TicketPriorityBadge priority={ticket.priority} />
              </td>
              <td className="truncate px-2 text-muted">
                {ticket.assignedTo?.name ?? text.unassigned}
              </td>
              <td className="hidden truncate px-2 text-muted xl:table-cell">
                {ticket.department?.name ?? ''}
              </td>
              <td className="px-2 text-muted tabular-nums">
                <TicketTime value={ticket.updatedAt} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
