import { describe, expect, it } from 'vitest';
import {
  exceptionFormSchema,
  exceptionFormValues,
  type ExceptionFormValues,
} from './exception-form';

const ana = '00000000-0000-4000-8000-000000000001';
const luis = '00000000-0000-4000-8000-000000000002';
const base: ExceptionFormValues = {
  userId: ana,
  kind: 'vacation',
  startsOn: '2026-12-01',
  endsOn: '2026-12-05',
  startTime: '',
  endTime: '',
  swapWithUserId: '',
  note: '',
};

const problems = (values: Partial<ExceptionFormValues>) =>
  exceptionFormSchema
    .safeParse({ ...base, ...values })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('exceptionFormSchema', () => {
  it('sends a vacation as whole days', () => {
    expect(exceptionFormSchema.parse({ ...base, startTime: '08:00', endTime: '12:00' })).toEqual({
      userId: ana,
      kind: 'vacation',
      startsOn: '2026-12-01',
      endsOn: '2026-12-05',
      startMinute: null,
      durationMinutes: null,
      swapWithUserId: null,
      note: null,
    });
  });

  it('sends an extra shift with its hours, across midnight when the end comes first', () => {
    const extra = exceptionFormSchema.parse({
      ...base,
      kind: 'extra',
      endsOn: '2026-12-01',
      startTime: '22:00',
      endTime: '02:00',
      note: ' Cierre de mes ',
    });
    expect(extra).toMatchObject({ startMinute: 1320, durationMinutes: 240, note: 'Cierre de mes' });
  });

  it('needs the hours of an extra shift, and both hours of a partial leave', () => {
    expect(problems({ kind: 'extra' })).toEqual([
      ['startTime', 'Un turno extra necesita hora de inicio y duración.'],
    ]);
    expect(problems({ kind: 'leave', startTime: '09:00' })).toEqual([
      ['endTime', 'Indica la hora de inicio y la duración, o ninguna de las dos.'],
    ]);
    expect(problems({ kind: 'leave', startTime: '9h' })).toEqual([
      ['startTime', 'Escribe la hora como HH:MM (por ejemplo 08:30).'],
    ]);
  });

  it('needs another técnico for a swap', () => {
    expect(problems({ kind: 'swap' })).toEqual([
      ['swapWithUserId', 'Elige con quién se intercambia el turno.'],
    ]);
    expect(problems({ kind: 'swap', swapWithUserId: ana })).toEqual([
      ['swapWithUserId', 'No puedes intercambiar el turno contigo mismo.'],
    ]);
    expect(
      exceptionFormSchema.parse({ ...base, kind: 'swap', swapWithUserId: luis }).swapWithUserId,
    ).toBe(luis);
  });

  it('refuses dates in the wrong order and a missing técnico', () => {
    expect(problems({ endsOn: '2026-11-30' })).toEqual([
      ['endsOn', 'La fecha de fin no puede ser anterior a la de inicio.'],
    ]);
    expect(problems({ userId: '' })?.[0]).toEqual(['userId', 'Elige un técnico.']);
  });

  it('starts an edit from the saved exception', () => {
    expect(
      exceptionFormValues({
        id: '00000000-0000-4000-8000-0000000000e1',
        userId: ana,
        userName: 'Ana',
        kind: 'leave',
        startsOn: '2026-12-02',
        endsOn: '2026-12-02',
        startMinute: 540,
        durationMinutes: 180,
        swapWith: null,
        note: 'Médico',
        createdAt: '2026-11-27T10:00:00.000Z',
        updatedAt: '2026-11-27T10:00:00.000Z',
      }),
    ).toEqual({
      userId: ana,
      kind: 'leave',
      startsOn: '2026-12-02',
      endsOn: '2026-12-02',
      startTime: '09:00',
      endTime: '12:00',
      swapWithUserId: '',
      note: 'Médico',
    });
  });
});
