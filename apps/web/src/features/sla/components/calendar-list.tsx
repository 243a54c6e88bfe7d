import { Pencil, Trash2 } from 'lucide-react';
import { slaMessages, type SlaCalendar } from '@atiende/contracts';
import { CardList, type ListTable } from '../../../components/paged-list';
import { RowActionButtons } from '../../../components/row-action-buttons';
import { actionsColumn } from '../../../components/table-columns';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { formatCount } from '../../../lib/money';
import { formatDuration } from '../lib/duration';
import { summarizeWeek } from '../lib/week-summary';

const text = slaMessages.calendars;

export interface CalendarActions {
  canManage: boolean;
  onEdit: (calendar: SlaCalendar) => void;
  onDelete: (calendar: SlaCalendar) => void;
}

function holidaysText(calendar: SlaCalendar): string {
  if (calendar.holidayCountry === 'PE') return text.peruHolidays;
  return calendar.holidayCountry ?? text.noHolidays;
}

function RowActions({ calendar, ...actions }: CalendarActions & { calendar: SlaCalendar }) {
  if (!actions.canManage) return null;
  return (
    <RowActionButtons
      className="whitespace-nowrap"
      actions={[
        {
          icon: Pencil,
          label: slaMessages.page.edit,
          ariaLabel: text.editNamed(calendar.name),
          onClick: () => actions.onEdit(calendar),
        },
        {
          icon: Trash2,
          label: slaMessages.page.delete,
          ariaLabel: text.deleteNamed(calendar.name),
          onClick: () => actions.onDelete(calendar),
          isDanger: true,
        },
      ]}
    />
  );
}

const columns = (actions: CalendarActions): ReadonlyArray<DataTableColumn<SlaCalendar>> => [
  {
    id: 'name',
    header: text.name,
    cell: (calendar) => (
      <>
        <span className="block font-medium text-ink">{calendar.name}</span>
        <span className="block text-xs text-subtle">{calendar.timeZone}</span>
      </>
    ),
  },
  {
    id: 'week',
    header: text.week,
    className: 'max-w-sm',
    cell: (calendar) => summarizeWeek(calendar.week),
  },
  {
    id: 'weekly',
    header: text.weeklyHours,
    align: 'end',
    cell: (calendar) => formatDuration(calendar.weeklyMinutes),
  },
  { id: 'holidays', header: text.holidays, cell: holidaysText },
  {
    id: 'daysOff',
    header: text.daysOff,
    align: 'end',
    cell: (calendar) => formatCount(calendar.daysOff.length),
  },
  {
    id: 'policies',
    header: text.policies,
    align: 'end',
    cell: (calendar) => formatCount(calendar.policyCount),
  },
  ...(actions.canManage
    ? [
        actionsColumn(text.actions, (calendar: SlaCalendar) => (
          <RowActions calendar={calendar} {...actions} />
        )),
      ]
    : []),
];

export function calendarTable(actions: CalendarActions): ListTable<SlaCalendar> {
  return {
    caption: text.tableCaption,
    columns: columns(actions),
    rowProps: () => ({ className: 'align-top' }),
  };
}

/** Below 768 px: one card per calendar. */
export function CalendarCards({
  calendars,
  ...actions
}: CalendarActions & { calendars: readonly SlaCalendar[] }) {
  return (
    <CardList
      rows={calendars}
      label={text.listLabel}
      itemClassName="rounded-lg border border-line bg-white p-3"
      card={(calendar) => (
        <>
          <h2 className="font-medium text-ink">{calendar.name}</h2>
          <p className="text-xs text-subtle">{calendar.timeZone}</p>
          <p className="mt-1 text-sm text-ink">{summarizeWeek(calendar.week)}</p>
          <p className="mt-1 text-sm text-muted">
            {text.weeklyHours}: {formatDuration(calendar.weeklyMinutes)} · {holidaysText(calendar)}
          </p>
          <p className="text-sm text-muted tabular-nums">
            {text.daysOff}: {formatCount(calendar.daysOff.length)} · {text.policies}:{' '}
            {formatCount(calendar.policyCount)}
          </p>
          <div className="mt-2 -ml-2">
            <RowActions calendar={calendar} {...actions} />
          </div>
        </>
      )}
    />
  );
}
