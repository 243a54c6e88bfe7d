import { Link } from 'react-router';
import { TICKET_PRIORITY_LABELS } from '@atiende/contracts';
import {
  simpleDashboardMessages,
  type DurationFigure,
  type TechnicianDashboard,
} from '@atiende/contracts/dashboard';
import { limaTime, ticketHref, ticketListHref, todayAndWeekStart } from '../lib/simple-links';
import {
  FigureLink,
  FigureList,
  FigureText,
  ReplyLinks,
  SIMPLE_LINK_CLASSES,
  Section,
  TicketLinks,
} from './simple-parts';

const text = simpleDashboardMessages;
const t = text.technician;
const numberFormat = new Intl.NumberFormat('es-PE');

function median(figure: DurationFigure): string {
  return figure.medianMinutes === null ? text.noDuration : text.duration(figure.medianMinutes);
}

function DayFigures({
  id,
  title,
  figures,
  since,
}: {
  id: string;
  title: string;
  figures: TechnicianDashboard['figures']['today'];
  /** The Lima day the figures start on: resolved ones open the list from it. */
  since: string;
}) {
  return (
    <Section id={id} title={title}>
      <FigureList>
        <FigureLink
          label={t.resolved}
          count={figures.resolved}
          to={ticketListHref({ assignedToId: 'me', resolvedFrom: since, view: 'all' })}
        />
        <FigureText label={t.replies} value={numberFormat.format(figures.replies)} />
        <FigureText label={t.firstResponse} value={median(figures.firstResponse)} />
      </FigureList>
    </Section>
  );
}

/** The técnico's light dashboard: their queue, what is due, their day and week, what is new. */
export function SimpleTechnician({ dashboard }: { dashboard: TechnicianDashboard }) {
  const now = new Date(dashboard.generatedAt);
  const days = todayAndWeekStart(dashboard.generatedAt);
  return (
    <>
      <Section id="simple-queue" title={t.queue}>
        <FigureList>
          <FigureLink
            label={t.open}
            count={dashboard.queue.open}
            to={ticketListHref({ assignedToId: 'me', view: 'open' })}
          />
          {dashboard.queue.byPriority.map(({ priority, count }) => (
            <FigureLink
              key={priority}
              label={TICKET_PRIORITY_LABELS[priority]}
              count={count}
              to={ticketListHref({ priority, assignedToId: 'me', view: 'open' })}
            />
          ))}
        </FigureList>
        <p className="text-muted">{t.limit(dashboard.queue.maxOpenTickets)}</p>
      </Section>
      <Section id="simple-due" title={t.dueSoon}>
        <TicketLinks
          tickets={dashboard.dueSoon}
          empty={t.noDueSoon}
          noteOf={(ticket) => t.dueAt(limaTime(ticket.dueAt, now))}
        />
      </Section>
      <DayFigures
        id="simple-today"
        title={t.today}
        figures={dashboard.figures.today}
        since={days.today}
      />
      <DayFigures
        id="simple-week"
        title={t.week}
        figures={dashboard.figures.week}
        since={days.weekStart}
      />
      <Section id="simple-client-replies" title={t.clientReplies}>
        <ReplyLinks replies={dashboard.clientReplies} empty={t.noClientReplies} />
      </Section>
      <Section id="simple-mentions" title={t.mentions}>
        {dashboard.mentions.length === 0 ? (
          <p className="text-muted">{t.noMentions}</p>
        ) : (
          <ul className="list-disc space-y-1 pl-6">
            {dashboard.mentions.map((mention) => (
              <li key={mention.id}>
                {mention.ticketId ? (
                  <Link to={ticketHref(mention.ticketId)} className={SIMPLE_LINK_CLASSES}>
                    {mention.title}
                  </Link>
                ) : (
                  <span className="font-medium">{mention.title}</span>
                )}
                {mention.isRead ? null : <span> ({t.unread})</span>}
                <span className="block text-muted">{mention.message}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
