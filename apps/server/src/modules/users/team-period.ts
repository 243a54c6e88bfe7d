import type { TeamPeriod } from '@atiende/contracts';

const DAY_MS = 86_400_000;
const LIMA_OFFSET_MS = 5 * 3_600_000; // America/Lima is UTC−5 all year (no daylight saving).

/**
 * The range of a figures period (docs/team.md): `7d`, `30d` and `90d` end now and start that
 * many days before; `month` and `year` start at 00:00 in Lima on the 1st of the current month
 * or year.
 */
export function periodRange(period: TeamPeriod, now: Date = new Date()): { from: Date; to: Date } {
  if (period === 'month' || period === 'year') {
    const lima = new Date(now.getTime() - LIMA_OFFSET_MS);
    const start = Date.UTC(lima.getUTCFullYear(), period === 'month' ? lima.getUTCMonth() : 0, 1);
    return { from: new Date(start + LIMA_OFFSET_MS), to: now };
  }
  const days = Number.parseInt(period, 10);
  return { from: new Date(now.getTime() - days * DAY_MS), to: now };
}
