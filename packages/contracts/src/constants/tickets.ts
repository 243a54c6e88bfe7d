/**
 * docs/product/tickets.md: the five base statuses; custom statuses of a department map onto one of
 * them.
 */
export const TICKET_STATUSES = [
  'PENDIENTE',
  'EN_PROGRESO',
  'RESUELTO',
  'CERRADO',
  'ESCALADO',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  PENDIENTE: 'Pendiente',
  EN_PROGRESO: 'En progreso',
  RESUELTO: 'Resuelto',
  CERRADO: 'Cerrado',
  ESCALADO: 'Escalado',
};

/** Statuses listed on /tickets/completed. */
export const COMPLETED_STATUSES: readonly TicketStatus[] = ['RESUELTO', 'CERRADO'];
export const OPEN_STATUSES: readonly TicketStatus[] = ['PENDIENTE', 'EN_PROGRESO', 'ESCALADO'];

/** docs/product/tickets.md: priorities, default MEDIA. */
export const TICKET_PRIORITIES = ['BAJA', 'MEDIA', 'ALTA', 'URGENTE'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const DEFAULT_TICKET_PRIORITY: TicketPriority = 'MEDIA';

export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  BAJA: 'Baja',
  MEDIA: 'Media',
  ALTA: 'Alta',
  URGENTE: 'Urgente',
};

/** Where a ticket came from. */
export const TICKET_SOURCES = [
  'WEB',
  'PUBLIC_FORM',
  'EMAIL',
  'WHATSAPP',
  'CHAT',
  'API',
  'IMPORT',
] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];

export const TICKET_SOURCE_LABELS: Record<TicketSource, string> = {
  WEB: 'Portal',
  PUBLIC_FORM: 'Formulario público',
  EMAIL: 'Email',
  WHATSAPP: 'WhatsApp',
  CHAT: 'Asistente',
  API: 'API',
  IMPORT: 'Importación',
};

/** docs/product/public-form.md: cargo values of the public form. */
export const CARGO_VALUES = [
  'mozo',
  'cajero',
  'administrador',
  'gerente',
  'socio',
  'asesor',
  'contador',
  'otros',
] as const;
export type Cargo = (typeof CARGO_VALUES)[number];

export const CARGO_LABELS: Record<Cargo, string> = {
  mozo: 'Mozo',
  cajero: 'Cajero',
  administrador: 'Administrador',
  gerente: 'Gerente',
  socio: 'Socio',
  asesor: 'Asesor',
  contador: 'Contador',
  otros: 'Otros',
};

/** docs/product/tickets.md: attachments. */
export const ATTACHMENT_MAX_BYTES = 10_485_760;
export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'txt',
  'jpg',
  'jpeg',
  'png',
  'gif',
] as const;
/** docs/conventions.md#security: per-request caps. */
export const ATTACHMENTS_PER_REQUEST_MAX = 10;
export const REQUEST_UPLOAD_MAX_BYTES = 52_428_800;

export const TICKET_TITLE_MAX_LENGTH = 200;
export const TICKET_DESCRIPTION_MAX_LENGTH = 20_000;
export const COMMENT_MAX_LENGTH = 20_000;

export const TICKET_EVENT_TYPES = [
  'created',
  'updated',
  'status_changed',
  'priority_changed',
  'department_changed',
  'assigned',
  'reassigned',
  'escalated',
  'comment_added',
  'attachment_added',
  // docs/customers.md#company-suggestions: staff settle the public form's suggested company.
  'company_linked',
  'company_suggestion_dismissed',
] as const;
export type TicketEventType = (typeof TICKET_EVENT_TYPES)[number];

/**
 * docs/schedules.md#asignación-automática: the `note` of the history row an automatic
 * assignment writes (an `assigned` event without actor), so the history says "Asignación
 * automática" and not "El sistema".
 */
export const AUTO_ASSIGNMENT_NOTE = 'auto_assignment';

/** The ticket list's sort keys (GET /api/tickets `sort`, with `-` for descending). */
export const TICKET_SORT_FIELDS = [
  'number',
  'createdAt',
  'updatedAt',
  'priority',
  'status',
  'title',
  /** The next SLA due time (docs/tickets.md#sla-in-the-list): running clocks first, nulls last. */
  'slaDue',
] as const;
