import { useState } from 'react';
import { pageMessages } from '@atiende/contracts';
import { Link, useSearchParams } from 'react-router';
import { Pause, Pencil, Play, Plus, Send, Trash2 } from 'lucide-react';
import type { Role } from '@atiende/contracts';
import {
  isReportFamily,
  REPORT_FILTERS,
  reportScheduleMessages,
  type ReportCatalogue,
  type ReportFilter,
  type ReportScheduleView,
} from '@atiende/contracts/reports';
import { ForbiddenPanel, ListPage } from '../../../../components/page-header';
import { Badge } from '../../../../components/ui/badge';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { DeleteDialog } from '../../../../components/ui/confirm-dialog';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { messageOf } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { useDelayedFlag } from '../../../../lib/use-delayed-flag';
import { notify } from '../../../../lib/notify';
import {
  useDeleteReportSchedule,
  useReportCatalogue,
  useReportSchedules,
  useSaveReportSchedule,
  useSendReportNow,
} from '../api/report-schedules';
import { DeliveryHistory } from './delivery-history';
import { ScheduleDialog, type ScheduleDraft } from './schedule-dialog';

const text = reportScheduleMessages.page;

/** "Tickets por estado" for tickets/status, from the catalogue (the key while it loads). */
function reportTitle(catalogue: ReportCatalogue | undefined, family: string, type: string) {
  return (
    catalogue?.families.find((item) => item.key === family)?.types.find((item) => item.key === type)
      ?.title ?? `${family}/${type}`
  );
}

/** `?new=1&family=&type=&departmentId=…` from a report's "Programar envío". */
function draftOf(params: URLSearchParams): ScheduleDraft | null {
  const family = params.get('family') ?? undefined;
  const type = params.get('type');
  if (params.get('new') !== '1') return null;
  if (!isReportFamily(family) || !type) return { family: 'tickets', type: 'status', filters: {} };
  const filters: Partial<Record<ReportFilter, string>> = {};
  for (const filter of REPORT_FILTERS) {
    const value = params.get(filter);
    if (value) filters[filter] = value;
  }
  return { family, type, filters: filters as ScheduleDraft['filters'] };
}

/** Three card outlines after 300 ms without data (docs/product/ui.md#loading), never a flash. */
function ScheduleSkeleton() {
  const isShown = useDelayedFlag(true);
  if (!isShown) return null;
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{pageMessages.loading}</span>
      {Array.from({ length: 3 }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="space-y-3 rounded-lg border border-line bg-white p-4"
        >
          <span className="block h-4 w-48 max-w-full rounded-sm bg-surface-2 motion-safe:animate-pulse" />
          <span className="block h-3 w-32 rounded-sm bg-surface-2 motion-safe:animate-pulse" />
          <span className="block h-3 w-full rounded-sm bg-surface-2 motion-safe:animate-pulse" />
          <span className="block h-8 w-2/3 rounded-sm bg-surface-2 motion-safe:animate-pulse" />
        </div>
      ))}
    </div>
  );
}

function ScheduleItem({
  schedule,
  catalogue,
  onEdit,
  onDelete,
}: {
  schedule: ReportScheduleView;
  catalogue: ReportCatalogue | undefined;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const save = useSaveReportSchedule();
  const sendNow = useSendReportNow();
  const toggle = async () => {
    try {
      await save.mutateAsync({ id: schedule.id, body: { isActive: !schedule.isActive } });
      notify.success(schedule.isActive ? text.pausedToast : text.resumedToast);
    } catch (error) {
      notify.error(messageOf(error, text.actionFailed));
    }
  };
  const send = async () => {
    try {
      const deliveries = await sendNow.mutateAsync(schedule.id);
      const queued = deliveries.filter(
        (item) => item.status === 'QUEUED' || item.status === 'SENT',
      );
      if (deliveries.some((item) => item.status === 'FAILED')) notify.error(text.sentNowFailed);
      else if (queued.length === 0) notify.error(text.sentNowNone);
      else notify.success(text.sentNow(queued.length));
    } catch (error) {
      notify.error(messageOf(error, text.actionFailed));
    }
  };
  const headingId = `schedule-${schedule.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-line bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-sm font-semibold break-words text-ink">
            {schedule.name}
          </h2>
          <p className="text-sm text-muted">
            {reportTitle(catalogue, schedule.family, schedule.type)} ·{' '}
            {reportScheduleMessages.formats[schedule.format]}
          </p>
        </div>
        <Badge
          tone={schedule.isActive ? 'success' : 'neutral'}
          icon={schedule.isActive ? Play : Pause}
        >
          {schedule.isActive ? text.active : text.paused}
        </Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-muted">{text.columns.frequency}</dt>
          <dd className="text-ink">{reportScheduleMessages.describe(schedule)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{text.columns.nextRun}</dt>
          <dd className="text-ink">
            {schedule.nextRunAt ? formatDateTime(schedule.nextRunAt) : text.noNextRun}
          </dd>
        </div>
        <div className="sm:col-span-3">
          <dt className="text-xs text-muted">{text.columns.recipients}</dt>
          <dd>
            <ul aria-label={text.columns.recipients} className="mt-1 flex flex-wrap gap-1.5">
              {schedule.recipients.map((email) => (
                <li
                  key={email}
                  className="max-w-full rounded-full bg-surface-2 px-2.5 py-0.5 break-all text-ink"
                >
                  {email}
                  {schedule.unsubscribed.includes(email) ? (
                    <span className="text-muted"> ({text.unsubscribed})</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      {schedule.createdBy ? (
        <p className="text-xs text-muted">{text.createdBy(schedule.createdBy.name)}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={sendNow.isPending} onClick={() => void send()}>
          <Send aria-hidden="true" className="size-4" />
          {text.actions.sendNow}
        </Button>
        <Button
          variant="secondary"
          onClick={onEdit}
          aria-label={`${text.actions.edit} «${schedule.name}»`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {text.actions.edit}
        </Button>
        <Button variant="secondary" disabled={save.isPending} onClick={() => void toggle()}>
          {schedule.isActive ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {schedule.isActive ? text.actions.pause : text.actions.resume}
        </Button>
        <Button
          variant="secondary"
          onClick={onDelete}
          aria-label={`${text.actions.delete} «${schedule.name}»`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {text.actions.delete}
        </Button>
      </div>
    </li>
  );
}

/**
 * /admin/reports/schedules "Envíos programados" (docs/reports.md#scheduled-reports): the
 * schedules, their dialog, "Enviar ahora" and the history. Administrators and tech leads (a lead
 * sees the schedules they created); others are told the page is not theirs.
 */
export function ReportSchedulesPage({ role }: { role: Role }) {
  const isManager = role === 'ADMIN' || role === 'TECH_LEAD';
  const [params, setParams] = useSearchParams();
  const schedules = useReportSchedules();
  const catalogue = useReportCatalogue();
  const remove = useDeleteReportSchedule();
  const [editing, setEditing] = useState<{
    schedule: ReportScheduleView | null;
    draft?: ScheduleDraft;
  } | null>(null);
  const [deleting, setDeleting] = useState<ReportScheduleView | null>(null);

  // "Programar envío" on a report: the dialog opens prefilled once the catalogue is here.
  const urlDraft = catalogue.data ? draftOf(params) : null;
  const dialog = editing ?? (urlDraft ? { schedule: null, draft: urlDraft } : null);
  const closeDialog = () => {
    setEditing(null);
    if (params.has('new')) setParams({}, { replace: true });
  };

  if (!isManager) {
    return <ForbiddenPanel title={text.title} message={text.forbidden} backLabel={text.back} />;
  }
  const list = schedules.data ?? [];

  return (
    <ListPage
      title={text.title}
      description={text.description}
      actions={
        <>
          <Link to="/admin/reports" className={buttonClasses('secondary')}>
            {text.back}
          </Link>
          <Button onClick={() => setEditing({ schedule: null })} disabled={!catalogue.data}>
            <Plus aria-hidden="true" className="size-4" />
            {text.create}
          </Button>
        </>
      }
    >
      {schedules.isError ? (
        <LoadFailed
          message={text.loadFailed}
          retryLabel={text.retry}
          onRetry={() => schedules.refetch()}
        />
      ) : schedules.isPending ? (
        <ScheduleSkeleton />
      ) : list.length === 0 ? (
        <div className="rounded-lg border border-line bg-white p-6 text-center">
          <p className="font-medium text-ink">{text.empty}</p>
          <p className="mt-1 text-sm text-muted">{text.emptyHint}</p>
        </div>
      ) : (
        <ul aria-label={text.title} className="space-y-3">
          {list.map((schedule) => (
            <ScheduleItem
              key={schedule.id}
              schedule={schedule}
              catalogue={catalogue.data}
              onEdit={() => setEditing({ schedule })}
              onDelete={() => setDeleting(schedule)}
            />
          ))}
        </ul>
      )}
      <DeliveryHistory schedules={list} />
      <ScheduleDialog editing={dialog} onClose={closeDialog} catalogue={catalogue.data} />
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        isPending={remove.isPending}
        text={{
          title: () => text.deleteTitle,
          body: deleting ? text.deleteBody(deleting.name) : '',
          confirm: text.deleteConfirm,
          deleting: text.deleting,
          cancel: text.cancel,
        }}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            notify.success(text.deleted);
            setDeleting(null);
          } catch (error) {
            notify.error(messageOf(error, text.actionFailed));
          }
        }}
      />
    </ListPage>
  );
}
