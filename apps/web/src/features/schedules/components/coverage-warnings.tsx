import { CircleCheck, TriangleAlert } from 'lucide-react';
import { schedulePageMessages, type CoverageWarning } from '@atiende/contracts';

const text = schedulePageMessages.team;

/**
 * "Cobertura bajo el mínimo" (docs/schedules.md#pantallas): each interval with fewer available
 * técnicos than the minimum, in the server's sentence (weekday, times, who is at lunch), with
 * who is off shift then.
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
  return (
    <ul className="space-y-2">
      {warnings.map((warning) => (
        <li
          key={`${warning.weekday}-${warning.fromMinute}-${warning.toMinute}`}
          className="flex gap-2 rounded-md border border-warning/40 bg-warning-tint p-2 text-sm text-ink"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            {warning.message}
            {warning.offShift.length > 0 ? (
              <span className="block text-xs text-muted">
                {schedulePageMessages.availability.offShift(
                  warning.offShift.map((person) => person.name),
                )}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
