import { describe, expect, it } from 'vitest';
import { dayShiftsFormSchema, dayShiftsFormValues, weekWithDay } from './shift-form';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('dayShiftsFormSchema', () => {
  it('reads typed times as a start minute and a length', () => {
    const result = dayShiftsFormSchema.safeParse({ shifts: [{ start: '8:00', end: '17:00' }] });
    expect(result.data).toEqual({ shifts: [{ startMinute: 480, durationMinutes: 540 }] });
  });

  it('runs a shift that ends before it starts into the next day', () => {
    const result = dayShiftsFormSchema.safeParse({ shifts: [{ start: '22:00', end: '06:00' }] });
    expect(result.data).toEqual({ shifts: [{ startMinute: 1320, durationMinutes: 480 }] });
  });

  it('refuses a time that is not HH:MM, under its field', () => {
    const result = dayShiftsFormSchema.safeParse({ shifts: [{ start: '25:00', end: '17:00' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['shifts', 0, 'start']);
    expect(result.error?.issues[0]?.message).toBe(
      'Escribe la hora como HH:MM (por ejemplo 08:30).',
    );
  });

  it('refuses shifts shorter than 30 minutes or longer than 16 hours, under the end', () => {
    for (const shift of [
      { start: '08:00', end: '08:20' },
      { start: '06:00', end: '23:00' },
      { start: '08:00', end: '08:00' },
    ]) {
      const result = dayShiftsFormSchema.safeParse({ shifts: [shift] });
      expect(result.success, JSON.stringify(shift)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['shifts', 0, 'end']);
      expect(result.error?.issues[0]?.message).toBe(
        'El turno debe durar entre 30 minutos y 16 horas.',
      );
    }
    expect(
      dayShiftsFormSchema.safeParse({ shifts: [{ start: '06:00', end: '22:00' }] }).success,
    ).toBe(true);
  });

  it('accepts a day without shifts (a day off)', () => {
    expect(dayShiftsFormSchema.safeParse({ shifts: [] }).data).toEqual({ shifts: [] });
  });
});

describe('the week around the edited day', () => {
  const week = [
    { id: id(1), weekday: 1, startMinute: 840, durationMinutes: 240 },
    { id: id(2), weekday: 1, startMinute: 480, durationMinutes: 240 },
    { id: id(3), weekday: 2, startMinute: 480, durationMinutes: 540 },
  ];

  it('starts the dialog from the day’s shifts in order, as clock times', () => {
    expect(dayShiftsFormValues(week, 1)).toEqual({
      shifts: [
        { start: '08:00', end: '12:00' },
        { start: '14:00', end: '18:00' },
      ],
    });
    expect(dayShiftsFormValues(week, 0)).toEqual({ shifts: [] });
  });

  it('replaces only that day in the week it sends', () => {
    expect(weekWithDay(week, 1, [{ startMinute: 1320, durationMinutes: 480 }])).toEqual([
      { weekday: 1, startMinute: 1320, durationMinutes: 480 },
      { weekday: 2, startMinute: 480, durationMinutes: 540 },
    ]);
    expect(weekWithDay(week, 2, [])).toEqual([
      { weekday: 1, startMinute: 480, durationMinutes: 240 },
      { weekday: 1, startMinute: 840, durationMinutes: 240 },
    ]);
  });
});
