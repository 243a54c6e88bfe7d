import type { NotificationType } from '@atiende/contracts';
import { escapeHtml } from '../../platform/mail/escape-html';

/**
 * Every Spanish text of a notification — bell, push and e-mail — in one place, as data with
 * `{placeholders}`, so that the templates admin page can later store edited copies (issue 5).
 * Variables are substituted in one pass (a value is never read as a template), and escaped in
 * the HTML e-mail (docs/conventions.md#security).
 */
export type TemplateKey =
  | 'ticketCreated'
  | 'ticketCreatedForYou'
  | 'ticketUpdated'
  | 'ticketMovedToDepartment'
  | 'ticketAssignedToYou'
  | 'ticketReassignedAway'
  | 'ticketTaken'
  | 'ticketEscalated'
  | 'commentAdded'
  | 'internalNoteAdded'
  | 'statusChanged'
  | 'ticketResolvedForYou'
  | 'priorityChanged'
  | 'slaAtRisk'
  | 'slaBreached';

export type NotificationTemplate = {
  type: NotificationType;
  /** The bell's and the push's title. */
  title: string;
  /** The bell's text, the push's body and the e-mail's first paragraph. */
  message: string;
  subject: string;
};

export const NOTIFICATION_TEMPLATES: Record<TemplateKey, NotificationTemplate> = {
  ticketCreated: {
    type: 'TICKET_CREATED',
    title: 'Nuevo ticket #{number}',
    message: '{actorName} abrió «{ticketTitle}» en {departmentName}.',
    subject: 'Nuevo ticket #{number}: {ticketTitle}',
  },
  ticketCreatedForYou: {
    type: 'TICKET_CREATED',
    title: 'Ticket #{number} registrado',
    message: '{actorName} registró el ticket «{ticketTitle}» a tu nombre.',
    subject: 'Registramos tu ticket #{number}: {ticketTitle}',
  },
  ticketUpdated: {
    type: 'TICKET_UPDATED',
    title: 'Ticket #{number} actualizado',
    message: '{actorName} cambió {fields} de «{ticketTitle}».',
    subject: 'Ticket #{number} actualizado: {ticketTitle}',
  },
  ticketMovedToDepartment: {
    type: 'TICKET_UPDATED',
    title: 'Ticket #{number} en tu departamento',
    message: '{actorName} pasó «{ticketTitle}» a {departmentName}. Aún no tiene técnico asignado.',
    subject: 'El ticket #{number} pasó a {departmentName}',
  },
  ticketAssignedToYou: {
    type: 'TICKET_ASSIGNED',
    title: 'Se te asignó el ticket #{number}',
    message: '{actorName} te asignó «{ticketTitle}».',
    subject: 'Se te asignó el ticket #{number}: {ticketTitle}',
  },
  ticketReassignedAway: {
    type: 'TICKET_ASSIGNED',
    title: 'Ticket #{number} reasignado',
    message: '{actorName} reasignó «{ticketTitle}» a {assigneeName}.',
    subject: 'El ticket #{number} fue reasignado a {assigneeName}',
  },
  ticketTaken: {
    type: 'TICKET_ASSIGNED',
    title: 'Tu ticket #{number} ya tiene técnico',
    message: '{assigneeName} atenderá tu ticket «{ticketTitle}».',
    subject: 'Tu ticket #{number} ya tiene técnico asignado',
  },
  ticketEscalated: {
    type: 'TICKET_ESCALATED',
    title: 'Ticket #{number} escalado',
    message: '{actorName} escaló «{ticketTitle}» ({departmentName}). Requiere tu atención.',
    subject: 'Ticket #{number} escalado: {ticketTitle}',
  },
  commentAdded: {
    type: 'COMMENT_ADDED',
    title: 'Nuevo comentario en el ticket #{number}',
    message: '{actorName}: «{excerpt}»',
    subject: 'Nuevo comentario en el ticket #{number}: {ticketTitle}',
  },
  internalNoteAdded: {
    type: 'COMMENT_ADDED',
    title: 'Nueva nota interna en el ticket #{number}',
    message: '{actorName}: «{excerpt}»',
    subject: 'Nota interna en el ticket #{number}: {ticketTitle}',
  },
  statusChanged: {
    type: 'STATUS_CHANGED',
    title: 'Ticket #{number}: {toStatus}',
    message: '{actorName} cambió el estado de «{ticketTitle}» de {fromStatus} a {toStatus}.',
    subject: 'El ticket #{number} pasó a {toStatus}',
  },
  ticketResolvedForYou: {
    type: 'STATUS_CHANGED',
    title: 'Tu ticket #{number} está resuelto',
    message:
      '{actorName} resolvió «{ticketTitle}». Solución: {resolution} ¿Se resolvió tu problema? Confírmalo en el ticket o cuéntanos qué sigue fallando.',
    subject: 'Resolvimos tu ticket #{number}: {ticketTitle}',
  },
  priorityChanged: {
    type: 'PRIORITY_CHANGED',
    title: 'Ticket #{number}: prioridad {toPriority}',
    message: '{actorName} cambió la prioridad de «{ticketTitle}» de {fromPriority} a {toPriority}.',
    subject: 'El ticket #{number} tiene prioridad {toPriority}',
  },
  slaAtRisk: {
    type: 'ESCALATION_ALERT',
    title: 'Ticket #{number} por vencer',
    message: '«{ticketTitle}» está por vencer su plazo de atención ({dueAt}).',
    subject: 'Alerta: el ticket #{number} está por vencer',
  },
  slaBreached: {
    type: 'ESCALATION_ALERT',
    title: 'Ticket #{number} vencido',
    message: '«{ticketTitle}» venció su plazo de atención ({dueAt}).',
    subject: 'Alerta: el ticket #{number} venció su plazo',
  },
};

/** Words around the e-mail's message. */
const EMAIL_TEXTS = {
  greeting: 'Hola {name}:',
  ticketLine: 'Ticket #{number}: {ticketTitle}',
  open: 'Ver el ticket',
  footer:
    'Recibes este email por tus preferencias de notificación de Atiende. Puedes cambiarlas en {settingsLink}',
} as const;

/** Fallbacks when a variable has no value (the public form has no actor, for instance). */
export const TEMPLATE_FALLBACKS = {
  actorName: 'Alguien',
  requesterName: 'El solicitante',
  systemName: 'Atiende',
  noDepartment: 'sin departamento',
  noDueDate: 'sin fecha',
} as const;

/** Spanish names of ticket fields, for "cambió el título y la descripción". */
export const FIELD_NAMES: Record<string, string> = {
  title: 'el título',
  description: 'la descripción',
  resolution: 'la resolución',
  departmentId: 'el departamento',
  customStatusId: 'el estado',
};

/** "a", "a y b", "a, b y c". */
export function joinSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

export type TemplateVariables = Record<string, string>;

/** Substitutes `{name}` once; unknown placeholders stay as written. */
export function renderTemplate(template: string, variables: TemplateVariables): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(variables, name) ? variables[name]! : match,
  );
}

/** The same, for HTML: the template's own text and every value are escaped. */
export function renderHtmlTemplate(template: string, variables: TemplateVariables): string {
  const escaped = Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [name, escapeHtml(value)]),
  );
  return renderTemplate(escapeHtml(template), escaped);
}

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

export type RenderedNotification = { type: NotificationType; title: string; message: string };
export type RenderedEmail = { subject: string; text: string; html: string };

export function renderNotification(
  key: TemplateKey,
  variables: TemplateVariables,
): RenderedNotification {
  const template = NOTIFICATION_TEMPLATES[key];
  return {
    type: template.type,
    title: oneLine(renderTemplate(template.title, variables)).slice(0, 200),
    message: oneLine(renderTemplate(template.message, variables)).slice(0, 500),
  };
}

/** The e-mail of one notification: plain text and HTML, with the ticket's link. */
export function renderNotificationEmail(
  key: TemplateKey,
  variables: TemplateVariables & { name: string; link: string; settingsLink: string },
): RenderedEmail {
  const template = NOTIFICATION_TEMPLATES[key];
  const lineValues = Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [name, oneLine(value)]),
  );
  const subject = renderTemplate(template.subject, lineValues).slice(0, 200);
  const text = [
    renderTemplate(EMAIL_TEXTS.greeting, variables),
    '',
    renderTemplate(template.message, variables),
    '',
    renderTemplate(EMAIL_TEXTS.ticketLine, variables),
    `${EMAIL_TEXTS.open}: ${variables.link}`,
    '',
    renderTemplate(EMAIL_TEXTS.footer, variables),
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#0F172A">
<p>${renderHtmlTemplate(EMAIL_TEXTS.greeting, variables)}</p>
<p>${renderHtmlTemplate(template.message, variables)}</p>
<p style="color:#475569">${renderHtmlTemplate(EMAIL_TEXTS.ticketLine, variables)}</p>
<p><a href="${escapeHtml(variables.link)}" style="color:#1D4ED8">${escapeHtml(EMAIL_TEXTS.open)}</a></p>
<p style="color:#64748B;font-size:12px">${renderHtmlTemplate(EMAIL_TEXTS.footer, variables)}</p>
</body></html>`;
  return { subject, text, html };
}
