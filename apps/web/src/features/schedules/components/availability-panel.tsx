import { CircleCheck, TriangleAlert } from 'lucide-react';
import {
  AVAILABILITY_STATES,
  schedulePageMessages,
  type DepartmentAvailability,
} from '@atiende/contracts';
import { Badge } from '../../../components/ui/badge';
import { CardSection } from '../../../components/ui/card-section';
import { LoadFailed } from '../../../components/ui/load-failed';
import { TextLink } from '../../../components/ui/text-link';
import { formatTime } from '../../../lib/dates';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { useAvailability } from '../api/get-availability';
import { useAvailabilityLive } from '../hooks/use-availability-live';
import { AvailabilityBadge } from './availability-state';

const text = schedulePageMessages.availability;

function DepartmentBlock({ department }: { department: DepartmentAvailability }) {
  const people = [...department.technicians].sort(
    (a, b) =>
      AVAILABILITY_STATES.indexOf(a.state) - AVAILABILITY_STATES.indexOf(b.state) ||
      a.name.localeCompare(b.name),
  );
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-ink">{department.departmentName}</h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span className="tabular-nums">
            {text.coverage(department.availableCount, department.minAvailable)}
          </span>
          {department.isBelowMinimum ? (
            <Badge tone="warning" icon={TriangleAlert}>
              {text.belowMinimum}
            </Badge>
          ) : (
            <Badge tone="resolved" icon={CircleCheck}>
              {text.atMinimum}
            </Badge>
          )}
        </p>
      </div>
      {people.length === 0 ? (
        <p className="mt-1 text-sm text-subtle">{text.empty}</p>
      ) : (
        <ul
          aria-label={text.listLabel(department.departmentName)}
          className="mt-2 divide-y divide-line"
        >
          {people.map((person) => (
            <li
              key={person.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1.5 text-sm"
            >
              <span className="min-w-0 text-ink">{person.name}</span>
              <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
                <AvailabilityBadge state={person.state} />
                {person.hasSchedule ? null : <span>{text.noSchedule}</span>}
                {person.state === 'available' || person.state === 'off_shift' ? (
                  person.until ? (
                    <span className="tabular-nums">{text.until(formatTime(person.until))}</span>
                  ) : null
                ) : person.since ? (
                  <span className="tabular-nums">{text.since(formatTime(person.since))}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The dashboards' "Disponibilidad del equipo" (docs/schedules.md#pantallas): per department who is
 * available, on a break, at lunch or off shift, and the coverage against the minimum; refreshed
 * by the socket and every minute. Hidden while the `schedules` flag is off.
 */
export function AvailabilityPanel({ manageLink = false }: { manageLink?: boolean }) {
  const flags = useFeatureFlags();
  const query = useAvailability(flags.schedules);
  useAvailabilityLive(flags.schedules);
  if (!flags.schedules) return null;
  const departments = query.data?.departments ?? [];
  return (
    <CardSection id="team-availability" title={text.title}>
      <p className="mt-1 text-sm text-muted">{text.description}</p>
      {query.isError ? (
        <div className="mt-3">
          <LoadFailed
            message={text.loadFailed}
            retryLabel={schedulePageMessages.common.retry}
            onRetry={query.refetch}
          />
        </div>
      ) : query.isPending ? (
        <div role="status" className="mt-3 space-y-2">
          <span className="sr-only">{text.title}</span>
          {Array.from({ length: 3 }, (_, index) => (
            <span
              key={index}
              aria-hidden="true"
              className="block h-4 w-full rounded-sm bg-surface-2 motion-safe:animate-pulse"
            />
          ))}
        </div>
      ) : departments.length === 0 ? (
        <p className="mt-3 text-sm text-subtle">{text.empty}</p>
      ) : (
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {departments.map((department) => (
            <DepartmentBlock key={department.departmentId} department={department} />
          ))}
        </div>
      )}
      {manageLink ? (
        <p className="mt-3 text-sm">
          <TextLink to="/admin/team/schedules">{text.manage}</TextLink>
        </p>
      ) : null}
    </CardSection>
  );
}
