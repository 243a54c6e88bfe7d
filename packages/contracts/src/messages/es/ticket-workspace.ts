import { countOf, pluralWord } from './plural';

const TICKETS = { one: 'ticket', other: 'tickets' };

/**
 * Texts of the ticket screens: list, filters, bulk bar, create form, detail, timeline and composer
 * (docs/product/tickets.md#client-portal, docs/product/ui.md#patterns,
 * docs/product/ui.md#spanish-writing). The original product's strings keep their capitalisation;
 * new ones are in sentence case, in tú, with the glossary's words.
 */
export const ticketWorkspaceMessages = {
  titles: {
    manage: 'Gestión de Tickets',
    mine: 'Mis Tickets',
    completed: 'Tickets Completados',
    create: 'Nuevo Ticket',
    detail: (number: number) => `Ticket #${number}`,
  },
  invalidDate: 'Fecha inválida',
  newTicket: 'Nuevo ticket',
  retry: 'Intentar nuevamente',
  reload: 'Recargar',
  cancel: 'Cancelar',
  loadFailed: 'No se pudieron cargar los tickets.',
  list: {
    caption: 'Lista de tickets',
    cardsLabel: 'Tickets',
    columns: {
      select: 'Seleccionar',
      number: '#',
      subject: 'Asunto',
      status: 'Estado',
      priority: 'Prioridad',
      assignee: 'Asignado a',
      department: 'Departamento',
      updated: 'Actualizado',
    },
    sortBy: (column: string) => `Ordenar por ${column}`,
    selectRow: (number: number) => `Seleccionar ticket #${number}`,
    selectPage: 'Seleccionar los tickets de esta página',
    unassigned: 'Sin asignar',
    updated: (relative: string) => `Actualizado ${relative}`,
    showing: (from: string, to: string, total: string, isEstimate: boolean) =>
      `Mostrando ${from}–${to} de ${isEstimate ? 'más de ' : ''}${total}`,
    previous: 'Anterior',
    next: 'Siguiente',
    paginationLabel: 'Paginación',
    refreshing: 'Actualizando la lista',
    /**
     * docs/product/tickets.md#live-updates live updates: someone else's new tickets wait behind a
     * button, and a row that no longer matches stays, dimmed, until the next refresh. Nothing moves
     * under the pointer.
     */
    live: {
      newTickets: (count: number) =>
        countOf(count, { one: 'nuevo ticket', other: 'nuevos tickets' }),
      show: 'Mostrar',
      gone: 'Ya no está en esta vista',
    },
    /**
     * docs/product/tickets.md#ticket-list density: rows of 40 px ("Cómoda") or 32 px ("Compacta"),
     * per user.
     */
    density: {
      label: 'Densidad',
      comfortable: 'Cómoda',
      compact: 'Compacta',
    },
  },
  views: {
    label: 'Vistas',
    mineOpen: 'Mis abiertos',
    unassigned: 'Sin asignar',
    urgent: 'Urgentes',
    all: 'Todos',
    save: 'Guardar vista',
    saveTitle: 'Guardar vista',
    saveDescription: 'Guarda los filtros actuales con un nombre. Solo tú verás esta vista.',
    nameLabel: 'Nombre de la vista',
    namePlaceholder: 'Ejemplo: Urgentes de Cocina',
    saved: (name: string) => `Vista "${name}" guardada`,
    remove: (name: string) => `Quitar la vista ${name}`,
    removed: (name: string) => `Vista "${name}" quitada`,
  },
  filters: {
    label: 'Filtros',
    search: 'Buscar tickets',
    searchPlaceholder: 'Número, título o cliente',
    status: 'Estado',
    priority: 'Prioridad',
    assignee: 'Asignado a',
    department: 'Departamento',
    /** The channel a ticket came in by (TICKET_SOURCE_LABELS): "Canal: WhatsApp". */
    source: 'Canal',
    /** One customer's tickets, linked from the dashboards: "Empresa: Pollería El Sabor". */
    customer: 'Empresa',
    /** A client sees only their own company's tickets: the filter can only be theirs. */
    yourCompany: 'tu empresa',
    customerNotFound: 'no encontrada',
    from: 'Desde',
    to: 'Hasta',
    resolvedFrom: 'Resuelto desde',
    resolvedTo: 'Resuelto hasta',
    escalatedFrom: 'Escalado desde',
    reopenedFrom: 'Reabierto desde',
    dateRangeInvalid: 'La fecha inicial no puede ser posterior a la final',
    any: 'Todos',
    mine: 'Mis tickets',
    unassigned: 'Sin asignar',
    /** The department filter's tickets without one (the dashboards' "Sin departamento" row). */
    noDepartment: 'Sin departamento',
    clear: 'Limpiar filtros',
    active: 'Filtros activos',
    chip: (label: string, value: string) => `${label}: ${value}`,
    removeChip: (label: string, value: string) => `Quitar filtro ${label}: ${value}`,
    someone: 'Otra persona',
  },
  empty: {
    filteredTitle: 'Sin resultados',
    filteredBody: 'Ningún ticket coincide con estos filtros.',
    mineTitle: 'No tienes tickets asignados.',
    mineAction: 'Ver tickets sin asignar',
    clientTitle: 'Aún no has creado tickets.',
    clientAction: 'Crear ticket',
    completedTitle: 'Aún no hay tickets completados.',
    completedBody: 'Aquí verás los tickets resueltos y cerrados.',
    allTitle: 'Aún no hay tickets.',
    allBody: 'Cuando alguien cree un ticket, aparecerá aquí.',
  },
  bulk: {
    label: 'Acciones en lote',
    selected: (count: number) => countOf(count, { one: 'seleccionado', other: 'seleccionados' }),
    assign: 'Asignar',
    assignToMe: 'Asignarme',
    changeStatus: 'Cambiar estado',
    changePriority: 'Cambiar prioridad',
    clear: 'Quitar selección',
    tooMany: 'Puedes cambiar hasta 100 tickets a la vez.',
    working: 'Aplicando cambios...',
    verbs: {
      assign: { one: 'asignó', many: 'asignaron' },
      status: { one: 'actualizó', many: 'actualizaron' },
      priority: { one: 'actualizó', many: 'actualizaron' },
    },
    done: (verb: { one: string; many: string }, count: number) =>
      `Se ${pluralWord(count, { one: verb.one, other: verb.many })} ${countOf(count, TICKETS)}`,
    partial: (
      verb: { one: string; many: string },
      updated: number,
      total: number,
      failures: string,
    ) =>
      `Se ${pluralWord(updated, { one: verb.one, other: verb.many })} ${updated} de ${countOf(total, TICKETS)}. No cambiaron: ${failures}. Siguen seleccionados.`,
    /** A ticket the caller cannot see comes back without its number. */
    failure: (number: number | null, message: string) =>
      number === null ? `un ticket (${message})` : `#${number} (${message})`,
    failed: 'No se pudieron cambiar los tickets. Inténtalo nuevamente.',
    /**
     * docs/product/tickets.md#ticket-list (Gmail's select-all): at most 100, the API's `limit` cap.
     */
    selectView: (total: string) => `Seleccionar los ${total} de esta vista`,
    selectViewCapped: (limit: string) => `Seleccionar los primeros ${limit} de esta vista`,
    viewCapHint: (total: string, isEstimate: boolean) =>
      `Esta vista tiene ${isEstimate ? 'más de ' : ''}${total} tickets; puedes cambiar hasta 100 a la vez.`,
    selectingView: 'Seleccionando...',
    viewSelected: (count: string) => `Se seleccionaron los ${count} de esta vista.`,
    viewSelectedCapped: (count: string) => `Se seleccionaron los primeros ${count} de esta vista.`,
    selectViewFailed: 'No se pudieron seleccionar los tickets de esta vista. Inténtalo nuevamente.',
  },
  /**
   * docs/product/tickets.md#ticket-list keyboard map on a list row: a, i, s, p act on the focused
   * ticket.
   */
  rowActions: {
    assignTitle: (number: number) => `Asignar el ticket #${number} a…`,
    statusTitle: (number: number) => `Cambiar el estado del ticket #${number}`,
    priorityTitle: (number: number) => `Cambiar la prioridad del ticket #${number}`,
    description: 'Escribe para filtrar, elige con ↑ y ↓ y aplica con Enter.',
    searchAssignee: 'Buscar técnico',
    searchStatus: 'Buscar estado',
    searchPriority: 'Buscar prioridad',
    options: 'Opciones',
    assignToMe: (name: string) => `Asignarme (${name})`,
    loading: 'Cargando opciones...',
    loadFailed: 'No se pudieron cargar las opciones de este ticket.',
    noOptions: 'No tienes cambios disponibles de este tipo en este ticket.',
    noMatches: 'Ninguna opción coincide con la búsqueda.',
    assigned: (number: number, name: string) => `Ticket #${number} asignado a ${name}`,
    assignedToYou: (number: number) => `Ticket #${number} asignado a ti`,
    alreadyYours: (number: number) => `El ticket #${number} ya está asignado a ti`,
    cannotAssign: (number: number) =>
      `No puedes asignarte el ticket #${number}. Pídeselo a tu líder técnico.`,
    statusChanged: (number: number, label: string) =>
      `Ticket #${number}: estado cambiado a ${label}`,
    priorityChanged: (number: number, label: string) =>
      `Ticket #${number}: prioridad cambiada a ${label}`,
    escalated: (number: number) => `Ticket #${number} escalado. Se notificó al líder técnico.`,
    failed: (number: number, message: string) =>
      `No se pudo cambiar el ticket #${number}: ${message}`,
  },
  shortcuts: {
    title: 'Atajos de teclado',
    open: 'Ver atajos de teclado',
    close: 'Cerrar',
    /** WCAG 2.1.4: single-key shortcuts can be switched off (also in Mi Perfil). */
    preference: 'Usar atajos de teclado de una sola tecla',
    preferenceHint:
      'Si los desactivas, usa los botones de la pantalla. Enter y Esc siguen funcionando.',
    rowHint: 'En la lista, a, i, s y p actúan sobre el ticket enfocado (muévete con j / k).',
    items: [
      ['j / k', 'Ticket siguiente / anterior (en la lista)'],
      ['Enter / o', 'Abrir el ticket enfocado'],
      ['x', 'Seleccionar o quitar el ticket enfocado'],
      [
        'Mayús + x',
        'Seleccionar desde el último ticket marcado hasta el enfocado (también Mayús + clic en la casilla)',
      ],
      ['a', 'Asignar a…'],
      ['i', 'Asignarme'],
      ['s', 'Cambiar estado'],
      ['p', 'Cambiar prioridad'],
      ['c', 'Nuevo ticket'],
      ['/', 'Buscar tickets (en la lista)'],
      ['?', 'Ver los atajos de teclado'],
      ['Esc', 'Cerrar un menú o diálogo; en la lista, quitar la selección'],
      ['n / r', 'Nota interna / Respuesta pública (en un ticket)'],
      ['e', 'Escalar (en un ticket)'],
      ['Ctrl / ⌘ + Enter', 'Enviar el mensaje'],
    ] as ReadonlyArray<readonly [string, string]>,
  },
  create: {
    intro: 'Cuéntanos qué pasa. Te responderemos en este ticket.',
    title: 'Título',
    titlePlaceholder: 'Ejemplo: La impresora de boletas no imprime',
    description: 'Descripción',
    descriptionHint: 'Qué pasó, desde cuándo y qué intentaste.',
    department: 'Departamento',
    departmentPlaceholder: 'Elige un departamento',
    products: 'Productos relacionados (opcional)',
    priority: 'Prioridad',
    submit: 'Crear ticket',
    submitting: 'Creando...',
    success: (number: number) => `Ticket #${number} creado`,
    failure: 'No se pudo crear el ticket. Revisa tu conexión e inténtalo nuevamente.',
    departmentsFailed: 'No se pudieron cargar los departamentos.',
    /** `/tickets/new?related=N`: how the description starts (editable). */
    relatedDescription: (number: number) => `Relacionado con el ticket #${number}.\n\n`,
  },
  detail: {
    heading: (number: number, title: string) => `#${number} · ${title}`,
    back: '← Volver a la lista',
    notFoundTitle: 'No se encontró el ticket',
    notFoundBody: 'El ticket no existe o no tienes acceso a él.',
    loadFailed: 'No se pudo cargar el ticket.',
    status: 'Estado',
    changeStatus: (label: string) => `Estado: ${label}. Cambiar estado`,
    /** A department's custom status in the status menu, with the base status it counts as. */
    customStatusOption: (name: string, base: string) => `${name} (${base})`,
    priority: 'Prioridad',
    changePriority: (label: string) => `Prioridad: ${label}. Cambiar prioridad`,
    assignee: 'Asignado a',
    assignToMe: 'Asignarme',
    assign: 'Asignar',
    reassign: 'Reasignar',
    moreActions: 'Más acciones',
    escalate: 'Escalar',
    delete: 'Eliminar',
    statusChanged: (label: string) => `Estado cambiado a ${label}`,
    priorityChanged: (label: string) => `Prioridad cambiada a ${label}`,
    assigned: (name: string) => `Ticket asignado a ${name}`,
    escalated: 'Ticket escalado. Se notificó al líder técnico.',
    deleted: (number: number) => `Ticket #${number} eliminado`,
    saveFailed: 'No se pudo guardar el cambio. Inténtalo nuevamente.',
    conflict:
      'Este ticket cambió mientras lo editabas. Recarga para ver la versión actual; tu texto se conserva.',
    /**
     * docs/product/tickets.md#live-updates: someone else's change, as a notice above the
     * conversation.
     */
    liveNotice: {
      justNow: 'hace un momento',
      dismiss: 'Cerrar aviso',
    },
    clientStatus: {
      PENDIENTE: 'Recibimos tu ticket. Un técnico lo tomará pronto.',
      EN_PROGRESO: 'Un técnico está trabajando en tu ticket.',
      ESCALADO: 'Lo pasamos a un especialista.',
      RESUELTO: 'Lo dimos por resuelto. Si el problema sigue, escríbenos aquí.',
      CERRADO: 'Este ticket está cerrado. Si necesitas algo más, crea un nuevo ticket.',
    },
  },
  dialogs: {
    resolveTitle: '¿Cómo se resolvió?',
    resolveDescription: 'Cuenta qué se hizo. El cliente y el equipo lo verán en el ticket.',
    resolveLabel: 'Resolución',
    resolveSubmit: 'Marcar como resuelto',
    /** A custom status that asks for a resolution note (docs/tickets.md). */
    resolveSubmitAs: (status: string) => `Marcar como ${status}`,
    noteTitle: 'Agrega una nota de resolución',
    noteDescription: (status: string) =>
      `El estado «${status}» pide una nota. El cliente y el equipo la verán en el ticket.`,
    resolveBulkDescription: (count: number) =>
      `Se ${pluralWord(count, { one: 'marcará', other: 'marcarán' })} ${countOf(count, TICKETS)} como ${pluralWord(count, { one: 'resuelto', other: 'resueltos' })} con esta resolución.`,
    assignTitle: 'Asignar ticket',
    assignDescription: 'Elige al técnico que atenderá el ticket. Se le notificará.',
    technician: 'Técnico',
    technicianPlaceholder: 'Elige un técnico',
    assignSubmit: 'Asignar ticket',
    reassignTitle: 'Reasignar ticket',
    reassignDescription: 'Se notificará al nuevo técnico que ahora tiene este ticket.',
    reason: 'Motivo',
    reassignSubmit: 'Reasignar ticket',
    escalateTitle: 'Escalar ticket',
    escalateDescription:
      'Se notificará al líder técnico. El motivo queda como nota interna en el ticket.',
    escalateSubmit: 'Escalar ticket',
    escalationNote: (reason: string) => `Motivo del escalamiento: ${reason}`,
    deleteTitle: (number: number) => `¿Eliminar el ticket #${number}?`,
    deleteDescription: 'Se eliminarán sus mensajes y adjuntos. No se puede deshacer.',
    deleteSubmit: 'Eliminar ticket',
    saving: 'Guardando...',
    techniciansFailed: 'No se pudo cargar la lista de técnicos.',
  },
  timeline: {
    label: 'Conversación',
    showEarlier: (count: number) =>
      `Mostrar ${countOf(count, { one: 'mensaje anterior', other: 'mensajes anteriores' })}`,
    hideActivity: 'Ocultar actividad',
    showActivity: 'Mostrar actividad',
    internalChip: 'Interna',
    internalLabel: (author: string) => `Nota interna de ${author}`,
    messageLabel: (author: string) => `Mensaje de ${author}`,
    description: 'Descripción del ticket',
    someone: 'El sistema',
    /** Said for an id in the history whose user, department or status no longer exists. */
    deletedUser: 'un usuario eliminado',
    deletedDepartment: 'un departamento eliminado',
    deletedStatus: 'un estado eliminado',
    selfAssigned: (actor: string) => `${actor} se asignó el ticket`,
    /** docs/schedules.md#asignación-automática: the department's automatic assignment. */
    autoAssigned: (to: string) =>
      to ? `Asignación automática: el ticket pasó a ${to}` : 'Asignación automática',
    events: {
      created: (actor: string) => `${actor} creó el ticket`,
      updated: (actor: string) => `${actor} editó el ticket`,
      status_changed: (actor: string, to: string) =>
        to ? `${actor} cambió el estado a ${to}` : `${actor} cambió el estado`,
      priority_changed: (actor: string, to: string) =>
        to ? `${actor} cambió la prioridad a ${to}` : `${actor} cambió la prioridad`,
      department_changed: (actor: string, to: string) =>
        to ? `${actor} cambió el departamento a ${to}` : `${actor} cambió el departamento`,
      assigned: (actor: string, to: string) =>
        to ? `${actor} asignó el ticket a ${to}` : `${actor} asignó el ticket`,
      reassigned: (actor: string, to: string) =>
        to ? `${actor} reasignó el ticket a ${to}` : `${actor} reasignó el ticket`,
      escalated: (actor: string, to: string) =>
        to ? `${actor} escaló el ticket y se notificó a ${to}` : `${actor} escaló el ticket`,
      comment_added: (actor: string) => `${actor} escribió un mensaje`,
      attachment_added: (actor: string) => `${actor} adjuntó un archivo`,
      company_linked: (actor: string, to: string) =>
        to
          ? `${actor} vinculó el ticket a la empresa ${to}`
          : `${actor} vinculó el ticket a una empresa`,
      company_suggestion_dismissed: (actor: string, to: string) =>
        to
          ? `${actor} descartó la empresa sugerida ${to}`
          : `${actor} descartó la empresa sugerida`,
    },
  },
  composer: {
    modeLabel: 'Tipo de mensaje',
    internal: 'Nota interna',
    public: 'Respuesta pública',
    internalHint: 'Solo lo ve el equipo',
    publicHint: 'El cliente verá este mensaje',
    /** The client's own reply box: the team reads it, not "el cliente". */
    clientHint: 'El equipo de soporte verá tu mensaje',
    label: 'Mensaje',
    placeholderInternal: 'Escribe una nota para el equipo',
    placeholderPublic: 'Escribe tu respuesta',
    sendInternal: 'Guardar nota interna',
    sendPublic: 'Enviar al cliente',
    sendClient: 'Enviar',
    sending: 'Enviando...',
    shortcutHint: 'Ctrl o ⌘ + Enter para enviar',
    attach: 'Adjuntar',
    removeFile: (name: string) => `Quitar ${name}`,
    failed:
      'No se pudo enviar tu respuesta. Revisa tu conexión e inténtalo nuevamente; tu texto sigue aquí.',
    savedInternal: 'Nota interna guardada',
    sentPublic: 'Respuesta enviada',
  },
  side: {
    label: 'Detalles del ticket',
    client: 'Cliente',
    business: 'Empresa',
    cargo: 'Cargo',
    email: 'Email',
    phone: 'Teléfono',
    details: 'Detalles',
    department: 'Departamento',
    products: 'Productos',
    created: 'Creado',
    updated: 'Actualizado',
    source: 'Canal',
    none: 'Ninguno',
    attachments: 'Adjuntos',
    noAttachments: 'Sin adjuntos',
    download: (name: string) => `Descargar ${name}`,
    previewOf: (name: string) => `Vista previa de ${name}`,
    downloadFailed: 'No se pudo descargar el adjunto.',
    history: 'Historial',
    noHistory: 'Sin actividad',
  },
} as const;
