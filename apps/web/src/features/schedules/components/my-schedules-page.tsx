import { useSearchParams } from 'react-router';
import { CalendarClock, ChevronLeft, ChevronRight } from 'lucide-react';
import { schedulePageMessages, type Role } from '@atiende/contracts';
import { ForbiddenPanel, ListPage } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { MessagePanel } from '../../../components/ui/message-panel';
import { toIsoDay } from '../../../lib/dates';
import { useMySchedule } from '../api/get-my-schedule';
import { addDays, addMonths, isIsoDay, rangeOf, weekDays } from '../lib/calendar-grid';
import { AdherenceSection } from './adherence-section';
import { ScheduleMonth } from './schedule-month';
import { ScheduleSkeleton } from './schedule-skeleton';
import { ScheduleWeek, shortDay } from './schedule-week';

const text = schedulePageMessages.mine;
const common = schedulePageMessages.common;

type View = 'week' | 'month';

/** The view and the day shown live in the address (`?vista=mes&dia=2026-11-27`). */
function useScheduleView(today: string) {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('vista') === 'mes' ? 'month' : 'week';
  const day = isIsoDay(params.get('dia')) ? params.get('dia')! : today;
  const go = (next: { view?: View; day?: string }) => {
    const nextView = next.view ?? view;
    const nextDay = next.day ?? day;
    const search: Record<string, string> = {};
    if (nextView === 'month') search.vista = 'mes';
    if (nextDay !== today) search.dia = nextDay;
    setParams(search, { replace: true });
  };
  return { view, day, go };
}

/**
 * /technician/schedules "Mis Horarios" (docs/schedules.md#pantallas): my week (default) or month
 * with shifts, lunch, planned breaks, exceptions and holidays, and my adherence for the week.
 * Staff only; a client is told the page is the team's.
 */
export function MySchedulesPage({ role }: { role: Role }) {
  if (role === 'CLIENT') {
    return (
      <ForbiddenPanel
        title={text.title}
        message={schedulePageMessages.team.forbidden}
        backLabel={common.back}
      />
    );
  }
  return <MySchedules />;
}

function MySchedules() {
  const today = toIsoDay(new Date())!;
  const { view, day, go } = useScheduleView(today);
  const range = rangeOf(view, day);
  const query = useMySchedule(range);
  const days = weekDays(day);
  const step = (direction: 1 | -1) =>
    go({ day: view === 'week' ? addDays(day, 7 * direction) : addMonths(day, direction) });
  const heading =
    view === 'week'
      ? text.weekOf(shortDay(days[0]!), shortDay(days[6]!))
      : `${text.monthNames[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
  const data = query.data;

  return (
    <ListPage title={text.title} description={text.description}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div
          role="group"
          aria-label={text.viewsLabel}
          className="inline-flex rounded-md border border-line-strong bg-white p-0.5"
        >
          {(['week', 'month'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => go({ view: option })}
              className={
                view === option
                  ? 'min-h-9 rounded-sm bg-brand px-3 text-sm font-medium text-white'
                  : 'min-h-9 rounded-sm px-3 text-sm font-medium text-ink hover:bg-surface-2'
              }
            >
              {option === 'week' ? text.week : text.month}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            className="px-2"
            aria-label={view === 'week' ? text.previousWeek : text.previousMonth}
            onClick={() => step(-1)}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button variant="secondary" onClick={() => go({ day: today })}>
            {common.today}
          </Button>
          <Button
            variant="ghost"
            className="px-2"
            aria-label={view === 'week' ? text.nextWeek : text.nextMonth}
            onClick={() => step(1)}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      <h2 className="text-base font-semibold text-ink first-letter:uppercase" aria-live="polite">
        {heading}
      </h2>
      {query.isError ? (
        <LoadFailed message={text.loadFailed} retryLabel={common.retry} onRetry={query.refetch} />
      ) : null}
      {data ? (
        <div
          aria-busy={query.isFetching}
          className={query.isPlaceholderData ? 'opacity-70' : undefined}
        >
          {data.hasSchedule ? null : (
            <MessagePanel
              icon={CalendarClock}
              heading={schedulePageMessages.common.noSchedule}
              headingLevel={2}
            >
              <p>{text.empty}</p>
            </MessagePanel>
          )}
          <div className={data.hasSchedule ? undefined : 'mt-4'}>
            {view === 'week' ? (
              <ScheduleWeek days={days} data={data} today={today} />
            ) : (
              <ScheduleMonth
                anchor={day}
                data={data}
                today={today}
                onOpenWeek={(isoDay) => go({ view: 'week', day: isoDay })}
              />
            )}
          </div>
        </div>
      ) : query.isPending ? (
        <ScheduleSkeleton />
      ) : null}
      <AdherenceSection range={rangeOf('week', day)} />
    </ListPage>
  );
}
