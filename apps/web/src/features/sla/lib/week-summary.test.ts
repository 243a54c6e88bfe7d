import { describe, expect, it } from 'vitest';
import { summarizeWeek } from './week-summary';

const office = [
  { start: '08:30', end: '13:00' },
  { start: '14:00', end: '18:00' },
];

describe('summarizeWeek', () => {
  it('groups consecutive days with the same hours, Monday first', () => {
    const week = [[], office, office, office, office, office, [{ start: '09:00', end: '13:00' }]];
    expect(summarizeWeek(week)).toBe('lun a vie 08:30–13:00 y 14:00–18:00 · sáb 09:00–13:00');
  });

  it('names a single day and keeps Sunday last', () => {
    const day = [{ start: '00:00', end: '24:00' }];
    expect(summarizeWeek([day, [], [], day, [], [], []])).toBe('mié 00:00–24:00 · dom 00:00–24:00');
  });

  it('does not join days across a closed one', () => {
    const day = [{ start: '09:00', end: '17:00' }];
    expect(summarizeWeek([[], day, [], day, [], [], []])).toBe('lun 09:00–17:00 · mié 09:00–17:00');
  });

  it('says so when the week has no hours', () => {
    expect(summarizeWeek([[], [], [], [], [], [], []])).toBe('Sin horario');
  });
});
