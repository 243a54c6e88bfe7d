import { CalendarOff, Clock, Coffee, Flag, PauseCircle } from 'lucide-react';
import { scheduleMessages, schedulePageMessages } from '@atiende/contracts';
import { Badge } from '../../../components/ui/badge';
import type { DaySummary } from '../lib/schedule-day';
import { EXCEPTION_ICONS } from './exception-icon';

const text = schedulePageMessages.mine;
const common = schedulePageMessages.common;

/**
 * What a day holds, each line with its icon and its words (docs/product/ui.md: colour is never
 * the only signal): holiday, exceptions, shifts, lunch and planned breaks, or "Libre".
 */
export function DayDetails({
  summary,
  isCompact = false,
}: {
  summary: DaySummary;
  isCompact?: boolean;
}) {
  return (
    <ul className="space-y-1 text-sm">
      {summary.holiday ? (
        <li className="flex items-start gap-1.5 text-ink">
          <Flag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>{text.holiday(summary.holiday)}</span>
        </li>
      ) : null}
      {summary.exceptions.map((exception) => (
        <li key={exception.id}>
          <Badge tone="pending" icon={EXCEPTION_ICONS[exception.kind]}>
            {scheduleMessages.exceptionKinds[exception.kind]}
          </Badge>
        </li>
      ))}
      {summary.shifts.map((shift, index) => (
        <li key={index} className="flex items-start gap-1.5 text-ink">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          <span>
            <span className="sr-only">{text.shift}: </span>
            <span className="font-medium tabular-nums">
              {common.span(shift.text, shift.endsNextDay)}
            </span>
            {shift.source === 'pattern' ? null : (
              <span className="block text-xs text-muted">{text.shiftSource[shift.source]}</span>
            )}
          </span>
        </li>
      ))}
      {summary.lunch ? (
        <li className="flex items-start gap-1.5 text-muted">
          <Coffee aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {text.lunch}{' '}
            <span className="tabular-nums">
              {common.span(summary.lunch.text, summary.lunch.endsNextDay)}
            </span>
          </span>
        </li>
      ) : null}
      {summary.breaks ? (
        <li className="flex items-start gap-1.5 text-muted">
          <PauseCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {text.breaks(summary.breaks.count, summary.breaks.minutes)}
            {isCompact ? null : (
              <span className="block text-xs tabular-nums">{summary.breaks.times.join(' · ')}</span>
            )}
          </span>
        </li>
      ) : null}
      {summary.isDayOff && !summary.holiday && summary.exceptions.length === 0 ? (
        <li className="flex items-center gap-1.5 text-subtle">
          <CalendarOff aria-hidden="true" className="size-4 shrink-0" />
          {text.dayOff}
        </li>
      ) : null}
    </ul>
  );
}
