import { Link } from 'react-router';
import { PERIOD_LABELS, TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from '@atiende/contracts';
import {
  simpleDashboardMessages,
  type DashboardOverview,
  type DurationFigure,
} from '@atiende/contracts/dashboard';
import { SIMPLE_PERIODS, rangeDays, ticketListHref, type SimplePeriod } from '../lib/simple-links';
import {
  FigureLink,
  FigureList,
  FigureText,
  SIMPLE_LINK_CLASSES,
  Section,
  TicketLinks,
} from './simple-parts';

const text = simpleDashboardMessages;
const o = text.overview;

function median(figure: DurationFigure): string {
  return figure.medianMinutes === null ? text.noDuration : text.duration(figure.medianMinutes);
}

/** Today / 7 days / 30 days as plain links; the current one is marked for screen readers. */
function PeriodLinks({ period }: { period: SimplePeriod }) {
  return (
    <nav aria-label={text.periodLabel}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {SIMPLE_PERIODS.map((option) => (
          <li key={option}>
            <Link
              to={`?period=${option}`}
              aria-current={option === period ? 'page' : undefined}
              className={
                option === period
                  ? 'inline-flex min-h-6 items-center font-semibold text-ink'
                  : SIMPLE_LINK_CLASSES
              }
            >
              {PERIOD_LABELS[option]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The administrator's and tech lead's light dashboard: the overview's figures as lists, each a
 * link into the ticket list (docs/dashboards.md "Pantalla de pared y versión ligera").
 */
export function SimpleOverview({
  overview,
  period,
}: {
  overview: DashboardOverview;
  period: SimplePeriod;
}) {
  const { backlog } = overview;
  const days = rangeDays(overview.range);
  // Waits as of the answer's own time: the page shows "Datos de las hh:mm" above.
  const now = Date.parse(overview.generatedAt);
  return (
    <>
      <Section id="simple-now" title={o.now}>
        <FigureList>
          <FigureLink label={o.open} count={backlog.open} to={ticketListHref({ view: 'open' })} />
          <FigureLink
            label={o.unassigned}
            count={backlog.unassigned}
            to={ticketListHref({ assignedToId: 'none', view: 'open' })}
          />
        </FigureList>
      </Section>
      <Section id="simple-status" title={o.byStatus}>
        <FigureList>
          {backlog.byStatus.map(({ status, count }) => (
            <FigureLink
              key={status}
              label={TICKET_STATUS_LABELS[status]}
              count={count}
              to={ticketListHref({ status })}
            />
          ))}
        </FigureList>
      </Section>
      <Section id="simple-priority" title={o.byPriority}>
        <FigureList>
          {backlog.byPriority.map(({ priority, count }) => (
            <FigureLink
              key={priority}
              label={TICKET_PRIORITY_LABELS[priority]}
              count={count}
              to={ticketListHref({ priority, view: 'open' })}
            />
          ))}
        </FigureList>
      </Section>
      <Section id="simple-department" title={o.byDepartment}>
        <FigureList>
          {backlog.byDepartment.map(({ department, count }) => (
            <FigureLink
              key={department?.id ?? 'none'}
              label={department?.name ?? o.noDepartment}
              count={count}
              to={ticketListHref({ departmentId: department?.id ?? 'none', view: 'open' })}
            />
          ))}
        </FigureList>
      </Section>
      <Section id="simple-period" title={o.period(PERIOD_LABELS[period])}>
        <PeriodLinks period={period} />
        <FigureList>
          <FigureLink
            label={o.created}
            count={overview.totals.created}
            to={ticketListHref({ from: days.from, to: days.to })}
          />
          <FigureLink
            label={o.resolved}
            count={overview.totals.resolved}
            to={ticketListHref({ resolvedFrom: days.from, resolvedTo: days.to, view: 'all' })}
          />
          <FigureText label={o.firstResponse} value={median(overview.firstResponse)} />
          <FigureText label={o.resolution} value={median(overview.resolution)} />
        </FigureList>
      </Section>
      <Section id="simple-oldest" title={o.oldest}>
        <TicketLinks
          tickets={overview.oldest}
          empty={o.emptyTickets}
          noteOf={(ticket) =>
            o.waiting(text.duration((now - Date.parse(ticket.createdAt)) / 60_000))
          }
        />
      </Section>
      <Section id="simple-unassigned" title={o.unassignedTickets}>
        <TicketLinks
          tickets={overview.unassignedTickets}
          empty={o.emptyTickets}
          noteOf={(ticket) =>
            o.waiting(text.duration((now - Date.parse(ticket.createdAt)) / 60_000))
          }
        />
      </Section>
      <Section id="simple-load" title={o.load}>
        {overview.load.length === 0 ? (
          <p className="text-muted">{o.noTechnicians}</p>
        ) : (
          <FigureList>
            {overview.load.map((row) => (
              <li key={row.technician.id}>
                <Link
                  to={ticketListHref({ assignedToId: row.technician.id, view: 'open' })}
                  className={SIMPLE_LINK_CLASSES}
                >
                  {row.technician.name}: {o.loadLine(row.open, row.maxOpenTickets)}
                </Link>
                {row.isFull ? <span> ({o.full})</span> : null}
              </li>
            ))}
          </FigureList>
        )}
      </Section>
    </>
  );
}
