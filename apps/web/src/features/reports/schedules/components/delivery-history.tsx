import { useState } from 'react';
import {
  reportScheduleMessages,
  type ReportDeliveryView,
  type ReportScheduleView,
} from '@atiende/contracts/reports';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { filterControlClasses, filterLabelClasses } from '../../../../components/ui/form-field';
import { PagerBar } from '../../../../components/ui/pager-buttons';
import { formatDateTime } from '../../../../lib/dates';
import { useReportDeliveries } from '../api/report-schedules';

const text = reportScheduleMessages.history;

const STATUS_TONES: Record<ReportDeliveryView['status'], BadgeTone> = {
  QUEUED: 'pending',
  SENT: 'success',
  FAILED: 'danger',
  SKIPPED_UNSUBSCRIBED: 'neutral',
};

const columns: ReadonlyArray<DataTableColumn<ReportDeliveryView>> = [
  {
    id: 'when',
    header: text.columns.when,
    cell: (row) => (
      <span className="whitespace-nowrap">
        {formatDateTime(row.createdAt)}
        {row.manual ? <span className="block text-xs text-muted">{text.manual}</span> : null}
      </span>
    ),
  },
  {
    id: 'schedule',
    header: text.columns.schedule,
    isRowHeader: true,
    cell: (row) => <span className="block min-w-40">{row.scheduleName}</span>,
  },
  {
    id: 'recipient',
    header: text.columns.recipient,
    cell: (row) => <span className="whitespace-nowrap">{row.recipient ?? text.noRecipient}</span>,
  },
  {
    id: 'status',
    header: text.columns.status,
    cell: (row) => (
      <span>
        <Badge tone={STATUS_TONES[row.status]}>{reportScheduleMessages.statuses[row.status]}</Badge>
        {row.error ? <span className="mt-1 block text-xs text-error">{row.error}</span> : null}
      </span>
    ),
  },
  {
    id: 'file',
    header: text.columns.file,
    cell: (row) => <span className="whitespace-nowrap text-muted">{row.fileName ?? '—'}</span>,
  },
];

/** "Historial de envíos": what was sent, to whom and when, newest first, 20 a page. */
export function DeliveryHistory({ schedules }: { schedules: readonly ReportScheduleView[] }) {
  const [scheduleId, setScheduleId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const deliveries = useReportDeliveries(scheduleId, page);
  const pagination = deliveries.data?.pagination;
  return (
    // Not a named landmark: the table's own scrolling region already carries this name.
    <section id="report-deliveries" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="report-deliveries-heading" className="text-base font-semibold text-ink">
            {text.title}
          </h2>
          <p className="text-sm text-muted">{text.description}</p>
        </div>
        <div className="w-full sm:w-72">
          <label htmlFor="report-deliveries-schedule" className={filterLabelClasses}>
            {text.filterLabel}
          </label>
          <select
            id="report-deliveries-schedule"
            className={filterControlClasses}
            value={scheduleId ?? ''}
            onChange={(event) => {
              setScheduleId(event.target.value || null);
              setPage(1);
            }}
          >
            <option value="">{text.filterAll}</option>
            {schedules.map((schedule) => (
              <option key={schedule.id} value={schedule.id}>
                {schedule.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        caption={text.title}
        columns={columns}
        rows={deliveries.data?.deliveries ?? []}
        rowKey={(row) => row.id}
        isLoading={deliveries.isPending}
        error={
          deliveries.isError
            ? {
                message: reportScheduleMessages.page.loadFailed,
                retryLabel: reportScheduleMessages.page.retry,
                onRetry: () => deliveries.refetch(),
              }
            : null
        }
        empty={
          <p className="rounded-lg border border-line bg-white p-4 text-sm text-muted">
            {text.empty}
          </p>
        }
      />
      {pagination ? (
        <PagerBar
          pageText={text.page(pagination.page, pagination.totalPages)}
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPage={setPage}
          previousLabel={text.previous}
          nextLabel={text.next}
        />
      ) : null}
    </section>
  );
}
