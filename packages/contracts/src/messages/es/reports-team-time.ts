/**
 * The team-time reports' words (docs/reports.md#productivity, #breaks, #compliance): their
 * columns and the sentence above each chart. Numbers arrive already formatted (es-PE).
 */

const plural = (count: string, one: string, many: string) =>
  `${count} ${count === '1' ? one : many}`;

export const reportTeamTimeMessages = {
  columns: {
    technician: 'Técnico',
    day: 'Día',
    daysWithShift: 'Días con turno',
    techniciansOnShift: 'Técnicos con turno',
    workedHours: 'Horas trabajadas',
    ticketsHandled: 'Tickets atendidos',
    ticketsPerHour: 'Tickets por hora',
    plannedBreaks: 'Pausas planificadas',
    plannedBreakMinutes: 'Minutos de pausa planificados',
    takenBreaks: 'Pausas tomadas',
    takenBreakMinutes: 'Minutos de pausa tomados',
    overrunMinutes: 'Exceso',
    autoClosed: 'Cerradas automáticamente',
    lunchesTaken: 'Almuerzos tomados',
    lunchDeviation: 'Desvío medio del inicio del almuerzo',
    adherencePercent: 'Cumplimiento',
    daysBelowThreshold: (percent: number) => `Días bajo ${percent} %`,
    techniciansBelowThreshold: (percent: number) => `Técnicos bajo ${percent} %`,
  },
  total: 'Total',
  summaries: {
    nothing: 'No hubo turnos, pausas ni tickets atendidos en el periodo.',
    productivity: (hours: string, tickets: string, perHour: string | null) =>
      perHour === null
        ? `El equipo atendió ${plural(tickets, 'ticket', 'tickets')} sin horas de turno trabajadas en el periodo.`
        : `El equipo trabajó ${plural(hours, 'hora', 'horas')} y atendió ${plural(tickets, 'ticket', 'tickets')}: ${perHour} por hora.`,
    productivityLeader: (name: string, perHour: string) =>
      ` El mayor ritmo fue el de ${name}, con ${perHour} tickets por hora.`,
    productivityBusiestDay: (day: string, tickets: string) =>
      ` El día con más tickets atendidos fue el ${day} (${tickets}).`,
    breaks: (
      taken: string,
      planned: string,
      takenMinutes: string,
      plannedMinutes: string,
      overrun: string,
      autoClosed: string,
    ) =>
      `Se tomaron ${taken} de ${plural(planned, 'pausa planificada', 'pausas planificadas')} (${takenMinutes} de ${plannedMinutes} minutos); ` +
      `los excesos suman ${plural(overrun, 'minuto', 'minutos')} y ${plural(autoClosed, 'pausa se cerró', 'pausas se cerraron')} automáticamente.`,
    compliance: (percent: string, days: string, below: string, threshold: number) =>
      `El cumplimiento del equipo fue de ${percent} % en ${plural(days, 'día con turno', 'días con turno')}; ` +
      (below === '0'
        ? `ninguno quedó por debajo del ${threshold} %.`
        : `${plural(below, 'quedó', 'quedaron')} por debajo del ${threshold} %.`),
    complianceWithoutShifts: 'No hubo días con turno en el periodo: no hay cumplimiento que medir.',
  },
} as const;
