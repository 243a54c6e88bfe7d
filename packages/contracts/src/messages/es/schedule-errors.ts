/**
 * The API's message per schedules error code. Its own module: errors.ts spreads it into
 * errorMessages, and the rest of the schedules texts stay out of the chunk that carries them
 * (docs/performance.md, ninth pass).
 */
export const scheduleErrorMessages = {
  SCHEDULE_INVALID: 'Revisa el horario: hay datos que no encajan.',
  SCHEDULE_EXCEPTION_NOT_FOUND: 'No se encontró esa excepción del horario.',
} as const;
