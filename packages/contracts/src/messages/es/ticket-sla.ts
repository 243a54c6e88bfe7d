/**
 * The SLA on the tickets (docs/sla.md#ticket-list-and-detail): the list's badge and its column,
 * the "Por vencer" view and the ticket's SLA panel. Staff only: clients never see "SLA".
 */
export const ticketSlaMessages = {
  /** The sortable column and its sort. */
  column: 'Próximo vencimiento',
  /** The built-in view and its heading. */
  view: 'Por vencer',
  /** A duration in whole minutes: "40 min", "2 h 15 min", "1 d 3 h". */
  lessThanMinute: 'menos de 1 min',
  minutes: (minutes: number) => `${minutes} min`,
  hours: (hours: number, minutes: number) =>
    minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`,
  days: (days: number, hours: number) => (hours > 0 ? `${days} d ${hours} h` : `${days} d`),
  /** The badge, by the target the ticket waits on. */
  respondIn: (duration: string) => `Responder en ${duration}`,
  resolveIn: (duration: string) => `Resolver en ${duration}`,
  overdue: (duration: string) => `Vencido hace ${duration}`,
  overdueJustNow: 'Vencido hace un momento',
  paused: 'En pausa',
  /** Read before the badge's text: the state, so colour is never the only signal. */
  stateLabel: {
    onTime: 'SLA en plazo',
    warning: 'SLA por vencer',
    breached: 'SLA vencido',
    paused: 'SLA en pausa',
  },
  /** The full due time in the badge's title: "Plazo: 26/11/2026 15:00". */
  dueTitle: (dateTime: string) => `Plazo: ${dateTime}`,
  /** The ticket's SLA panel. */
  panel: {
    title: 'SLA',
    firstResponse: 'Primera respuesta',
    resolution: 'Resolución',
    target: 'Objetivo',
    due: 'Vence',
    elapsed: 'Transcurrido',
    remaining: 'Restante',
    exceeded: 'Excedido por',
    policy: 'Política',
    roundTheClock: 'Las 24 horas',
    calendar: (name: string) => `Horario: ${name}`,
    businessTime: 'Los tiempos transcurrido y restante cuentan solo el horario de atención.',
    pausedSince: 'En pausa desde',
    states: {
      RUNNING: 'En curso',
      WARNING: 'Por vencer',
      PAUSED: 'En pausa',
      MET: 'Cumplido',
      BREACHED: 'Vencido',
    },
    noClock: 'Este ticket aún no tiene plazos de SLA: se calculan con su próximo cambio.',
    loadFailed: 'No se pudo cargar el SLA de este ticket.',
    retry: 'Intentar nuevamente',
  },
} as const;
