import { TICKET_STATUS_LABELS } from '../../constants/tickets';
import { shortDuration } from './dashboard-wall';
import { countOf, formatFigure, pluralWord } from './plural';

/**
 * The words of the technicians' and the customers' reports (docs/reports.md#technicians,
 * docs/reports.md#customers): their columns, rows and the one-sentence summary above each chart.
 */

const TICKETS = { one: 'ticket', other: 'tickets' };
const TECHNICIANS = { one: 'técnico', other: 'técnicos' };
const COMPANIES = { one: 'empresa', other: 'empresas' };

/** "42.5 %": a share as the summaries print it (es-PE, one decimal at most). */
function percentText(value: number): string {
  return `${new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 }).format(value)} %`;
}

export const technicianReportMessages = {
  columns: {
    technician: 'Técnico',
    resolved: 'Resueltos',
    resolutionMedian: 'Resolución (mediana)',
    resolutionP90: 'Resolución (p90)',
    reopened: 'Reabiertos',
    replies: 'Respuestas a clientes',
    pending: TICKET_STATUS_LABELS.PENDIENTE,
    inProgress: TICKET_STATUS_LABELS.EN_PROGRESO,
    escalated: TICKET_STATUS_LABELS.ESCALADO,
    open: 'Abiertos',
    maxOpenTickets: 'Máximo de abiertos',
    load: 'Carga',
    firstResponses: 'Primeras respuestas medidas',
    firstResponseMedian: 'Primera respuesta (mediana)',
    firstResponseP90: 'Primera respuesta (p90)',
    resolutions: 'Resoluciones medidas',
  },
  totalRow: 'Total',
  summaries: {
    /** "12 técnicos resolvieron 340 tickets; la mitad, en menos de 2 h 15 min." */
    productivity: (people: number, resolved: number, medianMinutes: number | null) =>
      people === 0
        ? 'No hay técnicos activos en estos departamentos.'
        : resolved === 0
          ? `${countOf(people, TECHNICIANS)}: ninguno resolvió tickets en el periodo.`
          : `${countOf(people, TECHNICIANS)} ${pluralWord(resolved, { one: 'resolvió', other: 'resolvieron' })} ${countOf(resolved, TICKETS)}; la mitad, en menos de ${shortDuration(medianMinutes ?? 0)}.`,
    /** "Ahora hay 85 tickets abiertos entre 12 técnicos; 2 llegaron a su máximo." */
    workload: (people: number, open: number, full: number) =>
      people === 0
        ? 'No hay técnicos activos en estos departamentos.'
        : `Ahora hay ${countOf(open, { one: 'ticket abierto', other: 'tickets abiertos' })} entre ${countOf(people, TECHNICIANS)}; ${
            full === 0
              ? 'ninguno llegó a su máximo'
              : `${formatFigure(full)} ${pluralWord(full, { one: 'llegó', other: 'llegaron' })} a su máximo`
          }.`,
    /** "Primera respuesta: mediana 25 min; resolución: mediana 2 h 15 min." */
    responseTimes: (firstResponseMedian: number | null, resolutionMedian: number | null) =>
      firstResponseMedian === null && resolutionMedian === null
        ? 'No hay tiempos medidos en el periodo.'
        : `Primera respuesta: mediana ${firstResponseMedian === null ? 'sin datos' : shortDuration(firstResponseMedian)}; resolución: mediana ${resolutionMedian === null ? 'sin datos' : shortDuration(resolutionMedian)}.`,
  },
} as const;

export const customerReportMessages = {
  columns: {
    customer: 'Empresa',
    chain: 'Cadena',
    companies: 'Empresas',
    created: 'Creados',
    open: 'Abiertos ahora',
    resolved: 'Resueltos',
    resolvedShare: '% resueltos',
    resolutionMedian: 'Resolución (mediana)',
  },
  noChain: 'Sin cadena',
  totalRow: 'Total',
  summaries: {
    /** "Las 20 empresas con más tickets crearon 640 de los 1.200 tickets con empresa (53.3 %)." */
    top: (companies: number, created: number, allWithCompany: number) =>
      companies === 0
        ? 'Ninguna empresa creó tickets en el periodo.'
        : `${companies === 1 ? 'La empresa con más tickets creó' : `Las ${formatFigure(companies)} empresas con más tickets crearon`} ${formatFigure(created)} de ${pluralWord(allWithCompany, { one: 'el', other: 'los' })} ${countOf(allWithCompany, { one: 'ticket con empresa', other: 'tickets con empresa' })} (${percentText((created / allWithCompany) * 100)}).`,
    /** "45 empresas crearon 1.200 tickets; se resolvió el 62 %." */
    business: (companies: number, created: number, resolved: number) =>
      companies === 0
        ? 'Ninguna empresa creó tickets en el periodo.'
        : `${countOf(companies, COMPANIES)} ${pluralWord(companies, { one: 'creó', other: 'crearon' })} ${countOf(created, TICKETS)}; se resolvió el ${percentText((resolved / created) * 100)}.`,
    /** "La cadena con más tickets es «Pardos»: 340 de 1.200 tickets con empresa." */
    chain: (leader: { name: string; created: number } | null, created: number) =>
      created === 0
        ? 'Ninguna empresa creó tickets en el periodo.'
        : leader === null
          ? `Ninguna de las empresas con tickets en el periodo pertenece a una cadena (${countOf(created, TICKETS)}).`
          : `La cadena con más tickets es «${leader.name}»: ${formatFigure(leader.created)} de ${countOf(created, { one: 'ticket con empresa', other: 'tickets con empresa' })}.`,
  },
} as const;
