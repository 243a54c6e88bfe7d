import { addBusinessMinutes, businessMinutesBetween, type BusinessCalendar } from './business-time';

/**
 * The SLA clock of one ticket (docs/sla.md#clock), pure: what is stored, how a change of the
 * ticket moves it, and what a person reads of it. All minutes are business minutes.
 */

export type SlaTargets = { firstResponseMinutes: number; resolutionMinutes: number };

/** What is stored per ticket besides the policy (`ticket_sla`). */
export type SlaClock = {
  startedAt: Date;
  /** Business minutes the clock stood still in finished pauses. */
  pausedMinutes: number;
  /** When the running pause began (a pausing status, or the ticket resolved or closed). */
  pausedSince: Date | null;
  /** The pause minutes the first response carries: frozen when the first response is given. */
  firstResponsePausedMinutes: number;
  firstResponseAt: Date | null;
  firstResponseDueAt: Date;
  resolutionDueAt: Date;
};

/** The ticket's facts the clock follows. */
export type SlaFacts = {
  /** The clock stands still: a status with `pausesSla`, or the ticket is resolved or closed. */
  isPaused: boolean;
  firstResponseAt: Date | null;
};

/** A new clock for a ticket created at `startedAt`. */
export function startClock(
  startedAt: Date,
  targets: SlaTargets,
  calendar: BusinessCalendar,
): SlaClock {
  return {
    startedAt,
    pausedMinutes: 0,
    pausedSince: null,
    firstResponsePausedMinutes: 0,
    firstResponseAt: null,
    firstResponseDueAt: addBusinessMinutes(startedAt, targets.firstResponseMinutes, calendar),
    resolutionDueAt: addBusinessMinutes(startedAt, targets.resolutionMinutes, calendar),
  };
}

/**
 * The clock after the ticket's facts at `now`: a pause that ends adds its business minutes and
 * pushes the due times; a pause that starts is remembered; the first response freezes the pause
 * minutes of its target. The targets and calendar are the policy's now (a change of priority,
 * department or policy recomputes both due times from the start).
 */
export function advanceClock(
  clock: SlaClock,
  facts: SlaFacts,
  targets: SlaTargets,
  calendar: BusinessCalendar,
  now: Date,
): SlaClock {
  let { pausedMinutes, pausedSince, firstResponsePausedMinutes } = clock;
  const respondedNow = facts.firstResponseAt !== null && clock.firstResponseAt === null;
  if (respondedNow) {
    const pauseBeforeResponse =
      pausedSince && pausedSince < facts.firstResponseAt!
        ? businessMinutesBetween(pausedSince, facts.firstResponseAt!, calendar)
        : 0;
    firstResponsePausedMinutes = pausedMinutes + pauseBeforeResponse;
  }
  if (pausedSince && !facts.isPaused) {
    pausedMinutes += businessMinutesBetween(pausedSince, now, calendar);
    pausedSince = null;
  } else if (!pausedSince && facts.isPaused) {
    pausedSince = now;
  }
  const firstResponseAt = facts.firstResponseAt ?? null;
  if (firstResponseAt === null) firstResponsePausedMinutes = pausedMinutes;
  return {
    startedAt: clock.startedAt,
    pausedMinutes,
    pausedSince,
    firstResponsePausedMinutes,
    firstResponseAt,
    firstResponseDueAt: addBusinessMinutes(
      clock.startedAt,
      targets.firstResponseMinutes + firstResponsePausedMinutes,
      calendar,
    ),
    resolutionDueAt: addBusinessMinutes(
      clock.startedAt,
      targets.resolutionMinutes + pausedMinutes,
      calendar,
    ),
  };
}

export type SlaTargetState = 'RUNNING' | 'PAUSED' | 'MET' | 'BREACHED';

export type SlaTargetView = {
  targetMinutes: number;
  dueAt: Date;
  elapsedMinutes: number;
  /** Negative once overdue. */
  remainingMinutes: number;
  state: SlaTargetState;
  isWarning: boolean;
  isBreached: boolean;
};

/** Whole minutes, rounded down (a clock shows minutes, never a fraction). */
const whole = (minutes: number) => Math.floor(minutes + 1e-9);

/**
 * What a person reads of the clock at `now`. `isCompleted`: the ticket is resolved or closed (the
 * resolution target then stands met or breached).
 */
export function viewClock(
  clock: SlaClock,
  targets: SlaTargets,
  warningPercent: number,
  calendar: BusinessCalendar,
  now: Date,
  isCompleted: boolean,
): { firstResponse: SlaTargetView; resolution: SlaTargetView } {
  const runningPause = clock.pausedSince
    ? businessMinutesBetween(clock.pausedSince, now, calendar)
    : 0;
  const sinceStart = businessMinutesBetween(clock.startedAt, now, calendar);
  const resolutionElapsed = sinceStart - clock.pausedMinutes - runningPause;
  const firstResponseElapsed = clock.firstResponseAt
    ? businessMinutesBetween(clock.startedAt, clock.firstResponseAt, calendar) -
      clock.firstResponsePausedMinutes
    : resolutionElapsed;
  const view = (
    targetMinutes: number,
    dueAt: Date,
    elapsed: number,
    isDone: boolean,
  ): SlaTargetView => {
    const elapsedMinutes = whole(Math.max(0, elapsed));
    const isBreached = elapsed > targetMinutes;
    const state: SlaTargetState = isDone
      ? isBreached
        ? 'BREACHED'
        : 'MET'
      : isBreached
        ? 'BREACHED'
        : clock.pausedSince
          ? 'PAUSED'
          : 'RUNNING';
    return {
      targetMinutes,
      dueAt,
      elapsedMinutes,
      remainingMinutes: targetMinutes - elapsedMinutes,
      state,
      isWarning: !isBreached && elapsed >= (targetMinutes * warningPercent) / 100,
      isBreached,
    };
  };
  return {
    firstResponse: view(
      targets.firstResponseMinutes,
      clock.firstResponseDueAt,
      firstResponseElapsed,
      clock.firstResponseAt !== null,
    ),
    resolution: view(
      targets.resolutionMinutes,
      clock.resolutionDueAt,
      resolutionElapsed,
      isCompleted,
    ),
  };
}
