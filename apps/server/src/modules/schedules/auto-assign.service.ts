import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { EventBus } from '../../platform/events';
import {
  assignTicketBySystem,
  type ChosenAssignee,
  type SystemAssignment,
  type WaitingTicket,
} from '../tickets/index';
import { chooseAssignee } from './auto-assign-choice';
import {
  findAutoAssignMode,
  findCandidates,
  findWaitingTickets,
  recordAutomaticAssignment,
} from './auto-assign.repository';
import { availabilityOf } from './availability';

export type AutoAssignDeps = { db: Db; events: EventBus; log: FastifyBaseLogger };

/** Waiting tickets looked at per run of `schedules.assign-waiting` (the next run takes the rest). */
export const WAITING_BATCH = 200;

/**
 * docs/schedules.md#asignación-automática: under the department's lock (its settings row), the
 * técnico who gets this ticket now, remembered for the round robin; null when the department
 * does not assign automatically or nobody can take it.
 */
async function chooseUnderLock(tx: Executor, ticket: WaitingTicket): Promise<ChosenAssignee> {
  const mode = await findAutoAssignMode(tx, ticket.departmentId, { lock: true });
  if (mode === 'off') return null;
  const rows = await findCandidates(tx, ticket.departmentId);
  if (rows.length === 0) return null;
  const now = new Date();
  const availability = await availabilityOf(
    tx,
    rows.map((row) => row.userId),
    now,
  );
  const chosen = chooseAssignee(
    mode,
    rows.map((row) => ({ ...row, state: availability.get(row.userId)?.state ?? 'off_shift' })),
  );
  if (!chosen) return null;
  await recordAutomaticAssignment(tx, ticket.departmentId, chosen.userId);
  return { userId: chosen.userId, name: chosen.name };
}

/**
 * A ticket just created (every channel but imports): given to someone when its department
 * assigns automatically. A department without it costs one primary-key read and no
 * transaction. A failure is logged and leaves the ticket waiting for the job.
 */
async function assignNewTicket(
  deps: AutoAssignDeps,
  { ticketId, departmentId }: { ticketId: string; departmentId: string },
): Promise<SystemAssignment | null> {
  try {
    const mode = await findAutoAssignMode(deps.db, departmentId, { lock: false });
    if (mode === 'off') return null;
    return await assignTicketBySystem(deps, ticketId, chooseUnderLock);
  } catch (error) {
    deps.log.error({ err: error, ticketId }, 'automatic assignment failed; the ticket waits');
    return null;
  }
}

/**
 * `schedules.assign-waiting`: the oldest waiting tickets of the departments that assign
 * automatically, each given to whoever can take it now. A department where nobody could is
 * skipped for the rest of the run. Returns how many were assigned.
 */
async function assignWaitingTickets(deps: AutoAssignDeps): Promise<number> {
  const waiting = await findWaitingTickets(deps.db, WAITING_BATCH);
  const withoutAnyone = new Set<string>();
  let assigned = 0;
  for (const ticket of waiting) {
    if (withoutAnyone.has(ticket.departmentId)) continue;
    let isNobodyFree = false;
    const result = await assignTicketBySystem(deps, ticket.id, async (tx, locked) => {
      const chosen = await chooseUnderLock(tx, locked);
      isNobodyFree = chosen === null;
      return chosen;
    });
    if (result) assigned += 1;
    // A ticket taken by a person meanwhile is no reason to skip its department.
    else if (isNobodyFree) withoutAnyone.add(ticket.departmentId);
  }
  return assigned;
}

/** The department's automatic assignment (docs/schedules.md#asignación-automática). */
export function createAutoAssignService(deps: AutoAssignDeps) {
  return {
    newTicket: (ticket: { ticketId: string; departmentId: string }) =>
      assignNewTicket(deps, ticket),
    assignWaiting: () => assignWaitingTickets(deps),
  };
}

export type AutoAssignService = ReturnType<typeof createAutoAssignService>;
