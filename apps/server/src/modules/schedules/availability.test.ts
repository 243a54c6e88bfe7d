import { describe, expect, it } from 'vitest';
import { availabilityAt } from './availability';
import type { PlannedShift } from './shift-plan';

const shift = (startsAt: string, endsAt: string): PlannedShift => ({
  userId: 'u',
  date: startsAt.slice(0, 10),
  weekday: 1,
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
  source: 'pattern',
});
const SHIFTS = [
  shift('2026-08-03T13:00:00Z', '2026-08-03T22:00:00Z'),
  shift('2026-08-04T13:00:00Z', '2026-08-04T22:00:00Z'),
];

describe('availabilityAt', () => {
  it('is available inside a shift, until its end', () => {
    const state = availabilityAt(new Date('2026-08-03T15:00:00Z'), {
      shifts: SHIFTS,
      hasSchedule: true,
      pause: null,
    });
    expect(state).toMatchObject({ state: 'available', pause: null });
    expect(state.since?.toISOString()).toBe('2026-08-03T13:00:00.000Z');
    expect(state.until?.toISOString()).toBe('2026-08-03T22:00:00.000Z');
  });

  it('is off shift between shifts, from the last end to the next start', () => {
    const state = availabilityAt(new Date('2026-08-04T02:00:00Z'), {
      shifts: SHIFTS,
      hasSchedule: true,
      pause: null,
    });
    expect(state.state).toBe('off_shift');
    expect(state.since?.toISOString()).toBe('2026-08-03T22:00:00.000Z');
    expect(state.until?.toISOString()).toBe('2026-08-04T13:00:00.000Z');
  });

  it('lets an open pause decide: a break or a lunch, until its planned end', () => {
    const startedAt = new Date('2026-08-03T17:00:00Z');
    const lunch = availabilityAt(new Date('2026-08-03T17:20:00Z'), {
      shifts: SHIFTS,
      hasSchedule: true,
      pause: { id: 'p', kind: 'lunch', startedAt, plannedMinutes: 60 },
    });
    expect(lunch.state).toBe('at_lunch');
    expect(lunch.until?.toISOString()).toBe('2026-08-03T18:00:00.000Z');
    const onBreak = availabilityAt(new Date('2026-08-03T17:05:00Z'), {
      shifts: SHIFTS,
      hasSchedule: true,
      pause: { id: 'p', kind: 'break', startedAt, plannedMinutes: 10 },
    });
    expect(onBreak.state).toBe('on_break');
  });

  it('keeps a técnico without a weekly pattern available at any hour, unless on a pause', () => {
    const night = new Date('2026-08-04T07:00:00Z');
    expect(availabilityAt(night, { shifts: [], hasSchedule: false, pause: null })).toMatchObject({
      state: 'available',
      hasSchedule: false,
    });
    expect(
      availabilityAt(night, {
        shifts: [],
        hasSchedule: false,
        pause: { id: 'p', kind: 'break', startedAt: night, plannedMinutes: 10 },
      }).state,
    ).toBe('on_break');
  });
});
