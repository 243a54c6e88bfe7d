import { dashboardPersonalMessages } from '@atiende/contracts/dashboard';
import { formatSpan } from './time-span';

const text = dashboardPersonalMessages.due;

/** Past its due time; due within the hour; further away. */
export type DueTone = 'overdue' | 'soon' | 'onTime';

/** docs/dashboards.md "Técnico": under an hour left, a due time is shown as "por vencer". */
export const DUE_SOON_MINUTES = 60;

const MINUTE_MS = 60_000;

/**
 * docs/dashboards.md "Técnico": "Vence en 3 h", "Venció hace 20 min" for a due time seen at `now`,
 * and how urgent it looks. Minutes are whole, rounded down on both sides of the due time.
 */
export function dueStateOf(dueAt: string, now: Date): { text: string; tone: DueTone } {
  const leftMs = new Date(dueAt).getTime() - now.getTime();
  if (leftMs >= 0) {
    const minutes = Math.floor(leftMs / MINUTE_MS);
    return {
      text: minutes === 0 ? text.now : text.in(formatSpan(minutes)),
      tone: minutes < DUE_SOON_MINUTES ? 'soon' : 'onTime',
    };
  }
  const minutes = Math.floor(-leftMs / MINUTE_MS);
  return {
    text: minutes === 0 ? text.justOverdue : text.overdue(formatSpan(minutes)),
    tone: 'overdue',
  };
}
