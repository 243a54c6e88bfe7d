import { countOf, pluralWord } from './plural';

const tickets = { one: 'ticket', other: 'tickets' };
const openTickets = { one: 'ticket abierto', other: 'tickets abiertos' };

/**
 * docs/dashboards.md: the texts of the personal dashboards — the técnico's
 * (/technician/dashboard), the client's portal (/client/dashboard) — and of the main panel
 * (/dashboard), which shows the signed-in role's one. Clients never read "SLA" here.
 */
export const dashboardPersonalMessages = {
  common: {
    retry: 'Intentar nuevamente',
    loading: 'Cargando el panel...',
    refreshing: 'Actualizando el panel...',
    refreshFailed: 'No se pudo actualizar el panel. Lo que ves puede estar desactualizado.',
    updatedAt: (time: string) => `Actualizado a las ${time}`,
    back: 'Volver al panel principal',
    /** "#12 · La impresora no imprime". */
    ticketLine: (number: number, title: string) => `#${number} · ${title}`,
    newBadge: 'Sin leer',
    /** The word after a figure drawn on its own ("2" + "tickets"). */
    ticketsWord: (count: number) => pluralWord(count, tickets),
  },
  /** A length of time, as the due times and the median figures read it. */
  span: {
    minutes: (minutes: number) => `${minutes} min`,
    hours: (hours: number, minutes: number) =>
      minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`,
    days: (days: number) => countOf(days, { one: 'día', other: 'días' }),
  },
  /** docs/dashboards.md "Técnico": how near (or past) a ticket's due time is. */
  due: {
    in: (span: string) => `Vence en ${span}`,
    now: 'Vence en menos de 1 min',
    overdue: (span: string) => `Venció hace ${span}`,
    justOverdue: 'Venció hace un momento',
    dueAtTitle: (dateTime: string) => `Plazo: ${dateTime}`,
  },
  technician: {
    title: 'Panel del Técnico',
    greeting: (firstName: string) => `Hola, ${firstName}. Esto es lo que tienes entre manos.`,
    loadFailed: 'No se pudo cargar tu panel.',
    forbidden:
      'Este panel muestra el trabajo de un técnico; tu cuenta de cliente no tiene uno. Tus tickets están en tu portal.',
    forbiddenAction: 'Ir a mi portal',
    queue: {
      title: 'Mi cola',
      open: (count: number) => countOf(count, openTickets),
      /** The words after a figure drawn on its own ("5" + "tickets abiertos"). */
      openWord: (count: number) => pluralWord(count, openTickets),
      load: (open: number, max: number) => `${open}/${max}`,
      loadLabel: 'Carga',
      loadDescription: (open: number, max: number) =>
        `Tienes ${countOf(open, openTickets)} de un máximo de ${max}.`,
      full: 'Llegaste a tu máximo de tickets abiertos.',
      noMaximum: 'No tienes un máximo de tickets abiertos.',
      byPriority: 'Por prioridad',
      viewAll: 'Ver mis tickets abiertos',
      empty: 'No tienes tickets abiertos asignados.',
      emptyAction: 'Ver tickets sin asignar',
    },
    dueSoon: {
      title: 'Por vencer',
      description:
        'Tus tickets abiertos por su próximo plazo de SLA, el más urgente primero: la primera respuesta y, una vez dada, la resolución. Los que están en pausa no aparecen.',
      empty: 'Nada por vencer: tus tickets abiertos están dentro de plazo.',
      listLabel: 'Tickets por vencer',
    },
    figures: {
      title: 'Mis cifras',
      caption: 'Tus cifras de hoy y de esta semana',
      metric: 'Cifra',
      today: 'Hoy',
      week: 'Esta semana',
      resolved: 'Tickets resueltos',
      /** The resolved figure's link: "Tickets resueltos hoy: 3" (docs/dashboards.md "Técnico"). */
      resolvedLink: (period: 'today' | 'week', count: number) =>
        `Tickets resueltos ${period === 'today' ? 'hoy' : 'esta semana'}: ${new Intl.NumberFormat('es-PE').format(count)}`,
      replies: 'Respuestas a clientes',
      firstResponse: 'Primera respuesta (mediana)',
      firstResponseOf: (count: number) => `en ${countOf(count, tickets)}`,
      noFigure: 'Sin datos',
      note: 'La semana va del lunes a hoy; los días son de Lima. La primera respuesta mide los tickets que respondiste tú primero en el periodo.',
    },
    /** docs/dashboards.md "Técnico": the SLA of my tickets; the figures read the SLA panel's texts. */
    sla: {
      title: 'Mis SLA',
      description:
        'Plazos cumplidos y vencidos esta semana en tus tickets, y los que están por vencer o vencidos ahora.',
    },
    clientReplies: {
      title: 'Respuestas de clientes',
      listLabel: 'Respuestas recientes de clientes en tus tickets',
      empty: 'Ningún cliente respondió en tus tickets últimamente.',
    },
    mentions: {
      title: 'Menciones y asignaciones',
      listLabel: 'Tus menciones y asignaciones recientes',
      empty: 'No tienes menciones ni asignaciones recientes.',
      viewAll: 'Ver todas las notificaciones',
    },
  },
  client: {
    title: 'Portal de Cliente',
    greeting: (firstName: string) =>
      `Hola, ${firstName}. Aquí ves tus tickets y lo que el equipo te respondió.`,
    newTicket: 'Nuevo Ticket',
    newTicketHint: 'Cuéntanos qué pasa y el equipo te responderá aquí.',
    loadFailed: 'No se pudo cargar tu portal.',
    forbidden:
      'Este portal es para clientes: muestra sus tickets y las respuestas del equipo. Tu panel está en el panel principal.',
    counts: {
      title: 'Mis tickets por estado',
      companyNote:
        'Al abrir un estado, la lista también muestra los tickets de tu empresa con ese estado.',
    },
    open: {
      title: 'Mis tickets abiertos',
      listLabel: 'Mis tickets abiertos',
      empty: 'No tienes tickets abiertos. Si algo falla, crea un ticket nuevo.',
      viewAll: 'Ver todos mis tickets',
      updated: (relative: string) => `Actualizado ${relative}`,
      assignedTo: (name: string) => `Lo atiende ${name}`,
    },
    /** docs/dashboards.md "Cliente": a ticket's state in plain words. */
    states: {
      PENDIENTE: 'Esperando respuesta del equipo',
      EN_PROGRESO: 'El equipo está trabajando en él',
      ESCALADO: 'Lo revisa un especialista del equipo',
      RESUELTO: 'Resuelto: confirma si se solucionó',
      CERRADO: 'Cerrado',
    },
    replies: {
      title: 'Respuestas del equipo',
      listLabel: 'Respuestas recientes del equipo',
      empty: 'El equipo aún no te ha respondido. Sus respuestas aparecerán aquí.',
    },
    company: {
      title: (company: string) => `Tickets de ${company}`,
      open: (count: number) => `${countOf(count, openTickets)} en tu empresa`,
      listLabel: (company: string) => `Tickets abiertos de ${company}`,
      empty: 'Tus compañeros no tienen tickets abiertos.',
    },
    empty: {
      title: 'Aún no tienes tickets',
      body: 'Cuando algo falle o tengas una consulta, crea un ticket: el equipo te responderá aquí.',
    },
  },
} as const;
