import { describe, expect, it } from 'vitest';
import type { LunchRotaResponse } from '@atiende/contracts';
import { draftFromRota, draftToInput, slotProblemsOf } from './rota-draft';

const ana = '00000000-0000-4000-8000-000000000001';
const luis = '00000000-0000-4000-8000-000000000002';

const rota: LunchRotaResponse = {
  saved: false,
  settings: {
    departmentId: '00000000-0000-4000-8000-0000000000aa',
    departmentName: 'Soporte',
    minAvailable: 1,
    lunchMinutes: 60,
    lunchWindowStart: 720,
    lunchWindowEnd: 900,
    autoAssign: 'off',
  },
  days: [
    {
      weekday: 2,
      slots: [{ userId: ana, userName: 'Ana', weekday: 2, startMinute: 780, durationMinutes: 60 }],
      warnings: [],
    },
    {
      weekday: 1,
      slots: [
        { userId: luis, userName: 'Luis', weekday: 1, startMinute: 780, durationMinutes: 60 },
        { userId: ana, userName: 'Ana', weekday: 1, startMinute: 720, durationMinutes: 60 },
        // A night shift's lunch at 02:00, after the midnight that follows Monday.
        { userId: ana, userName: 'Ana', weekday: 1, startMinute: 1560, durationMinutes: 30 },
      ],
      warnings: [],
    },
  ],
};

describe('the lunch rota being edited', () => {
  it('lists the slots by weekday and start, with their start as a clock time', () => {
    expect(
      draftFromRota(rota).map((slot) => [slot.weekday, slot.userName, slot.startText]),
    ).toEqual([
      [1, 'Ana', '12:00'],
      [1, 'Luis', '13:00'],
      [1, 'Ana', '02:00'],
      [2, 'Ana', '13:00'],
    ]);
  });

  it('sends the typed times, a night lunch still after midnight', () => {
    const draft = draftFromRota(rota);
    draft[0]!.startText = '12:30';
    draft[2]!.startText = '3:00';
    const result = draftToInput(draft);
    expect(result.input?.slots).toEqual([
      { userId: ana, weekday: 1, startMinute: 750, durationMinutes: 60 },
      { userId: luis, weekday: 1, startMinute: 780, durationMinutes: 60 },
      { userId: ana, weekday: 1, startMinute: 1620, durationMinutes: 30 },
      { userId: ana, weekday: 2, startMinute: 780, durationMinutes: 60 },
    ]);
  });

  it('names the rows whose start is not a time instead of sending', () => {
    const draft = draftFromRota(rota);
    draft[1]!.startText = '13';
    draft[3]!.startText = '';
    expect(draftToInput(draft)).toEqual({ input: null, invalid: [1, 3] });
  });

  it('puts the server’s refusal under the lunch it is about, the rest apart', () => {
    const draft = draftFromRota(rota);
    expect(
      slotProblemsOf(draft, [
        {
          field: 'slots.1.startMinute',
          message: 'El almuerzo del lunes debe quedar dentro de su turno.',
        },
        { field: 'slots.1.weekday', message: 'Ya tiene un almuerzo el lunes.' },
        { field: 'slots.3.userId', message: 'Esa persona no es técnico de este departamento.' },
        { field: 'slots.9.startMinute', message: 'Fuera de la lista.' },
        { field: 'slots', message: 'La rota admite hasta 7 almuerzos por persona.' },
      ]),
    ).toEqual({
      byRow: {
        1: 'El almuerzo del lunes debe quedar dentro de su turno.',
        3: 'Esa persona no es técnico de este departamento.',
      },
      general: ['Fuera de la lista.', 'La rota admite hasta 7 almuerzos por persona.'],
    });
  });
});
