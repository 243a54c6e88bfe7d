import { describe, expect, it } from 'vitest';
import type { BusinessCalendar } from './business-time';
import { advanceClock, startClock, viewClock } from './sla-clock';

const lima = (local: string) => new Date(`${local.replace(' ', 'T')}:00-05:00`);
const weekday = [
  { start: 8 * 60, end: 13 * 60 },
  { start: 14 * 60, end: 18 * 60 },
];
const office: BusinessCalendar = {
  timeZone: 'America/Lima',
  week: [[], weekday, weekday, weekday, weekday, weekday, []],
  isClosed: (date) => ['2026-07-28', '2026-07-29'].includes(date),
};
const targets = { firstResponseMinutes: 120, resolutionMinutes: 540 };
const created = lima('2026-07-27 09:00'); // a Monday

describe('the SLA clock', () => {
  it('starts with both due times in business time', () => {
    const clock = startClock(created, targets, office);
    expect(clock.firstResponseDueAt).toEqual(lima('2026-07-27 11:00'));
    // 480 minutes on Monday, then 28 and 29 July are holidays: 60 more on Thursday.
    expect(clock.resolutionDueAt).toEqual(lima('2026-07-30 09:00'));
  });

  it('stands still while paused and pushes both due times by the pause on resuming', () => {
    let clock = startClock(created, targets, office);
    clock = advanceClock(
      clock,
      { isPaused: true, firstResponseAt: null },
      targets,
      office,
      lima('2026-07-27 10:00'),
    );
    expect(clock.pausedSince).toEqual(lima('2026-07-27 10:00'));
    const paused = viewClock(clock, targets, 75, office, lima('2026-07-27 11:00'), false);
    expect(paused.firstResponse).toMatchObject({
      state: 'PAUSED',
      elapsedMinutes: 60,
      remainingMinutes: 60,
    });
    // Resumed at 14:30: the pause held 10:00–13:00 and 14:00–14:30, 210 business minutes.
    clock = advanceClock(
      clock,
      { isPaused: false, firstResponseAt: null },
      targets,
      office,
      lima('2026-07-27 14:30'),
    );
    expect(clock.pausedMinutes).toBe(210);
    expect(clock.firstResponseDueAt).toEqual(lima('2026-07-27 15:30'));
    expect(clock.resolutionDueAt).toEqual(lima('2026-07-30 12:30'));
    // At 15:00, 300 minutes since the start less 210 paused: 90 of 120, the 75 % warning.
    const running = viewClock(clock, targets, 75, office, lima('2026-07-27 15:00'), false);
    expect(running.firstResponse).toMatchObject({
      state: 'RUNNING',
      elapsedMinutes: 90,
      remainingMinutes: 30,
      isWarning: true,
      isBreached: false,
    });
    expect(running.resolution).toMatchObject({ elapsedMinutes: 90, isWarning: false });
  });

  it('meets the first response given inside a pause, counting the time before it', () => {
    let clock = startClock(created, targets, office);
    clock = advanceClock(
      clock,
      { isPaused: true, firstResponseAt: null },
      targets,
      office,
      lima('2026-07-27 10:00'),
    );
    const respondedAt = lima('2026-07-27 12:00');
    clock = advanceClock(
      clock,
      { isPaused: true, firstResponseAt: respondedAt },
      targets,
      office,
      respondedAt,
    );
    expect(clock.firstResponsePausedMinutes).toBe(120);
    // A later pause no longer moves the first response.
    clock = advanceClock(
      clock,
      { isPaused: false, firstResponseAt: respondedAt },
      targets,
      office,
      lima('2026-07-27 16:00'),
    );
    expect(clock.pausedMinutes).toBe(300);
    expect(clock.firstResponseDueAt).toEqual(lima('2026-07-27 13:00'));
    const view = viewClock(clock, targets, 75, office, lima('2026-07-27 17:00'), false);
    expect(view.firstResponse).toMatchObject({ state: 'MET', elapsedMinutes: 60 });
    expect(view.resolution).toMatchObject({ state: 'RUNNING', elapsedMinutes: 120 });
  });

  it('breaches a late first response and an overdue resolution', () => {
    let clock = startClock(created, targets, office);
    const respondedAt = lima('2026-07-27 11:30');
    clock = advanceClock(
      clock,
      { isPaused: false, firstResponseAt: respondedAt },
      targets,
      office,
      respondedAt,
    );
    const view = viewClock(clock, targets, 75, office, lima('2026-07-30 10:00'), false);
    expect(view.firstResponse).toMatchObject({
      state: 'BREACHED',
      elapsedMinutes: 150,
      isBreached: true,
    });
    expect(view.resolution).toMatchObject({
      state: 'BREACHED',
      elapsedMinutes: 600,
      remainingMinutes: -60,
      isBreached: true,
      isWarning: false,
    });
  });

  it('stops the resolution clock when the ticket is resolved', () => {
    let clock = startClock(created, targets, office);
    const resolvedAt = lima('2026-07-27 16:00');
    clock = advanceClock(
      clock,
      { isPaused: true, firstResponseAt: lima('2026-07-27 10:00') },
      targets,
      office,
      resolvedAt,
    );
    const view = viewClock(clock, targets, 75, office, lima('2026-08-05 10:00'), true);
    expect(view.resolution).toMatchObject({
      state: 'MET',
      elapsedMinutes: 360,
      remainingMinutes: 180,
    });
  });

  it('recomputes both due times from the start when the targets change', () => {
    const clock = startClock(created, targets, office);
    const urgent = { firstResponseMinutes: 30, resolutionMinutes: 240 };
    const moved = advanceClock(
      clock,
      { isPaused: false, firstResponseAt: null },
      urgent,
      office,
      lima('2026-07-27 09:10'),
    );
    expect(moved.firstResponseDueAt).toEqual(lima('2026-07-27 09:30'));
    // 09:00 + 240 ends exactly at the lunch closing.
    expect(moved.resolutionDueAt).toEqual(lima('2026-07-27 13:00'));
  });
});
