import { countOf, formatFigure, pluralWord } from './plural';

/**
 * The team-time reports' words (docs/reports.md#productivity, #breaks, #compliance): their
 * columns and the sentence above each chart, with es-PE figures.
 */

let decimalFormats: Map<number, Intl.NumberFormat> | undefined;
/** "14.1", "0.54": at most `digits` decimals. */
function decimal(value: number, digits: number): string {
  decimalFormats ??= new Map();
  let format = decimalFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('es-PE', { maximumFractionDigits: digits });
    decimalFormats.set(digits, format);
  }
  return format.format(value);
}

const tickets = { one: 'ticket', other: 'tickets' };
const minutes = { one: 'minuto', other: 'minutos' };

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
    /** Hours with one decimal, tickets per hour with two; null: no minute worked. */
    productivity: (hours: number, handled: number, perHour: number | null) =>
      perHour === null
        ? `El equipo atendió ${countOf(handled, tickets)} sin horas de turno trabajadas en el periodo.`
        : `El equipo trabajó ${decimal(hours, 1)} ${pluralWord(hours, { one: 'hora', other: 'horas' })} ` +
          `y atendió ${countOf(handled, tickets)}: ${decimal(perHour, 2)} por hora.`,
    productivityLeader: (name: string, perHour: number) =>
      ` El mayor ritmo fue el de ${name}, con ${decimal(perHour, 2)} tickets por hora.`,
    /** `day` as DD/MM/YYYY. */
    productivityBusiestDay: (day: string, handled: number) =>
      ` El día con más tickets atendidos fue el ${day} (${formatFigure(handled)}).`,
    breaks: (figures: {
      taken: number;
      planned: number;
      takenMinutes: number;
      plannedMinutes: number;
      overrunMinutes: number;
      autoClosed: number;
    }) =>
      `Se tomaron ${formatFigure(figures.taken)} de ${countOf(figures.planned, { one: 'pausa planificada', other: 'pausas planificadas' })} ` +
      `(${formatFigure(figures.takenMinutes)} de ${countOf(figures.plannedMinutes, minutes)}); ` +
      `los excesos suman ${countOf(figures.overrunMinutes, minutes)} y ` +
      `${countOf(figures.autoClosed, { one: 'pausa se cerró', other: 'pausas se cerraron' })} automáticamente.`,
    /** The average with one decimal; the days of a shift, and those below the bar. */
    compliance: (percent: number, days: number, below: number, threshold: number) =>
      `El cumplimiento del equipo fue de ${decimal(percent, 1)} % en ${countOf(days, { one: 'día con turno', other: 'días con turno' })}; ` +
      (below === 0
        ? `ninguno quedó por debajo del ${threshold} %.`
        : `${countOf(below, { one: 'quedó', other: 'quedaron' })} por debajo del ${threshold} %.`),
    complianceWithoutShifts: 'No hubo días con turno en el periodo: no hay cumplimiento que medir.',
  },
} as const;
