import { ticketSlaMessages, type TicketSlaSummary } from '@atiende/contracts';

/**
 * docs/sla.md#ticket-list-and-detail: the badge of a ticket's next SLA target in the list. It
 * counts calendar time to the due instant (the instant itself already follows the business
 * calendar), in whole minutes, and is recomputed each minute from the row's own instants, with no
 * request.
 */
const text = ticketSlaMessages;
const MINUTE_MS = 60_000;

export type SlaCountdownState = 'onTime' | 'warning' | 'breached' | 'paused';

export interface SlaCountdown {
  state: SlaCountdownState;
  /** What the badge shows: "Responder en 2 h 15 min", "Vencido hace 40 min", "En pausa". */
  text: string;
  /** What a screen reader hears: the state first, then the text. */
  label: string;
}

/** "menos de 1 min", "40 min", "2 h 15 min", "3 h", "1 d 3 h", "2 d" (whole minutes, down). */
export function formatSlaDuration(minutes: number): string {
  const whole = Math.floor(Math.max(0, minutes));
  if (whole < 1) return text.lessThanMinute;
  if (whole < 60) return text.minutes(whole);
  if (whole < 24 * 60) return text.hours(Math.floor(whole / 60), whole % 60);
  return text.days(Math.floor(whole / (24 * 60)), Math.floor((whole % (24 * 60)) / 60));
}

/** The badge of `sla` at `now`; null when there is nothing to show (no running target). */
export function slaCountdown(
  sla: TicketSlaSummary | null,
  now: Date | number,
): SlaCountdown | null {
  if (!sla) return null;
  const at = typeof now === 'number' ? now : now.getTime();
  const dueAt = Date.parse(sla.dueAt);
  const warnAt = Date.parse(sla.warnAt);
  if (Number.isNaN(dueAt) || Number.isNaN(warnAt)) return null;
  const describe = (state: SlaCountdownState, shown: string): SlaCountdown => ({
    state,
    text: shown,
    label: `${text.stateLabel[state]}: ${shown}`,
  });
  if (sla.isPaused) return describe('paused', text.paused);
  if (at >= dueAt) {
    const late = Math.floor((at - dueAt) / MINUTE_MS);
    return describe(
      'breached',
      late < 1 ? text.overdueJustNow : text.overdue(formatSlaDuration(late)),
    );
  }
  const left = formatSlaDuration((dueAt - at) / MINUTE_MS);
  const shown = sla.target === 'FIRST_RESPONSE' ? text.respondIn(left) : text.resolveIn(left);
  return describe(at >= warnAt ? 'warning' : 'onTime', shown);
}
