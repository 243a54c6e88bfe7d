import { countOf } from './plural';

const RESOLVED = { one: 'resuelto hoy', other: 'resueltos hoy' };
const OPEN_TICKETS = { one: 'ticket abierto', other: 'tickets abiertos' };
const OPEN = { one: 'abierto', other: 'abiertos' };

const DAYS = { one: 'día', other: 'días' };
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/**
 * A duration in minutes in the dashboards' words (the overview page writes them the same way):
 * "menos de 1 min", "45 min", "2 h", "2 h 15 min", "3 días 4 h". Minutes are rounded first.
 */
export function shortDuration(totalMinutes: number): string {
  const minutes = Math.round(Math.max(0, totalMinutes));
  if (minutes < 1) return 'menos de 1 min';
  if (minutes < MINUTES_PER_HOUR) return `${minutes} min`;
  if (minutes < MINUTES_PER_DAY) {
    const rest = minutes % MINUTES_PER_HOUR;
    const hours = `${Math.floor(minutes / MINUTES_PER_HOUR)} h`;
    return rest === 0 ? hours : `${hours} ${rest} min`;
  }
  let days = Math.floor(minutes / MINUTES_PER_DAY);
  let hours = Math.round((minutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  if (hours === 24) {
    days += 1;
    hours = 0;
  }
  const daysText = countOf(days, DAYS);
  return hours === 0 ? daysText : `${daysText} ${hours} h`;
}

/**
 * docs/dashboards.md "Pantalla de pared y versión ligera": the wall screen (/dashboard-test) and
 * the light dashboard for slow connections (/dashboard-simple).
 */
export const wallDashboardMessages = {
  title: 'Pantalla de pared',
  scopeAll: 'Todos los departamentos',
  scopeNone: 'Sin departamentos a tu cargo',
  updatedAt: (time: string) => `Actualizado ${time}`,
  figuresLabel: 'Cifras de hoy',
  figures: {
    open: 'Abiertos',
    unassigned: 'Sin asignar',
    createdToday: 'Creados hoy',
    resolvedToday: 'Resueltos hoy',
    oldestWaiting: 'Espera más larga',
  },
  oldestNone: 'Ningún ticket abierto',
  oldestTicket: (number: number, title: string) => `#${number} · ${title}`,
  duration: shortDuration,
  load: {
    title: 'Carga por técnico',
    empty: 'Aún no hay técnicos en estos departamentos. Agrégalos desde Equipo y Roles.',
    /** Against the person's limit; without one (docs/team.md), the count alone. */
    ofMax: (open: number, max: number | null) =>
      max === null ? countOf(open, OPEN) : `${open} de ${max}`,
    noLimit: 'Sin límite',
    full: 'Al límite',
    online: 'En línea',
    offline: 'Desconectado',
    resolvedToday: (count: number) => countOf(count, RESOLVED),
  },
  live: {
    connected: 'En vivo',
    connecting: 'Conectando...',
    reconnecting: 'Reconectando...',
    offline: 'Sin conexión en tiempo real: las cifras se actualizan cada minuto.',
  },
  stale: (time: string) =>
    `No se pudo actualizar. Las cifras son de las ${time}; se vuelve a intentar cada minuto.`,
  loadFailed: 'No se pudieron cargar las cifras. Se vuelve a intentar cada minuto.',
  retry: 'Intentar nuevamente',
  wakeLock: {
    active: 'La pantalla se mantiene encendida mientras esta página esté abierta.',
    unsupported:
      'Este navegador no puede mantener la pantalla encendida: desactiva el apagado automático del equipo.',
  },
  forbidden: {
    title: 'Pantalla de pared',
    message:
      'La pantalla de pared muestra las cifras de todo el equipo y es para administradores y líderes técnicos. Tu panel muestra tus tickets.',
    action: 'Ir a mi panel',
  },
} as const;

export const simpleDashboardMessages = {
  title: 'Panel simplificado',
  description: 'Versión ligera del panel, para conexiones lentas: solo texto y enlaces.',
  fullVersion: 'Ver el panel completo',
  loading: 'Cargando...',
  loadFailed: 'No se pudieron cargar las cifras. Revisa tu conexión.',
  retry: 'Intentar nuevamente',
  reload: 'Recargar',
  updatedAt: (time: string) => `Datos de las ${time}`,
  periodLabel: 'Periodo',
  ticketLine: (number: number, title: string) => `#${number} · ${title}`,
  duration: shortDuration,
  noDuration: 'sin datos',
  overview: {
    now: 'Ahora',
    open: 'Abiertos',
    unassigned: 'Sin asignar',
    byStatus: 'Abiertos por estado',
    byPriority: 'Abiertos por prioridad',
    byDepartment: 'Abiertos por departamento',
    noDepartment: 'Sin departamento',
    period: (label: string) => `En el periodo: ${label}`,
    created: 'Creados',
    resolved: 'Resueltos',
    firstResponse: 'Primera respuesta (mediana)',
    resolution: 'Resolución (mediana)',
    oldest: 'Tickets abiertos más antiguos',
    unassignedTickets: 'Sin asignar más antiguos',
    load: 'Carga por técnico',
    loadLine: (open: number, max: number | null) =>
      max === null ? `${countOf(open, OPEN)}, sin límite` : `${open} de ${max} abiertos`,
    full: 'al límite',
    noTechnicians: 'Aún no hay técnicos en estos departamentos.',
    emptyTickets: 'Ningún ticket abierto.',
    waiting: (duration: string) => `esperando ${duration}`,
  },
  technician: {
    queue: 'Mi cola',
    open: 'Mis abiertos',
    limit: (max: number | null) =>
      max === null
        ? 'No tienes un límite de tickets abiertos.'
        : `Tu límite es de ${countOf(max, OPEN_TICKETS)}.`,
    dueSoon: 'Vencen pronto',
    dueAt: (when: string) => `vence ${when}`,
    noDueSoon: 'Nada vence pronto.',
    today: 'Hoy',
    week: 'Esta semana',
    resolved: 'Resueltos',
    replies: 'Respuestas',
    firstResponse: 'Primera respuesta (mediana)',
    clientReplies: 'Respuestas recientes de clientes',
    noClientReplies: 'Ningún cliente te escribió hace poco.',
    mentions: 'Menciones y asignaciones',
    noMentions: 'Nada nuevo para ti.',
    unread: 'sin leer',
  },
  client: {
    newTicket: 'Nuevo ticket',
    myTickets: 'Mis tickets',
    myOpen: 'Mis tickets abiertos',
    noOpen: 'No tienes tickets abiertos.',
    recentReplies: 'Respuestas recientes del equipo',
    noReplies: 'Aún no hay respuestas del equipo.',
    company: (name: string) => `Tickets de ${name}`,
    companyOpen: (count: number) => `${countOf(count, OPEN_TICKETS)} en tu empresa`,
    noCompanyTickets: 'Tus compañeros no tienen tickets abiertos.',
  },
  replyLine: (author: string, excerpt: string) => `${author}: ${excerpt}`,
} as const;
