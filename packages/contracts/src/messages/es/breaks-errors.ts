/**
 * The API's message per error code of pauses and break policies (docs/schedules.md#pausas-y-recordatorios).
 * Its own module: errors.ts spreads it into errorMessages without the rest of the texts.
 */
export const breakErrorMessages = {
  PAUSE_ALREADY_RUNNING: 'Ya tienes una pausa en curso. Termínala antes de iniciar otra.',
  PAUSE_NOT_RUNNING: 'No tienes una pausa en curso.',
  NOT_ON_SHIFT: 'No estás en turno: solo puedes iniciar una pausa durante tu horario.',
  BREAK_POLICY_NOT_FOUND: 'No se encontró la política de pausas.',
  BREAK_POLICY_NAME_TAKEN: 'Ya existe una política de pausas con ese nombre.',
} as const;
