import { breakErrorMessages } from './breaks-errors';
import { countOf } from './plural';

/**
 * Texts of pauses, break policies, their reminders and the adherence figures (docs/schedules.md,
 * "Pausas y recordatorios" and "Cumplimiento y productividad").
 */
export const breakMessages = {
  errors: breakErrorMessages,
  removedPolicy: 'Política de pausas eliminada.',
  pauseKinds: { break: 'Pausa', lunch: 'Almuerzo' },
  validation: {
    kindInvalid: 'Elige si inicias una pausa o tu almuerzo.',
    nameRequired: 'Escribe un nombre.',
    nameTooLong: 'El nombre admite hasta 80 caracteres.',
    departmentUnknown: 'El departamento no existe.',
    everyInvalid:
      'La frecuencia debe ser un número entero de minutos entre 60 y 480 (1 a 8 horas).',
    breakInvalid: 'La pausa debe durar entre 5 y 60 minutos.',
    breakLongerThanEvery: 'La pausa no puede durar más que el intervalo entre pausas.',
    autoCloseInvalid: 'El cierre automático debe ser un número entero de minutos entre 0 y 240.',
    switchInvalid: 'El valor debe ser sí o no.',
    nothingToChange: 'Indica al menos un dato que cambiar.',
    dateInvalid: 'Escribe la fecha como AAAA-MM-DD.',
    fromAfterTo: 'La fecha de inicio no puede ser posterior a la de fin.',
    rangeTooLong: (days: number) => `El rango admite hasta ${days} días.`,
    idInvalid: 'El identificador no es válido.',
  },
  /** docs/schedules.md#pausas-y-recordatorios: the BREAK_REMINDER notifications. */
  reminders: {
    breakTitle: 'Hora de tu pausa',
    breakMessage: (minutes: number) =>
      `Es hora de tu pausa de ${countOf(minutes, { one: 'minuto', other: 'minutos' })}.`,
    lunchTitle: 'Hora de tu almuerzo',
    lunchMessage: (minutes: number) =>
      `Es hora de tu almuerzo (${countOf(minutes, { one: 'minuto', other: 'minutos' })}).`,
    autoCloseTitle: 'Pausa cerrada automáticamente',
    autoCloseMessage: (kind: 'break' | 'lunch', minutes: number) =>
      `Cerramos tu ${kind === 'lunch' ? 'almuerzo' : 'pausa'} automáticamente: la registramos con ${countOf(minutes, { one: 'minuto', other: 'minutos' })}, lo planificado. Recuerda terminarla cuando vuelvas.`,
  },
} as const;
