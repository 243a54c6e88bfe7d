import { countOf, type PluralForms } from './plural';

/**
 * Texts of the SLA dashboard (/admin/sla-dashboard, "Panel de SLA") and of the SLA figures of the
 * administrator's and lead's panel (docs/sla.md#dashboard).
 */
const TICKETS: PluralForms = { one: 'ticket', other: 'tickets' };
const TARGETS: PluralForms = { one: 'plazo', other: 'plazos' };

export const slaDashboardMessages = {
  errors: {
    roleForbidden: 'El panel de SLA es de los administradores y los líderes técnicos.',
  },
  title: 'Panel de SLA',
  description: {
    ADMIN:
      'Cumplimiento de los plazos de primera respuesta y de resolución, y los tickets por vencer.',
    TECH_LEAD:
      'Cumplimiento de los plazos en tus departamentos, y los tickets por vencer de tu equipo.',
  },
  forbidden:
    'El panel de SLA es de los administradores y los líderes técnicos. Si necesitas verlo, pídeselo a un administrador.',
  back: 'Ir a mi panel',
  loadFailed: 'No se pudo cargar el panel de SLA. Revisa tu conexión e inténtalo nuevamente.',
  retry: 'Intentar nuevamente',
  leadWithoutDepartments: 'Aún no lideras ningún departamento',
  leadWithoutDepartmentsBody:
    'Cuando un administrador te asigne un departamento, aquí verás el cumplimiento de sus plazos.',
  kpis: {
    label: 'Cifras de SLA',
    firstResponse: 'Cumplimiento de primera respuesta',
    resolution: 'Cumplimiento de resolución',
    atRisk: 'Por vencer',
    atRiskHint: 'Tickets abiertos cerca de su plazo, ahora',
    overdue: 'Vencidos',
    overdueHint: 'Tickets abiertos con un plazo vencido, ahora',
    metOf: (met: number, total: number) =>
      `${new Intl.NumberFormat('es-PE').format(met)} de ${countOf(total, TARGETS)} a tiempo`,
    noTargets: 'Ningún plazo cumplido ni vencido en el periodo',
    breachesInPeriod: (count: number) =>
      count === 0
        ? 'Ningún plazo vencido en el periodo'
        : `${countOf(count, { one: 'plazo vencido', other: 'plazos vencidos' })} en el periodo`,
  },
  noData: 'Sin datos',
  percent: (value: number) => `${new Intl.NumberFormat('es-PE').format(value)} %`,
  trend: {
    title: 'Plazos cumplidos y vencidos por día',
    takeaway: (breached: number) =>
      breached === 0
        ? 'Ningún plazo venció en el periodo.'
        : `${countOf(breached, { one: 'plazo venció', other: 'plazos vencieron' })} en el periodo.`,
    met: 'Cumplidos',
    breached: 'Vencidos',
    day: 'Día',
    caption: 'Plazos cumplidos y vencidos por día del periodo',
  },
  compliance: {
    byPriority: 'Cumplimiento por prioridad',
    byDepartment: 'Cumplimiento por departamento',
    byTechnician: 'Cumplimiento por técnico',
    priority: 'Prioridad',
    department: 'Departamento',
    technician: 'Técnico',
    firstResponse: 'Primera respuesta',
    resolution: 'Resolución',
    withoutDepartment: 'Sin departamento',
    unassigned: 'Sin asignar',
    detail: (met: number, breached: number) =>
      `${new Intl.NumberFormat('es-PE').format(met)} a tiempo · ${countOf(breached, { one: 'vencido', other: 'vencidos' })}`,
    empty: 'Ningún plazo se cumplió ni venció en este periodo.',
    caption: (title: string) => `${title}: porcentaje de plazos cumplidos a tiempo`,
  },
  atRisk: {
    title: 'Tickets por vencer',
    takeaway: (shown: number, total: number) =>
      total === 0
        ? 'Ningún ticket abierto está cerca de su plazo.'
        : shown < total
          ? `Los ${shown} más próximos de ${countOf(total, TICKETS)} por vencer.`
          : `${countOf(total, TICKETS)} por vencer, el más próximo primero.`,
    empty:
      'Ningún ticket abierto está cerca de su plazo. Se avisa al técnico y al líder al llegar al aviso.',
    target: { FIRST_RESPONSE: 'Primera respuesta', RESOLUTION: 'Resolución' },
    unassigned: 'Sin asignar',
    assignee: 'Asignado',
    due: 'Vence',
    dueAt: (dateTime: string) => `Plazo: ${dateTime}`,
    seeAll: 'Ver todos los abiertos',
    listLabel: 'Tickets por vencer, el más próximo primero',
  },
  /** The SLA card of the administrator's and lead's panel (docs/dashboards.md#figures). */
  overviewCard: {
    title: 'SLA',
    takeaway: 'Plazos cumplidos en el periodo, y tickets por vencer o vencidos ahora.',
    open: 'Ver el panel de SLA',
  },
} as const;
