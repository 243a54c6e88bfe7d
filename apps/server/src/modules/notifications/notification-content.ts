import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from '@atiende/contracts';
import { formatLimaMinute } from '../../platform/lima-time';
import type { TicketFacts } from './audience.repository';
import {
  FIELD_NAMES,
  TEMPLATE_FALLBACKS,
  joinSpanish,
  type TemplateKey,
  type TemplateVariables,
} from './notification-templates';
import {
  actorOf,
  notableFields,
  type NotificationEventName,
  type NotificationEvents,
  type Recipient,
} from './recipients';

/**
 * Which template and which values one recipient's notification of one event uses; the values are
 * named as the templates name them (docs/templates.md#variables).
 */

const CLIENT_VISIBLE_FIELDS = new Set(['title', 'description', 'resolution']);
const EXCERPT_LENGTH = 200;

function excerpt(text: string | null): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

/** A text as a sentence in a message: trimmed, with its final stop. */
function sentence(text: string | null): string {
  const trimmed = (text ?? '').trim();
  return trimmed === '' || /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

type Chosen = { key: TemplateKey; variables: TemplateVariables };
type Composer<E extends NotificationEventName> = (
  payload: NotificationEvents[E],
  recipient: Recipient,
) => Chosen;

const COMPOSERS: { [E in NotificationEventName]: Composer<E> } = {
  'ticket.created': (_payload, recipient) => ({
    key: recipient.reason === 'requester' ? 'ticketCreatedForYou' : 'ticketCreated',
    variables: {},
  }),
  'ticket.updated': (payload, recipient): Chosen => {
    if (recipient.reason === 'departmentStaff') {
      return { key: 'ticketMovedToDepartment', variables: {} };
    }
    // A client reads only of the fields they see (never "el departamento").
    const fields = notableFields(payload.fields).filter(
      (field) => recipient.reason !== 'requester' || CLIENT_VISIBLE_FIELDS.has(field),
    );
    return {
      key: 'ticketUpdated',
      variables: { campos: joinSpanish(fields.map((field) => FIELD_NAMES[field] ?? field)) },
    };
  },
  // docs/product/tickets.md#closing: the client reads the solution and is asked to confirm it.
  'ticket.status_changed': (payload, recipient) => ({
    key:
      payload.to === 'RESUELTO' && recipient.reason === 'requester'
        ? 'ticketResolvedForYou'
        : 'statusChanged',
    variables: {
      estado_anterior: TICKET_STATUS_LABELS[payload.from],
      estado_nuevo: TICKET_STATUS_LABELS[payload.to],
    },
  }),
  'ticket.priority_changed': (payload) => ({
    key: 'priorityChanged',
    variables: {
      prioridad_anterior: TICKET_PRIORITY_LABELS[payload.from],
      prioridad_nueva: TICKET_PRIORITY_LABELS[payload.to],
    },
  }),
  'ticket.assigned': (_payload, recipient) => ({
    key:
      recipient.reason === 'previousAssignee'
        ? 'ticketReassignedAway'
        : recipient.reason === 'requester'
          ? 'ticketTaken'
          : 'ticketAssignedToYou',
    variables: {},
  }),
  'ticket.escalated': () => ({ key: 'ticketEscalated', variables: {} }),
  'ticket.comment_added': (payload) => ({
    key: payload.isInternal ? 'internalNoteAdded' : 'commentAdded',
    variables: {},
  }),
  'sla.escalation_alert': (payload) => ({
    key: payload.level === 'breached' ? 'slaBreached' : 'slaAtRisk',
    variables: {
      vence: payload.dueAt ? formatLimaMinute(payload.dueAt) : TEMPLATE_FALLBACKS.noDueDate,
    },
  }),
};

/** The events a person without an account causes: the public form's ticket and replies. */
const REQUESTER_EVENTS: ReadonlySet<NotificationEventName> = new Set([
  'ticket.created',
  'ticket.comment_added',
]);

export function composeNotification<E extends NotificationEventName>(
  event: E,
  payload: NotificationEvents[E],
  facts: TicketFacts,
  recipient: Recipient,
): Chosen {
  const chosen = COMPOSERS[event](payload, recipient);
  // Without an account behind it, a new ticket or a reply came from the requester (public
  // form, e-mail); anything else came from Atiende itself (the SLA's alerts and its automatic
  // escalation, docs/sla.md#automatic-escalation).
  const actorId = actorOf(event, payload);
  const actorName =
    facts.actorName ??
    (actorId !== null
      ? TEMPLATE_FALLBACKS.actorName
      : REQUESTER_EVENTS.has(event)
        ? facts.contactName || TEMPLATE_FALLBACKS.requesterName
        : TEMPLATE_FALLBACKS.systemName);
  return {
    key: chosen.key,
    variables: {
      numero: String(facts.number),
      asunto: facts.title,
      autor: actorName,
      departamento: facts.departmentName ?? TEMPLATE_FALLBACKS.noDepartment,
      tecnico: facts.assigneeName ?? TEMPLATE_FALLBACKS.actorName,
      extracto: excerpt(facts.commentBody),
      solucion: sentence(facts.resolution),
      ...chosen.variables,
    },
  };
}
