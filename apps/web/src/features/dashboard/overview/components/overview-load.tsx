import { Circle, CircleAlert, CircleDot } from 'lucide-react';
import { Link } from 'react-router';
import {
  dashboardOverviewMessages,
  type DashboardOverview,
  type TechnicianLoad,
} from '@atiende/contracts/dashboard';
import { Badge } from '../../../../components/ui/badge';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import type { OverviewLinks } from '../lib/overview-links';
import { formatLoad, loadShare } from '../lib/overview-format';
import { OverviewCard } from './overview-card';

const text = dashboardOverviewMessages;

/** Online: a filled dot; offline: a hollow one — the shape tells it too, and the words are read. */
export function PresenceDot({ isOnline }: { isOnline: boolean }) {
  const Icon = isOnline ? CircleDot : Circle;
  return (
    <>
      <Icon
        aria-hidden="true"
        className={cn('size-3.5 shrink-0', isOnline ? 'fill-success text-success' : 'text-subtle')}
      />
      <span className="sr-only">{isOnline ? text.load.online : text.load.offline}</span>
    </>
  );
}

function LoadRow({
  person,
  to,
  resolvedTo,
  onReassign,
}: {
  person: TechnicianLoad;
  to: string;
  /** The tickets the person resolved in the period (docs/tickets.md#list-filters). */
  resolvedTo: string;
  onReassign: (() => void) | null;
}) {
  const share = loadShare(person.open, person.maxOpenTickets);
  const name = person.technician.name;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line py-2 last:border-b-0">
      <Link
        to={to}
        className="group flex min-w-0 flex-1 basis-56 flex-col gap-1 rounded-md px-1 py-0.5 hover:bg-surface"
      >
        <span className="flex items-center gap-2 text-sm">
          <PresenceDot isOnline={person.isOnline} />{' '}
          <span className="truncate font-medium text-ink group-hover:underline">{name}</span>{' '}
          <span className="text-xs text-muted">{text.load.roles[person.role]}</span>{' '}
          <span className="ml-auto font-semibold text-ink tabular-nums">
            <span aria-hidden="true">{formatLoad(person.open, person.maxOpenTickets)}</span>
            <span className="sr-only">
              {text.load.ratioLabel(name, person.open, person.maxOpenTickets)}
            </span>
          </span>
        </span>
        {share === null ? null : (
          <span aria-hidden="true" className="block h-2 rounded-full bg-surface-2">
            <span
              className={cn('block h-2 rounded-full', person.isFull ? 'bg-error' : 'bg-brand')}
              style={{ width: `${Math.round(share * 100)}%` }}
            />
          </span>
        )}
      </Link>
      <span className="flex flex-wrap items-center gap-2">
        {person.isFull ? (
          <Badge tone="danger" icon={CircleAlert}>
            {text.load.full}
          </Badge>
        ) : null}
        <Link
          to={resolvedTo}
          aria-label={text.load.resolvedLabel(name, person.resolvedInPeriod)}
          className="inline-flex min-h-6 items-center rounded-sm text-xs text-muted underline-offset-2 hover:text-ink hover:underline"
        >
          {text.load.resolved(person.resolvedInPeriod)}
        </Link>
        {onReassign ? (
          <Button
            variant="secondary"
            className="min-h-8 px-3"
            aria-label={text.load.reassignLabel(name)}
            onClick={onReassign}
          >
            {text.load.reassign}
          </Button>
        ) : null}
      </span>
    </li>
  );
}

/** Whether someone's tickets can be handed over from the panel: full, with open tickets. */
export function canReassign(person: TechnicianLoad): boolean {
  return person.isFull && person.open > 0;
}

/**
 * Each técnico's open tickets against their maximum ("8/10", full ones marked), online or not,
 * and "Reasignar" on the full ones (docs/dashboards.md).
 */
export function LoadCard({
  data,
  links,
  isAdmin,
  onReassign,
  className,
}: {
  data: DashboardOverview;
  links: OverviewLinks;
  isAdmin: boolean;
  onReassign: (person: TechnicianLoad) => void;
  className?: string;
}) {
  const full = data.load.filter((person) => person.isFull).length;
  return (
    <OverviewCard
      id="overview-load"
      title={text.load.title}
      takeaway={data.load.length > 0 ? text.load.takeaway(full, data.load.length) : undefined}
      className={className}
    >
      {data.load.length === 0 ? (
        <div className="space-y-3 text-sm text-muted">
          <p>{isAdmin ? text.load.empty.ADMIN : text.load.empty.TECH_LEAD}</p>
          <Link
            to={isAdmin ? '/admin/team' : '/admin/departments'}
            className={buttonClasses('secondary')}
          >
            {isAdmin ? text.load.inviteAction : text.load.departmentsAction}
          </Link>
        </div>
      ) : (
        <ul>
          {data.load.map((person) => (
            <LoadRow
              key={person.technician.id}
              person={person}
              to={links.assignee(person.technician.id)}
              resolvedTo={links.assigneeResolved(person.technician.id)}
              onReassign={canReassign(person) ? () => onReassign(person) : null}
            />
          ))}
        </ul>
      )}
    </OverviewCard>
  );
}

/** The lead's team right now: who is online, who is full, and "Reasignar" beside the full. */
export function TeamNowCard({
  data,
  onReassign,
  className,
}: {
  data: DashboardOverview;
  onReassign: (person: TechnicianLoad) => void;
  className?: string;
}) {
  const online = data.load.filter((person) => person.isOnline);
  const overloaded = data.load.filter((person) => person.isFull);
  return (
    <OverviewCard
      id="overview-team"
      title={text.team.title}
      takeaway={`${text.team.online(online.length, data.load.length)} · ${text.team.full(overloaded.length)}`}
      className={className}
    >
      {online.length === 0 ? (
        <p className="text-sm text-muted">{text.team.noneOnline}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {online.map((person) => (
            <li
              key={person.technician.id}
              className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-2.5 py-1 text-xs font-medium text-ink"
            >
              <PresenceDot isOnline />
              {person.technician.name}
              <span className="text-muted tabular-nums">
                {formatLoad(person.open, person.maxOpenTickets)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 text-sm font-semibold text-ink">{text.team.overloadedTitle}</h3>
      {overloaded.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{text.team.noneOverloaded}</p>
      ) : (
        <ul className="mt-1">
          {overloaded.map((person) => (
            <li
              key={person.technician.id}
              className="flex flex-wrap items-center justify-between gap-2 border-b border-line py-2 last:border-b-0"
            >
              <span className="flex items-center gap-2 text-sm">
                <PresenceDot isOnline={person.isOnline} />
                <span className="font-medium text-ink">{person.technician.name}</span>
                <span className="text-muted tabular-nums">
                  {formatLoad(person.open, person.maxOpenTickets)}
                </span>
              </span>
              {canReassign(person) ? (
                <Button
                  variant="secondary"
                  className="min-h-8 px-3"
                  aria-label={text.load.reassignLabel(person.technician.name)}
                  onClick={() => onReassign(person)}
                >
                  {text.load.reassign}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </OverviewCard>
  );
}
