import type {
  AutoAssignMode,
  AvailabilityState,
  PauseKind,
  ScheduleExceptionKind,
} from '../../constants/schedules';
import { scheduleErrorMessages } from './schedule-errors';

/** Sunday (0) … Saturday (6), as the SLA calendars' week. */
const WEEKDAY_NAMES = [
  'domingo',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
] as const;

/** `HH:MM` of minutes from midnight (a value past 1439 is the next day's clock). */
function clock(minute: number): string {
  const inDay = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/**
 * Texts of team time (docs/schedules.md): shifts, exceptions, availability, lunch rota and
 * coverage, and the API's messages.
 */
export const scheduleMessages = {
  weekdays: WEEKDAY_NAMES,
  weekdayLabels: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
  weekdayShort: ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'],
  availability: {
    available: 'Disponible',
    on_break: 'En pausa',
    at_lunch: 'Almorzando',
    off_shift: 'Fuera de turno',
  } satisfies Record<AvailabilityState, string>,
  exceptionKinds: {
    vacation: 'Vacaciones',
    leave: 'Licencia',
    swap: 'Intercambio',
    extra: 'Turno extra',
  } satisfies Record<ScheduleExceptionKind, string>,
  autoAssign: {
    off: 'Desactivada',
    round_robin: 'Por turnos',
    least_loaded: 'Menor carga',
  } satisfies Record<AutoAssignMode, string>,
  pauseKinds: { break: 'Pausa', lunch: 'Almuerzo' } satisfies Record<PauseKind, string>,
  noSchedule: 'Sin horario',
  removedException: 'Excepción eliminada.',
  holiday: 'Feriado',
  coverageBelowMinimum: 'Cobertura bajo el mínimo',
  /** A coverage warning: who is away and how many are left (docs/schedules.md#lunch-rota-and-coverage). */
  coverageWarning: (input: {
    weekday: number;
    fromMinute: number;
    toMinute: number;
    available: number;
    minimum: number;
    atLunch: string[];
  }) =>
    `${WEEKDAY_NAMES[input.weekday]} de ${clock(input.fromMinute)} a ${clock(input.toMinute)}: ` +
    `${input.available} disponible${input.available === 1 ? '' : 's'} de ${input.minimum} como mínimo` +
    (input.atLunch.length > 0 ? ` (almorzando: ${input.atLunch.join(', ')})` : '') +
    '.',
  clock,
  validation: {
    weekdayInvalid: 'Elige un día de la semana.',
    startInvalid: 'La hora de inicio debe estar entre las 00:00 y las 23:59.',
    durationInvalid: 'El turno debe durar entre 30 minutos y 16 horas.',
    shiftsTooMany: 'Una semana admite hasta 21 turnos.',
    shiftsOverlap: (weekday: number, otherWeekday: number) =>
      weekday === otherWeekday
        ? `Dos turnos del ${WEEKDAY_NAMES[weekday]} se superponen.`
        : `El turno del ${WEEKDAY_NAMES[weekday]} se superpone con el del ${WEEKDAY_NAMES[otherWeekday]}.`,
    dateInvalid: 'Escribe la fecha como AAAA-MM-DD.',
    endsBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio.',
    exceptionTooLong: 'Una excepción dura como máximo 366 días.',
    kindInvalid: 'Elige el tipo de excepción.',
    timesRequired: 'Un turno extra necesita hora de inicio y duración.',
    timesBoth: 'Indica la hora de inicio y la duración, o ninguna de las dos.',
    timesNotAllowed: 'Las vacaciones y los intercambios son por días completos: quita las horas.',
    swapPartnerRequired: 'Elige con quién se intercambia el turno.',
    swapPartnerSelf: 'No puedes intercambiar el turno contigo mismo.',
    swapPartnerOnlyForSwap: 'Solo un intercambio lleva compañero.',
    swapPartnerUnknown: 'La persona del intercambio no existe o no tiene horario.',
    noteTooLong: 'La nota admite hasta 500 caracteres.',
    userInvalid: 'Elige un técnico.',
    userNotStaff: 'Solo los técnicos y los líderes técnicos tienen horario.',
    departmentInvalid: 'Elige un departamento.',
    minAvailableInvalid: 'El mínimo disponible debe estar entre 0 y 50.',
    lunchMinutesInvalid: 'El almuerzo debe durar entre 15 y 120 minutos.',
    lunchWindowInvalid: 'La ventana de almuerzo debe estar entre las 00:00 y las 24:00.',
    lunchWindowEmpty: 'La ventana de almuerzo debe terminar después de empezar.',
    lunchWindowTooShort: 'La ventana de almuerzo debe ser al menos tan larga como el almuerzo.',
    autoAssignInvalid: 'Elige cómo se asignan los tickets.',
    calendarUnknown: 'El calendario laboral no existe.',
    rangeInvalid: 'La fecha de inicio no puede ser posterior a la de fin.',
    rangeTooLong: 'Consulta como máximo 62 días a la vez.',
    lunchStartInvalid: 'La hora del almuerzo no es válida.',
    lunchOutsideShift: (weekday: number) =>
      `El almuerzo del ${WEEKDAY_NAMES[weekday]} debe quedar dentro de su turno.`,
    lunchNoShift: (weekday: number) => `No tiene turno el ${WEEKDAY_NAMES[weekday]}.`,
    lunchDuplicated: (weekday: number) => `Ya tiene un almuerzo el ${WEEKDAY_NAMES[weekday]}.`,
    lunchNotMember: 'Esa persona no es técnico de este departamento.',
    slotsTooMany: 'La rota admite hasta 7 almuerzos por persona.',
  },
  errors: scheduleErrorMessages,
} as const;
