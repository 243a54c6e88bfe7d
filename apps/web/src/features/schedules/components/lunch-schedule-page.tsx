import { useQueries } from '@tanstack/react-query';
import { CircleCheck, Coffee, Users } from 'lucide-react';
import {
  scheduleMessages,
  schedulePageMessages,
  type LunchRotaResponse,
  type User,
} from '@atiende/contracts';
import { ForbiddenPanel, ListPage } from '../../../components/page-header';
import { TableOrCards } from '../../../components/paged-list';
import { Badge } from '../../../components/ui/badge';
import { CardSection } from '../../../components/ui/card-section';
import { DeferredLoader } from '../../../components/ui/deferred-loader';
import { LoadFailed } from '../../../components/ui/load-failed';
import { MessagePanel } from '../../../components/ui/message-panel';
import { useAvailability } from '../api/get-availability';
import { lunchRotaQueryOptions } from '../api/get-lunch-rota';
import { formatClock } from '../lib/clock';
import { DAYS_FROM_MONDAY } from '../lib/calendar-grid';
import { CoverageWarnings } from './coverage-warnings';

const text = schedulePageMessages.lunch;
const common = schedulePageMessages.common;

/**
 * /technician/lunch-schedule "Horarios de Almuerzo" (docs/schedules.md#pantallas): the lunch rota
 * of each of my departments, weekday by weekday, with the coverage against the minimum.
 */
export function LunchSchedulePage({ viewer }: { viewer: User }) {
  if (viewer.role === 'CLIENT') {
    return (
      <ForbiddenPanel
        title={text.title}
        message={schedulePageMessages.team.forbidden}
        backLabel={common.back}
      />
    );
  }
  return <LunchSchedules viewerId={viewer.id} />;
}

function LunchSchedules({ viewerId }: { viewerId: string }) {
  // The departments the viewer works in (or leads): the availability answer names them.
  const availability = useAvailability();
  const departments = availability.data?.departments ?? [];
  const rotas = useQueries({
    queries: departments.map((department) => lunchRotaQueryOptions(department.departmentId)),
  });
  return (
    <ListPage title={text.title} description={text.description}>
      {availability.isError ? (
        <LoadFailed
          message={text.loadFailed}
          retryLabel={common.retry}
          onRetry={availability.refetch}
        />
      ) : availability.isPending ? (
        <DeferredLoader />
      ) : departments.length === 0 ? (
        <MessagePanel icon={Users} heading={text.title} headingLevel={2}>
          <p>{text.noDepartments}</p>
        </MessagePanel>
      ) : (
        departments.map((department, index) => {
          const rota = rotas[index];
          return (
            <CardSection
              key={department.departmentId}
              id={`lunch-${department.departmentId}`}
              title={department.departmentName}
            >
              {rota?.isError ? (
                <LoadFailed
                  message={text.loadFailed}
                  retryLabel={common.retry}
                  onRetry={rota.refetch}
                />
              ) : rota?.data ? (
                <DepartmentRota
                  rota={rota.data}
                  viewerId={viewerId}
                  department={department.departmentName}
                />
              ) : (
                <DeferredLoader />
              )}
            </CardSection>
          );
        })
      )}
    </ListPage>
  );
}

function CoverageCell({ warnings }: { warnings: LunchRotaResponse['days'][number]['warnings'] }) {
  if (warnings.length === 0) {
    return (
      <Badge tone="resolved" icon={CircleCheck}>
        {text.coverageOk}
      </Badge>
    );
  }
  return <CoverageWarnings warnings={warnings} />;
}

function DepartmentRota({
  rota,
  viewerId,
  department,
}: {
  rota: LunchRotaResponse;
  viewerId: string;
  department: string;
}) {
  const byWeekday = new Map(rota.days.map((day) => [day.weekday, day]));
  const hasSlots = rota.days.some((day) => day.slots.length > 0);
  const who = (weekday: number) => {
    const slots = [...(byWeekday.get(weekday)?.slots ?? [])].sort(
      (a, b) => a.startMinute - b.startMinute,
    );
    if (slots.length === 0) return <span className="text-subtle">{text.nobody}</span>;
    return (
      <ul className="space-y-0.5">
        {slots.map((slot) => (
          <li key={slot.userId} className="flex flex-wrap gap-x-2">
            <span className="tabular-nums text-muted">
              {formatClock(slot.startMinute)}–{formatClock(slot.startMinute + slot.durationMinutes)}
            </span>
            <span className={slot.userId === viewerId ? 'font-semibold text-ink' : 'text-ink'}>
              {slot.userName}
              {slot.userId === viewerId ? ` (${text.you})` : ''}
            </span>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <div className="mt-2 space-y-3">
      <p className="text-sm text-muted">{text.minimum(rota.settings.minAvailable)}</p>
      {hasSlots ? null : (
        <p className="flex items-start gap-2 text-sm text-muted">
          <Coffee aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {text.empty}
        </p>
      )}
      <TableOrCards
        table={
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{text.caption(department)}</caption>
            <thead className="bg-surface text-xs text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {text.weekday}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {text.who}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {text.coverage}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {DAYS_FROM_MONDAY.map((weekday) => (
                <tr key={weekday} className="align-top">
                  <th scope="row" className="px-3 py-2 font-medium text-ink">
                    {scheduleMessages.weekdayLabels[weekday]}
                  </th>
                  <td className="px-3 py-2">{who(weekday)}</td>
                  <td className="px-3 py-2">
                    <CoverageCell warnings={byWeekday.get(weekday)?.warnings ?? []} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        }
        cards={
          <ul aria-label={text.caption(department)} className="divide-y divide-line">
            {DAYS_FROM_MONDAY.map((weekday) => (
              <li key={weekday} className="space-y-1 py-2 text-sm">
                <h3 className="font-medium text-ink">{scheduleMessages.weekdayLabels[weekday]}</h3>
                {who(weekday)}
                <CoverageCell warnings={byWeekday.get(weekday)?.warnings ?? []} />
              </li>
            ))}
          </ul>
        }
      />
    </div>
  );
}
