import { schedulePageMessages, scheduleMessages, type AdherenceDay } from '@atiende/contracts';
import { CardList, TableOrCards } from '../../../components/paged-list';
import { CardSection } from '../../../components/ui/card-section';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatTime, toIsoDay } from '../../../lib/dates';
import { useAdherence } from '../api/get-adherence';
import { weekdayOf } from '../lib/calendar-grid';
import { formatMinutes } from '../lib/clock';
import { shortDay } from './schedule-week';

const text = schedulePageMessages.adherence;

const dayLabel = (row: AdherenceDay) =>
  `${scheduleMessages.weekdayShort[weekdayOf(row.date)]} ${shortDay(row.date)}`;
const breaks = (value: AdherenceDay['plannedBreaks']) =>
  text.breaksValue(value.count, value.minutes);
function lunch(row: AdherenceDay): string {
  const planned = row.plannedLunch
    ? text.lunchValue(row.plannedLunch.start, row.plannedLunch.minutes)
    : '—';
  if (!row.actualLunch) return planned;
  const actual = text.lunchValue(formatTime(row.actualLunch.startedAt), row.actualLunch.minutes);
  const deviation =
    row.actualLunch.startDeviationMinutes === null
      ? ''
      : ` (${text.lunchDeviation(row.actualLunch.startDeviationMinutes)})`;
  return `${planned} → ${actual}${deviation}`;
}
const score = (row: AdherenceDay) => text.percent(row.adherencePercent);

/** A day worth a row: one that has begun, with a shift or a pause recorded off shift. */
const isWorthShowing = (row: AdherenceDay, today: string) =>
  row.date <= today &&
  (row.shiftMinutes > 0 || row.actualBreaks.count > 0 || row.actualLunch !== null);

const COLUMNS: ReadonlyArray<DataTableColumn<AdherenceDay>> = [
  { id: 'day', header: text.day, isRowHeader: true, cell: dayLabel },
  { id: 'shift', header: text.shift, align: 'end', cell: (row) => formatMinutes(row.shiftMinutes) },
  { id: 'planned', header: text.plannedBreaks, cell: (row) => breaks(row.plannedBreaks) },
  { id: 'actual', header: text.actualBreaks, cell: (row) => breaks(row.actualBreaks) },
  { id: 'lunch', header: text.lunch, cell: lunch },
  { id: 'overrun', header: text.overrun, align: 'end', cell: (row) => `${row.overrunMinutes} min` },
  { id: 'auto', header: text.autoClosed, align: 'end', cell: (row) => row.autoClosedCount },
  { id: 'score', header: text.score, align: 'end', cell: score },
];

/**
 * "Mi cumplimiento" (docs/schedules.md#pantallas): for the week shown, per day the planned
 * breaks and lunch against those recorded with the header's "Pausa", the overrun and the
 * adherence percentage as docs/schedules.md defines it.
 */
export function AdherenceSection({ range }: { range: { from: string; to: string } }) {
  const query = useAdherence(range);
  const today = toIsoDay(new Date())!;
  const rows = (query.data ?? []).filter((row) => isWorthShowing(row, today));
  return (
    <CardSection id="my-adherence" title={text.title}>
      <p className="mt-1 mb-3 text-sm text-muted">{text.description}</p>
      <TableOrCards
        table={
          <DataTable
            caption={text.caption}
            columns={COLUMNS}
            rows={rows}
            rowKey={(row) => `${row.userId}-${row.date}`}
            isLoading={query.isPending}
            error={
              query.isError
                ? {
                    message: text.loadFailed,
                    retryLabel: schedulePageMessages.common.retry,
                    onRetry: query.refetch,
                  }
                : null
            }
            empty={<p className="text-sm text-subtle">{text.empty}</p>}
          />
        }
        cards={
          query.isError ? (
            <p className="text-sm text-error">{text.loadFailed}</p>
          ) : rows.length === 0 ? (
            query.isPending ? null : (
              <p className="text-sm text-subtle">{text.empty}</p>
            )
          ) : (
            <CardList
              rows={rows.map((row) => ({ ...row, id: `${row.userId}-${row.date}` }))}
              label={text.caption}
              itemClassName="rounded-lg border border-line bg-white p-3 text-sm"
              card={(row) => (
                <>
                  <h3 className="flex justify-between font-medium text-ink">
                    <span>{dayLabel(row)}</span>
                    <span className="tabular-nums">{score(row)}</span>
                  </h3>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-muted">
                    <dt>{text.shift}</dt>
                    <dd className="text-ink">{formatMinutes(row.shiftMinutes)}</dd>
                    <dt>{text.plannedBreaks}</dt>
                    <dd className="text-ink">{breaks(row.plannedBreaks)}</dd>
                    <dt>{text.actualBreaks}</dt>
                    <dd className="text-ink">{breaks(row.actualBreaks)}</dd>
                    <dt>{text.lunch}</dt>
                    <dd className="text-ink">{lunch(row)}</dd>
                    <dt>{text.overrun}</dt>
                    <dd className="text-ink">{row.overrunMinutes} min</dd>
                  </dl>
                </>
              )}
            />
          )
        }
      />
    </CardSection>
  );
}
