import {
  scheduleMessages,
  schedulePageMessages,
  type MyScheduleResponse,
} from '@atiende/contracts';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { weekdayOf } from '../lib/calendar-grid';
import { summarizeDay } from '../lib/schedule-day';
import { DayDetails } from './day-details';

/** "23/11". */
export const shortDay = (isoDay: string) => `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}`;

/**
 * The week of "Mis Horarios" (docs/schedules.md#pantallas): one column per day from 1024 px, one
 * day under another on a phone; each day is a list item headed by its name, so a screen reader
 * reads it as the table it looks like.
 */
export function ScheduleWeek({
  days,
  data,
  today,
}: {
  days: readonly string[];
  data: MyScheduleResponse;
  today: string;
}) {
  const byDate = new Map(data.days.map((day) => [day.date, day]));
  const exceptions = new Map(data.exceptions.map((item) => [item.id, item]));
  return (
    <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-7">
      {days.map((isoDay) => {
        const day = byDate.get(isoDay);
        const isToday = isoDay === today;
        return (
          <li
            key={isoDay}
            className={cn(
              'min-w-0 rounded-lg border bg-white p-3',
              isToday ? 'border-brand' : 'border-line',
            )}
          >
            <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
              <span>
                {scheduleMessages.weekdayLabels[weekdayOf(isoDay)]} {shortDay(isoDay)}
              </span>
              {isToday ? <Badge tone="brand">{schedulePageMessages.common.today}</Badge> : null}
            </h3>
            <div className="mt-2">
              {day ? (
                <DayDetails summary={summarizeDay(day, exceptions)} />
              ) : (
                <p className="text-sm text-subtle">—</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
