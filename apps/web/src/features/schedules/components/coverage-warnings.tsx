import { ChevronDown, CircleCheck, TriangleAlert } from 'lucide-react';
import { scheduleMessages, schedulePageMessages, type CoverageWarning } from '@atiende/contracts';
import { DAYS_FROM_MONDAY } from '../lib/calendar-grid';

const text = schedulePageMessages.team;

/** Up to this many warnings are shown open; more are folded per weekday. */
const OPEN_LIMIT = 4;

function WarningItem({ warning }: { warning: CoverageWarning }) {
  return (
    <li className="py-1.5 text-sm text-ink">
      {warning.message}
      {warning.offShift.length > 0 ? (
        <span className="block text-xs text-muted">
          {schedulePageMessages.availability.offShift(
            warning.offShift.map((person) => person.name),
          )}
        </span>
      ) : null}
    </li>
  );
}

/**
 * "Cobertura bajo el mínimo" (docs/schedules.md#pantallas): each interval with fewer available
 * técnicos than the minimum, in the server's sentence (weekday, times, who is at lunch), with
 * who is off shift then. Grouped by weekday, Monday first; a long week is folded day by day
 * (`<details>`, each day saying how many intervals it holds).
 */
export function CoverageWarnings({ warnings }: { warnings: readonly CoverageWarning[] }) {
  if (warnings.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <CircleCheck aria-hidden="true" className="size-4 text-success" />
        {text.coverageNone}
      </p>
    );
  }
  const isOpen = warnings.length <= OPEN_LIMIT;
  return (
    <ul className="space-y-2">
      {DAYS_FROM_MONDAY.map((weekday) => {
        const ofDay = warnings.filter((warning) => warning.weekday === weekday);
        if (ofDay.length === 0) return null;
        return (
          <li key={weekday} className="rounded-md border border-warning/40 bg-warning-tint">
            <details open={isOpen} className="group">
              <summary className="flex min-h-10 cursor-pointer items-center gap-2 px-3 text-sm font-medium text-ink">
                <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
                {text.coverageDay(scheduleMessages.weekdayLabels[weekday]!, ofDay.length)}
                <ChevronDown
                  aria-hidden="true"
                  className="ml-auto size-4 shrink-0 text-muted transition-transform group-open:rotate-180"
                />
              </summary>
              <ul className="divide-y divide-warning/20 border-t border-warning/30 bg-white px-3">
                {ofDay.map((warning) => (
                  <WarningItem
                    key={`${warning.fromMinute}-${warning.toMinute}`}
                    warning={warning}
                  />
                ))}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
