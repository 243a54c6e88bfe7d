import { countOf, pluralWord, type PluralForms } from './plural';

/**
 * Texts of the administrator's and the tech lead's panel (/admin/dashboard, /admin,
 * /tech-lead/dashboard; docs/dashboards.md "Panel de Administración y del líder técnico").
 * The figures' labels (statuses, priorities, channels, periods) come from their one vocabulary
 * in contracts; these are the panel's own words.
 */
const TICKETS: PluralForms = { one: 'ticket', other: 'tickets' };
const PEOPLE: PluralForms = { one: 'persona', other: 'personas' };
const DAYS: PluralForms = { one: 'día', other: 'días' };

/** "3 más", "2 menos", "igual": a figure against the 24 hours before. */
function trendWord(difference: number): string {
  if (difference === 0) return 'igual que el día anterior';
  const amount = new Intl.NumberFormat('es-PE').format(Math.abs(difference));
  return difference > 0
    ? `${amount} más que el día anterior`
    : `${amount} menos que el día anterior`;
}

export const dashboardOverviewMessages = {
  titles: {
    ADMIN: 'Panel de Administración',
    TECH_LEAD: 'Panel del Líder Técnico',
  },
  descriptions: {
    ADMIN: 'Cómo va el soporte en todos los departamentos, en vivo.',
    TECH_LEAD: 'Cómo van tus departamentos y tu equipo, en vivo.',
  },
  forbidden: 'Este panel es de los administradores y los líderes técnicos.',
  back: 'Ir a mi panel',
  updatedAt: (time: string) => `Actualizado a las ${time}`,
  refreshing: 'Actualizando las cifras...',
  loading: 'Cargando el panel...',
  loadFailed: 'No se pudo cargar el panel. Revisa tu conexión e inténtalo nuevamente.',
  retry: 'Intentar nuevamente',
  chartTab: 'Gráfico',
  tableTab: 'Tabla',
  chartLoading: 'Cargando el gráfico...',
  viewLabel: (title: string) => `Ver "${title}" como`,
  noData: 'Sin datos',
  filters: {
    label: 'Filtros del panel',
    period: 'Periodo',
    from: 'Desde',
    to: 'Hasta',
    department: 'Departamento',
    allDepartments: {
      ADMIN: 'Todos los departamentos',
      TECH_LEAD: 'Todos mis departamentos',
    },
  },
  kpis: {
    label: 'Cifras principales',
    open: 'Abiertos',
    openHint: 'Pendientes, en progreso y escalados, ahora',
    unassigned: 'Sin asignar',
    unassignedHint: 'Abiertos sin nadie asignado',
    created: 'Creados',
    resolved: 'Resueltos',
    inPeriod: (period: string) => `En el periodo: ${period}`,
    customRange: (from: string, to: string) => `del ${from} al ${to}`,
  },
  backlog: {
    title: 'Tickets abiertos',
    takeaway: (open: number, unassigned: number) =>
      open === 0
        ? 'No hay tickets abiertos.'
        : `${countOf(open, { one: 'ticket abierto', other: 'tickets abiertos' })}, ${new Intl.NumberFormat('es-PE').format(unassigned)} sin asignar.`,
    byStatus: 'Por estado',
    byPriority: 'Por prioridad',
    byDepartment: 'Por departamento',
    noDepartment: 'Sin departamento',
    empty: 'Nada pendiente: no hay tickets abiertos.',
    figure: (label: string, count: string) => `${label}: ${count}`,
  },
  flow: {
    title: 'Creados y resueltos por día',
    takeaway: (created: number, resolved: number) =>
      `En el periodo se ${pluralWord(created, { one: 'creó', other: 'crearon' })} ${countOf(created, TICKETS)} y se ${pluralWord(resolved, { one: 'resolvió', other: 'resolvieron' })} ${new Intl.NumberFormat('es-PE').format(resolved)}.`,
    day: 'Día',
    created: 'Creados',
    resolved: 'Resueltos',
    createdOn: (day: string) => `Tickets creados el ${day}`,
    resolvedOn: (day: string) => `Tickets resueltos el ${day}`,
    /** The table's caption, and the name of its scroll region (the card's title is taken). */
    tableCaption: 'Tickets creados y resueltos cada día, del más reciente al más antiguo',
  },
  times: {
    title: 'Tiempos de atención',
    firstResponse: 'Primera respuesta',
    firstResponseHint: 'Desde que se crea el ticket hasta la primera respuesta pública del equipo',
    resolution: 'Resolución',
    resolutionHint: 'Desde que se crea el ticket hasta que se resuelve',
    median: 'Mediana',
    p90: '9 de cada 10, en menos de',
    basis: (count: number) => `Sobre ${countOf(count, TICKETS)}`,
    empty: 'Aún no hay tickets medidos en este periodo.',
    seeTickets: 'Ver los tickets',
  },
  duration: {
    lessThanMinute: 'menos de 1 min',
    minutes: (minutes: number) => `${minutes} min`,
    hours: (hours: number) => `${hours} h`,
    days: (days: number) => countOf(days, DAYS),
  },
  load: {
    title: 'Carga del equipo',
    takeaway: (full: number, total: number) =>
      full === 0
        ? 'Nadie está sin cupo ahora.'
        : `${countOf(full, PEOPLE)} de ${new Intl.NumberFormat('es-PE').format(total)} sin cupo.`,
    ratio: (open: string, max: string) => `${open}/${max}`,
    /** Someone without a maximum (docs/team.md): just their open tickets. */
    openOnly: (open: number) => countOf(open, { one: 'abierto', other: 'abiertos' }),
    ratioLabel: (name: string, open: number, max: number | null) =>
      `${name}: ${countOf(open, { one: 'ticket abierto', other: 'tickets abiertos' })}${
        max === null
          ? ', sin máximo'
          : ` de ${new Intl.NumberFormat('es-PE').format(max)} como máximo`
      }`,
    full: 'Sin cupo',
    online: 'En línea',
    offline: 'Sin conexión',
    roles: { TECH_LEAD: 'Líder técnico', TECHNICIAN: 'Técnico' },
    resolved: (count: number) =>
      `${countOf(count, { one: 'resuelto', other: 'resueltos' })} en el periodo`,
    /** The link's name: whose figure it is ("Ana Torres: 3 resueltos en el periodo"). */
    resolvedLabel: (name: string, count: number) =>
      `${name}: ${countOf(count, { one: 'resuelto', other: 'resueltos' })} en el periodo`,
    reassign: 'Reasignar',
    reassignLabel: (name: string) => `Reasignar tickets de ${name}`,
    empty: {
      ADMIN: 'Aún no hay técnicos en los departamentos.',
      TECH_LEAD:
        'Tu equipo aún no tiene técnicos. Súmalos a tu departamento desde Departamentos o pídeselo a un administrador.',
    },
    inviteAction: 'Invita a tu equipo',
    departmentsAction: 'Ir a Departamentos',
  },
  team: {
    title: 'Tu equipo ahora',
    online: (online: number, total: number) =>
      `${new Intl.NumberFormat('es-PE').format(online)} de ${countOf(total, PEOPLE)} en línea`,
    full: (count: number) => `${countOf(count, PEOPLE)} sin cupo`,
    overloadedTitle: 'Sin cupo',
    noneOverloaded: 'Nadie está sin cupo ahora.',
    noneOnline: 'Nadie de tu equipo está en línea ahora.',
  },
  unassigned: {
    title: 'Sin asignar',
    viewAll: 'Ver todos los sin asignar',
    empty: 'Todos los tickets abiertos tienen a alguien asignado.',
  },
  oldest: {
    title: 'Los más antiguos',
    viewAll: 'Ver todos los abiertos',
    empty: 'No hay tickets abiertos.',
  },
  ticket: {
    age: (duration: string) => `abierto hace ${duration}`,
    unassigned: 'Sin asignar',
  },
  channels: {
    title: 'Canales',
    takeaway: (channel: string, share: string) =>
      `El canal más usado fue ${channel} (${share} de los tickets).`,
    channel: 'Canal',
    tickets: 'Tickets',
    empty: 'No se crearon tickets en este periodo.',
  },
  customers: {
    title: 'Empresas con más tickets abiertos',
    customer: 'Empresa',
    open: 'Abiertos',
    empty: 'Ninguna empresa tiene tickets abiertos.',
  },
  sinceYesterday: {
    title: 'Desde ayer',
    hint: 'Últimas 24 horas frente a las 24 anteriores',
    created: 'Creados',
    resolved: 'Resueltos',
    escalated: 'Escalados',
    reopened: 'Reabiertos',
    trend: trendWord,
  },
  gettingStarted: {
    title: 'Primeros pasos',
    intro: 'Atiende está listo. Con estos pasos empiezas a recibir y atender tickets:',
    done: 'Hecho',
    steps: {
      department: {
        title: 'Crea tu primer departamento',
        body: 'Cada ticket llega a un departamento, y su equipo lo atiende.',
        action: 'Crear departamento',
      },
      team: {
        title: 'Invita a tu equipo',
        body: 'Crea las cuentas de tus técnicos y súmalos a un departamento.',
        action: 'Ir a Equipo y Roles',
      },
      ticket: {
        title: 'Recibe tu primer ticket',
        body: 'Comparte el formulario público con tus clientes, o crea un ticket de prueba.',
        action: 'Crear ticket',
      },
    },
  },
  leadWithoutDepartments: {
    title: 'Aún no lideras ningún departamento',
    body: 'Cuando un administrador te asigne un departamento, aquí verás sus tickets y a tu equipo.',
  },
  reassign: {
    title: (name: string) => `Reasignar tickets de ${name}`,
    description: (open: number, max: number | null) =>
      `Tiene ${countOf(open, { one: 'ticket abierto', other: 'tickets abiertos' })}${max === null ? '' : ` y su máximo es ${new Intl.NumberFormat('es-PE').format(max)}`}. Elige cuáles pasar y a quién.`,
    to: 'Reasignar a',
    choose: 'Elige a quién',
    option: (name: string, load: string, isOnline: boolean, isFull: boolean) =>
      [name, load, isOnline ? 'en línea' : 'sin conexión', ...(isFull ? ['sin cupo'] : [])].join(
        ' · ',
      ),
    suggested: (name: string) => `Sugerido: ${name}, con menos carga entre quienes están en línea.`,
    noSuggestion:
      'Nadie más está en línea con cupo ahora. Puedes elegir a otra persona igualmente.',
    targetFull: 'Esta persona ya está sin cupo: sus tickets seguirán esperando.',
    tickets: 'Tickets a reasignar',
    ticketLabel: (number: number, title: string) => `#${number} ${title}`,
    selected: (count: number) =>
      countOf(count, { one: 'ticket seleccionado', other: 'tickets seleccionados' }),
    loading: 'Cargando sus tickets...',
    loadFailed: 'No se pudieron cargar sus tickets.',
    noTickets: 'No tiene tickets abiertos que puedas reasignar.',
    moreThanShown: (shown: number) => `Se muestran sus ${shown} tickets abiertos más antiguos.`,
    submit: (count: number) => `Reasignar ${countOf(count, TICKETS)}`,
    pending: 'Reasignando...',
    cancel: 'Cancelar',
    nothingSelected: 'Elige al menos un ticket.',
    chooseTarget: 'Elige a quién pasar los tickets.',
    done: (count: number, name: string) =>
      `Se ${pluralWord(count, { one: 'reasignó', other: 'reasignaron' })} ${countOf(count, TICKETS)} a ${name}`,
    partial: (updated: number, total: number, failures: string) =>
      `Se ${pluralWord(updated, { one: 'reasignó', other: 'reasignaron' })} ${updated} de ${countOf(total, TICKETS)}. No cambiaron: ${failures}.`,
    failure: (number: number | null, message: string) =>
      number === null ? `un ticket (${message})` : `#${number} (${message})`,
    failed: 'No se pudieron reasignar los tickets. Inténtalo nuevamente.',
  },
} as const;
