import {
  COMPLETED_STATUSES,
  type FirstResponsePromise,
  type SlaTargetsByPriority,
  type TicketPriority,
} from '@atiende/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { visibleTo, type Viewer } from '../tickets/index';
import { addBusinessMinutes } from './business-time';
import { advanceClock, startClock, viewClock, type SlaClock, type SlaTargets } from './sla-clock';
import { toBusinessCalendar, type StoredCalendar } from './sla-calendars';
import * as repository from './sla.repository';

/**
 * Each ticket's SLA clock (docs/sla.md#clock): applied when the ticket is created and moved on
 * each later change, from the ticket's state at that moment, so any change (and a second run of
 * the same one) leaves the same clock.
 */

/** When the warning of a target falls due: its share of the target, in business time. */
function warnAt(
  clock: SlaClock,
  targetMinutes: number,
  pausedMinutes: number,
  warningPercent: number,
  calendar: ReturnType<typeof toBusinessCalendar>,
) {
  return addBusinessMinutes(
    clock.startedAt,
    (targetMinutes * warningPercent) / 100 + pausedMinutes,
    calendar,
  );
}

/** A sent alert stays sent unless its instant moved into the future (a longer target). */
const keepSent = (sentAt: Date | null, dueAt: Date, now: Date) =>
  sentAt && dueAt <= now ? sentAt : null;

/**
 * `startedLate`: the clock is started by the sweep for a ticket written without events (an
 * import, docs/sla.md#clock), so the alerts whose instant already passed count as sent: the
 * clock shows the breach, and nobody is told of an old ticket's past deadlines at once.
 */
export async function applyTicketSla(
  db: Db,
  ticketId: string,
  now = new Date(),
  { startedLate = false }: { startedLate?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await repository.lockTicketSla(tx, ticketId);
    const ticket = await repository.findTicketFacts(tx, ticketId);
    if (!ticket) return;
    const match = await repository.findMatchingPolicy(tx, ticket);
    if (!match) return; // the default policy always matches: only a database without one
    const calendar = toBusinessCalendar(match.calendar);
    const targets: SlaTargets = (match.policy.targets as SlaTargetsByPriority)[ticket.priority];
    const existing = await repository.findTicketSla(tx, ticketId);
    const previous: SlaClock = existing
      ? {
          startedAt: existing.sla.startedAt,
          pausedMinutes: existing.sla.pausedMinutes,
          pausedSince: existing.sla.pausedSince,
          firstResponsePausedMinutes: existing.sla.firstResponsePausedMinutes,
          firstResponseAt: existing.sla.firstResponseAt,
          firstResponseDueAt: existing.sla.firstResponseDueAt,
          resolutionDueAt: existing.sla.resolutionDueAt,
        }
      : startClock(ticket.createdAt, targets, calendar);
    const isCompleted = COMPLETED_STATUSES.includes(ticket.status);
    const clock = advanceClock(
      previous,
      { isPaused: ticket.pausesSla || isCompleted, firstResponseAt: ticket.firstResponseAt },
      targets,
      calendar,
      // A ticket seen for the first time starts its pause (if any) at its creation.
      existing ? now : ticket.createdAt,
    );
    const { warningPercent } = match.policy;
    const firstResponseWarnAt = warnAt(
      clock,
      targets.firstResponseMinutes,
      clock.firstResponsePausedMinutes,
      warningPercent,
      calendar,
    );
    const resolutionWarnAt = warnAt(
      clock,
      targets.resolutionMinutes,
      clock.pausedMinutes,
      warningPercent,
      calendar,
    );
    if (existing && startedLate) return; // a clock started meanwhile by the ticket's own event
    const sent = existing?.sla;
    const keep = (sentAt: Date | null, instant: Date) =>
      startedLate ? (instant <= now ? now : null) : keepSent(sentAt, instant, now);
    await repository.saveTicketSla(tx, {
      ticketId,
      policyId: match.policy.id,
      calendarId: match.calendar?.id ?? null,
      priority: ticket.priority,
      firstResponseTargetMinutes: targets.firstResponseMinutes,
      resolutionTargetMinutes: targets.resolutionMinutes,
      warningPercent,
      startedAt: clock.startedAt,
      pausedMinutes: clock.pausedMinutes,
      pausedSince: clock.pausedSince,
      firstResponsePausedMinutes: clock.firstResponsePausedMinutes,
      firstResponseAt: clock.firstResponseAt,
      firstResponseDueAt: clock.firstResponseDueAt,
      firstResponseWarnAt,
      resolutionDueAt: clock.resolutionDueAt,
      resolutionWarnAt,
      isCompleted,
      firstResponseWarnedAt: keep(sent?.firstResponseWarnedAt ?? null, firstResponseWarnAt),
      firstResponseBreachedAt: keep(
        sent?.firstResponseBreachedAt ?? null,
        clock.firstResponseDueAt,
      ),
      resolutionWarnedAt: keep(sent?.resolutionWarnedAt ?? null, resolutionWarnAt),
      resolutionBreachedAt: keep(sent?.resolutionBreachedAt ?? null, clock.resolutionDueAt),
    });
  });
}

/**
 * The first response the matching policy promises a new ticket of this scope and priority
 * (docs/sla.md#the-public-forms-promise); null only in a database without the default policy.
 */
export async function firstResponsePromise(
  executor: Executor,
  ticket: { departmentId: string | null; customerId: string | null; priority: TicketPriority },
): Promise<FirstResponsePromise | null> {
  const match = await repository.findMatchingPolicy(executor, ticket);
  if (!match) return null;
  const targets = match.policy.targets as SlaTargetsByPriority;
  return {
    minutes: targets[ticket.priority].firstResponseMinutes,
    isBusinessTime: match.calendar !== null,
  };
}

/** `GET /api/tickets/:id/sla`: the clock of a ticket the caller may see (404 otherwise). */
export async function readTicketSla(db: Db, viewer: Viewer, ticketId: string, now = new Date()) {
  const visible = await repository.isTicketVisible(db, ticketId, visibleTo(viewer));
  if (!visible) throw new AppError('TICKET_NOT_FOUND');
  const row = await repository.findTicketSla(db, ticketId);
  if (!row) return null;
  const { sla } = row;
  const calendar = toBusinessCalendar(row.calendar as StoredCalendar | null);
  const targets = {
    firstResponseMinutes: sla.firstResponseTargetMinutes,
    resolutionMinutes: sla.resolutionTargetMinutes,
  };
  const view = viewClock(sla, targets, sla.warningPercent, calendar, now, sla.isCompleted);
  const iso = (target: (typeof view)['firstResponse']) => ({
    ...target,
    dueAt: target.dueAt.toISOString(),
  });
  return {
    policyId: sla.policyId,
    policyName: row.policyName,
    priority: sla.priority,
    calendarName: row.calendar?.name ?? null,
    isPaused: sla.pausedSince !== null && !sla.isCompleted,
    pausedSince: sla.pausedSince?.toISOString() ?? null,
    firstResponse: iso(view.firstResponse),
    resolution: iso(view.resolution),
  };
}
