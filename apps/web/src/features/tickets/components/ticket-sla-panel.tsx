import type { ReactNode } from 'react';
import { AlarmClockOff, Check, Clock, Hourglass, Pause, type LucideIcon } from 'lucide-react';
import { ticketSlaMessages, type SlaTargetView, type TicketSlaResponse } from '@atiende/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useTicketSla } from '../api/get-ticket-sla';
import { formatSlaDuration } from '../lib/sla-countdown';
import { TicketTime } from './ticket-time';

const text = ticketSlaMessages.panel;
type ShownState = keyof typeof text.states;

/** Each state has its text and its icon; colour is never the only signal. */
const LOOK: Record<ShownState, { icon: LucideIcon; tone: BadgeTone }> = {
  RUNNING: { icon: Hourglass, tone: 'neutral' },
  WARNING: { icon: Clock, tone: 'warning' },
  PAUSED: { icon: Pause, tone: 'neutral' },
  MET: { icon: Check, tone: 'neutral' },
  BREACHED: { icon: AlarmClockOff, tone: 'danger' },
};

const shownStateOf = (target: SlaTargetView): ShownState =>
  target.state === 'RUNNING' && target.isWarning ? 'WARNING' : target.state;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-0.5">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 text-ink tabular-nums">{children}</dd>
    </div>
  );
}

function Target({ title, target }: { title: string; target: SlaTargetView }) {
  const state = shownStateOf(target);
  const { icon, tone } = LOOK[state];
  const isOver = target.remainingMinutes < 0;
  return (
    <div className="py-2 first:pt-0 last:pb-0" data-sla-target={title}>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-ink">{title}</h3>
        <Badge icon={icon} tone={tone}>
          {text.states[state]}
        </Badge>
      </div>
      <dl>
        <Row label={text.target}>{formatSlaDuration(target.targetMinutes)}</Row>
        <Row label={text.due}>
          <TicketTime value={target.dueAt} format="dateTime" />
        </Row>
        <Row label={text.elapsed}>{formatSlaDuration(target.elapsedMinutes)}</Row>
        {state === 'MET' ? null : isOver ? (
          <Row label={text.exceeded}>{formatSlaDuration(-target.remainingMinutes)}</Row>
        ) : (
          <Row label={text.remaining}>{formatSlaDuration(target.remainingMinutes)}</Row>
        )}
      </dl>
    </div>
  );
}

function SlaClock({ sla }: { sla: NonNullable<TicketSlaResponse['sla']> }) {
  return (
    <>
      <p className="mb-2 text-xs text-muted">
        {[sla.policyName, sla.calendarName ? text.calendar(sla.calendarName) : text.roundTheClock]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {sla.isPaused && sla.pausedSince ? (
        <p className="mb-2 flex items-center gap-1 text-xs text-ink">
          <Pause aria-hidden="true" className="size-3.5" />
          <span>
            {`${text.pausedSince} `}
            <TicketTime value={sla.pausedSince} format="dateTime" />
          </span>
        </p>
      ) : null}
      <div className="divide-y divide-line">
        <Target title={text.firstResponse} target={sla.firstResponse} />
        <Target title={text.resolution} target={sla.resolution} />
      </div>
      {sla.calendarName ? <p className="mt-2 text-xs text-muted">{text.businessTime}</p> : null}
    </>
  );
}

/**
 * docs/sla.md#ticket-list-and-detail: the ticket's two SLA targets (GET /api/tickets/:id/sla),
 * staff only. Cached under the ticket's key: its live events and the user's changes refresh it.
 */
export function TicketSlaPanel({ ticketId }: { ticketId: string }) {
  const query = useTicketSla(ticketId, true);
  return (
    <section
      aria-labelledby="ticket-sla-title"
      className="rounded-lg border border-line bg-white p-4"
    >
      <h2 id="ticket-sla-title" className="mb-3 text-sm font-semibold text-ink">
        {text.title}
      </h2>
      {query.isError ? (
        <div className="space-y-2">
          <p className="text-muted">{text.loadFailed}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {text.retry}
          </Button>
        </div>
      ) : query.data === undefined ? null : query.data === null ? (
        <p className="text-muted">{text.noClock}</p>
      ) : (
        <SlaClock sla={query.data} />
      )}
    </section>
  );
}
