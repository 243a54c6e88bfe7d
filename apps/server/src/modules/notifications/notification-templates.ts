import type { NotificationType, TemplateParts } from '@atiende/contracts';
import {
  renderEmail,
  renderNotice,
  type NotificationTemplateKey,
  type RenderedEmail,
  type TemplateValues,
} from '../templates/index';

/**
 * What a notification says — the bell's and push's title and message, and the e-mail — is a
 * message template (docs/templates.md), edited on /admin/template-management. This file names
 * each template's notification type and the words the values are made of.
 */
export type TemplateKey = NotificationTemplateKey;
export type TemplateVariables = TemplateValues;

export const NOTIFICATION_TYPES: Record<TemplateKey, NotificationType> = {
  ticketCreated: 'TICKET_CREATED',
  ticketCreatedForYou: 'TICKET_CREATED',
  ticketUpdated: 'TICKET_UPDATED',
  ticketMovedToDepartment: 'TICKET_UPDATED',
  ticketAssignedToYou: 'TICKET_ASSIGNED',
  ticketReassignedAway: 'TICKET_ASSIGNED',
  ticketTaken: 'TICKET_ASSIGNED',
  ticketEscalated: 'TICKET_ESCALATED',
  commentAdded: 'COMMENT_ADDED',
  internalNoteAdded: 'COMMENT_ADDED',
  statusChanged: 'STATUS_CHANGED',
  ticketResolvedForYou: 'STATUS_CHANGED',
  priorityChanged: 'PRIORITY_CHANGED',
  slaAtRisk: 'ESCALATION_ALERT',
  slaBreached: 'ESCALATION_ALERT',
};

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

export type RenderedNotification = { type: NotificationType; title: string; message: string };

/** The bell's and push's texts of one notification. */
export function renderNotification(
  key: TemplateKey,
  parts: TemplateParts,
  variables: TemplateVariables,
): RenderedNotification {
  return { type: NOTIFICATION_TYPES[key], ...renderNotice(parts, variables) };
}

/** The e-mail of one notification: its recipient's name and the ticket's links added. */
export function renderNotificationEmail(
  parts: TemplateParts,
  variables: TemplateVariables & { nombre: string; enlace: string; enlace_preferencias: string },
): RenderedEmail {
  return renderEmail(parts, variables);
}
