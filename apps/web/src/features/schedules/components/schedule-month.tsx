import { Coffee, Flag } from 'lucide-react';
import {
  scheduleMessages,
  schedulePageMessages,
  type MyScheduleResponse,
} from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import { DAYS_FROM_MONDAY, monthGrid } from '../lib/calendar-grid';
import { summarizeDay } from '../lib/schedule-day';
import { EXCEPTION_ICONS } from './exception-icon';
import { shortDay } from './schedule-week';

const text = schedulePageMessages.mine;

/**
 * The month of "Mis Horarios" as a real table (caption, weekday headings): each day shows its
 * number and the start of its shift, and an icon for a holiday, an exception or
 * lunch, with its words from 640 px (below, for screen readers only); its number opens that
 * day's week. Narrow enough for 375 px without scrolling.
 */
export function ScheduleMonth({
  anchor,
  data,
  today,
  onOpenWeek,
}: {
  anchor: string;
  data: MyScheduleResponse;
  today: string;
  onOpenWeek: (isoDay: string) => void;
}) {
  const byDate = new Map(data.days.map((day) => [day.date, day]));
  const exceptions = new Map(data.exceptions.map((item) => [item.id, item]));
  const monthName = `${text.monthNames[Number(anchor.slice(5, 7)) - 1]} ${anchor.slice(0, 4)}`;
  return (
    <table className="w-full table-fixed border-collapse rounded-lg bg-white text-sm">
      <caption className="sr-only">{text.monthCaption(monthName)}</caption>
      <thead>
        <tr>
          {DAYS_FROM_MONDAY.map((weekday) => (
            <th
              key={weekday}
              scope="col"
              className="border border-line bg-surface px-1 py-2 text-xs font-medium text-muted"
            >
              <abbr title={scheduleMessages.weekdayLabels[weekday]} className="no-underline">
                {scheduleMessages.weekdayShort[weekday]}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(anchor).map((week) => (
          <tr key={week[0]!.day}>
            {week.map((cell) => {
              const day = byDate.get(cell.day);
              const summary = day ? summarizeDay(day, exceptions) : null;
              const firstShift = summary?.shifts[0];
              return (
                <td
                  key={cell.day}
                  className={cn(
                    'h-20 border border-line p-1 align-top sm:p-2',
                    cell.isInMonth ? 'bg-white' : 'bg-surface-2',
                    cell.day === today && 'outline-2 -outline-offset-2 outline-brand',
                  )}
                >
                  <button
                    type="button"
                    onClick={() => onOpenWeek(cell.day)}
                    aria-label={text.openWeek(shortDay(cell.day))}
                    aria-current={cell.day === today ? 'date' : undefined}
                    className={cn(
                      'min-h-6 min-w-6 rounded-sm text-xs font-semibold hover:bg-surface-2',
                      cell.isInMonth ? 'text-ink' : 'text-muted',
                    )}
                  >
                    {Number(cell.day.slice(8, 10))}
                  </button>
                  {summary ? (
                    <div className="mt-0.5 space-y-0.5 text-[0.6875rem] leading-4 sm:text-xs">
                      {firstShift ? (
                        <p className="font-medium tabular-nums text-ink">
                          <span className="sr-only">{text.shift}: </span>
                          <span className="sm:hidden">{firstShift.text.slice(0, 5)}</span>
                          <span className="max-sm:hidden">{firstShift.text}</span>
                        </p>
                      ) : null}
                      {summary.holiday ? (
                        <p className="flex items-center gap-0.5 text-muted">
                          <Flag aria-hidden="true" className="size-3 shrink-0" />
                          <span className="max-sm:sr-only">{text.holiday(summary.holiday)}</span>
                        </p>
                      ) : null}
                      {summary.exceptions.map((exception) => {
                        const Icon = EXCEPTION_ICONS[exception.kind];
                        const label = scheduleMessages.exceptionKinds[exception.kind];
                        return (
                          <p key={exception.id} className="flex items-center gap-0.5 text-muted">
                            <Icon aria-hidden="true" className="size-3 shrink-0" />
                            <span className="max-sm:sr-only">{label}</span>
                          </p>
                        );
                      })}
                      {summary.lunch ? (
                        <p className="flex items-center gap-0.5 text-muted max-sm:hidden">
                          <Coffee aria-hidden="true" className="size-3 shrink-0" />
                          <span className="tabular-nums">{summary.lunch.text}</span>
                        </p>
                      ) : null}
                    </div>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
