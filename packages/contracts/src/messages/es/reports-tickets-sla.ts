import { countOf, formatFigure, pluralWord } from './plural';

/**
 * The words of the tickets and SLA reports (docs/reports.md#tickets, docs/reports.md#sla): their
 * columns, rows and the one-sentence summary above each chart.
 */

const TICKETS = { one: 'ticket', other: 'tickets' };
const TARGETS = { one: 'plazo', other: 'plazos' };

/** "42.5 %": a share as the summaries print it (es-PE, one decimal at most). */
export function formatPercent(value: number): string {
  return `${new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 }).format(value)} %`;
}

const created = (count: number) =>
  `se ${pluralWord(count, { one: 'creó', other: 'crearon' })} ${countOf(count, TICKETS)}`;
const resolved = (count: number) =>
  `se ${pluralWord(count, { one: 'resolvió', other: 'resolvieron' })} ${formatFigure(count)}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const ticketReportMessages = {
  columns: {
    status: 'Estado',
    department: 'Departamento',
    priority: 'Prioridad',
    day: 'Día',
    age: 'Antigüedad',
    tickets: 'Tickets',
    share: '% del total',
    created: 'Creados',
    resolved: 'Resueltos',
    open: 'Abiertos ahora',
    difference: 'Diferencia',
    backlogChange: 'Variación acumulada',
    total: 'Total',
  },
  /** Tickets without a department. */
  noDepartment: 'Sin departamento',
  totalRow: 'Total',
  /** Age buckets by Lima days since the creation day (docs/reports.md#tickets). */
  ageBuckets: {
    today: '< 1 día',
    upTo3: '1–3 días',
    upTo7: '3–7 días',
    upTo30: '7–30 días',
    older: '> 30 días',
  },
  summaries: {
    /** "Se crearon 1,234 tickets; el 42 % sigue abierto." */
    status: (total: number, open: number) =>
      total === 0
        ? 'No se crearon tickets en el periodo.'
        : `${capitalised(created(total))}; el ${formatPercent((open / total) * 100)} sigue abierto.`,
    /** By department or priority: the period's flow and the open tickets now. */
    breakdown: (createdCount: number, resolvedCount: number, openNow: number) =>
      `${capitalised(created(createdCount))} y ${resolved(resolvedCount)}; ahora hay ${countOf(
        openNow,
        { one: 'ticket abierto', other: 'tickets abiertos' },
      )}.`,
    flow: (createdCount: number, resolvedCount: number) => {
      const change = createdCount - resolvedCount;
      const tail =
        change === 0
          ? 'los pendientes no variaron'
          : change > 0
            ? `los pendientes crecieron en ${formatFigure(change)}`
            : `los pendientes bajaron en ${formatFigure(-change)}`;
      return `${capitalised(created(createdCount))} y ${resolved(resolvedCount)}: ${tail}.`;
    },
    backlogAge: (open: number, olderThanWeek: number) =>
      open === 0
        ? 'Ahora no hay tickets abiertos.'
        : `Ahora hay ${countOf(open, { one: 'ticket abierto', other: 'tickets abiertos' })}; ${formatFigure(olderThanWeek)} ${pluralWord(olderThanWeek, { one: 'lleva', other: 'llevan' })} 7 días o más.`,
  },
} as const;

export const slaReportMessages = {
  columns: {
    priority: 'Prioridad',
    department: 'Departamento',
    technician: 'Técnico',
    measured: 'Plazos medidos',
    firstResponseMet: 'Primera respuesta a tiempo',
    resolutionMet: 'Resolución a tiempo',
    breaches: 'Incumplimientos',
    firstResponseBreaches: 'Primera respuesta vencida',
    resolutionBreaches: 'Resolución vencida',
    openBreached: 'Abiertos vencidos ahora',
  },
  noDepartment: 'Sin departamento',
  unassigned: 'Sin asignar',
  totalRow: 'Total',
  summaries: {
    compliance: (firstResponse: number | null, resolution: number | null) =>
      firstResponse === null && resolution === null
        ? 'Ningún plazo se cumplió ni venció en el periodo.'
        : `Primera respuesta a tiempo: ${firstResponse === null ? 'sin datos' : formatPercent(firstResponse)}; resolución a tiempo: ${resolution === null ? 'sin datos' : formatPercent(resolution)}.`,
    breaches: (breaches: number, openBreached: number) =>
      `En el periodo ${pluralWord(breaches, { one: 'venció', other: 'vencieron' })} ${countOf(breaches, TARGETS)}; ahora hay ${countOf(openBreached, { one: 'ticket abierto vencido', other: 'tickets abiertos vencidos' })}.`,
  },
} as const;
