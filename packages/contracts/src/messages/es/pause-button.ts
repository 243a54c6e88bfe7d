import { countOf } from './plural';

/**
 * The header's «Pausa» (docs/schedules.md#pantallas): a module of its own, so the button a técnico's
 * every page loads after its first paint does not bring the team-time pages' texts
 * (docs/performance.md, tenth pass).
 */
export const pauseButtonMessages = {
  button: 'Pausa',
  menuLabel: 'Registrar una pausa',
  startBreak: 'Iniciar pausa',
  startLunch: 'Iniciar almuerzo',
  running: { break: 'En pausa', lunch: 'Almorzando' } as Record<'break' | 'lunch', string>,
  /** The screen reader's reading of the running timer, once a minute is enough. */
  runningLabel: (kind: 'break' | 'lunch', minutes: number) =>
    `${kind === 'lunch' ? 'Almorzando' : 'En pausa'} desde hace ${countOf(minutes, { one: 'minuto', other: 'minutos' })}`,
  over: 'Tiempo superado',
  end: 'Terminar',
  ending: 'Terminando...',
  endNamed: (kind: 'break' | 'lunch') =>
    kind === 'lunch' ? 'Terminar almuerzo' : 'Terminar pausa',
  started: { break: 'Pausa iniciada', lunch: 'Almuerzo iniciado' } as Record<
    'break' | 'lunch',
    string
  >,
  ended: { break: 'Pausa terminada', lunch: 'Almuerzo terminado' } as Record<
    'break' | 'lunch',
    string
  >,
  startFailed: 'No se pudo iniciar la pausa.',
  endFailed: 'No se pudo terminar la pausa.',
};
