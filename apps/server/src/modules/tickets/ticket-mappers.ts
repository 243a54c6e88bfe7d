import type {
  Attachment,
  Comment,
  TicketDetail,
  TicketEvent,
  TicketSummary,
} from '@atiende/contracts';
import type { AttachmentRow, findComments } from './comments.repository';
import type { TicketSummaryRow } from './ticket-list.repository';
import type { TicketDetailRow, findTicketEvents } from './tickets.repository';

/** Lists arrive with ISO strings already (selectFast); single rows with Date. */
const isoOf = (date: Date | string) => (typeof date === 'string' ? date : date.toISOString());
const iso = (date: Date | string | null) => (date === null ? null : isoOf(date));
const person = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

/** What the requester typed as business, else the company the ticket belongs to. */
const businessOf = (row: Pick<TicketSummaryRow, 'contactBusiness' | 'customerName'>) =>
  row.contactBusiness ?? row.customerName;

/** The list's SLA column: JSON text or already parsed, depending on the driver's path. */
function slaSummaryOf(value: TicketSummaryRow['sla']): TicketSummary['sla'] {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as TicketSummary['sla'];
}

export function toTicketSummary(row: TicketSummaryRow): TicketSummary {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    status: row.status,
    customStatus: person(row.customStatusId, row.customStatusName),
    priority: row.priority,
    source: row.source,
    department: person(row.departmentId, row.departmentName),
    assignedTo: person(row.assignedToId, row.assignedToName),
    // docs/tickets.md#who-sees-what: a portal ticket names the client's company (its customer).
    requester: { name: row.contactName, email: row.contactEmail, business: businessOf(row) },
    customer: person(row.customerId, row.customerName),
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
    firstResponseAt: iso(row.firstResponseAt),
    resolvedAt: iso(row.resolvedAt),
    closedAt: iso(row.closedAt),
    sla: slaSummaryOf(row.sla),
  };
}

export function toTicketDetail(
  row: TicketDetailRow,
  products: Array<{ id: string; name: string; price: number }>,
  permissions: TicketDetail['permissions'],
): TicketDetail {
  return {
    ...toTicketSummary(row),
    description: row.description,
    contact: {
      name: row.contactName,
      email: row.contactEmail,
      phone: row.contactPhone,
      business: businessOf(row),
      cargo: row.contactCargo,
    },
    requesterId: row.requesterId,
    products,
    resolution: row.resolution,
    version: row.version,
    permissions,
  };
}

export function toAttachment(ticketId: string, row: Omit<AttachmentRow, 'storageKey'>): Attachment {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    commentId: row.commentId,
    createdAt: row.createdAt.toISOString(),
    url: `/api/tickets/${ticketId}/attachments/${row.id}`,
  };
}

type CommentRow = Awaited<ReturnType<typeof findComments>>[number];

export function toComment(
  ticketId: string,
  row: CommentRow,
  attachments: AttachmentRow[],
): Comment {
  return {
    id: row.id,
    body: row.body,
    isInternal: row.isInternal,
    author: { id: row.authorId, name: row.authorName, role: row.authorRole },
    attachments: attachments
      .filter((file) => file.commentId === row.id)
      .map((file) => toAttachment(ticketId, file)),
    createdAt: row.createdAt.toISOString(),
  };
}

type EventRow = Awaited<ReturnType<typeof findTicketEvents>>[number];

/** `labelOf` names the ids in from/to (ticket-labels.ts); without it the labels are null. */
export function toTicketEvent(
  row: EventRow,
  labelOf: (type: string, value: string | null) => string | null = () => null,
): TicketEvent {
  return {
    id: String(row.id),
    type: row.type as TicketEvent['type'],
    actor: person(row.actorId, row.actorName),
    from: row.fromValue,
    to: row.toValue,
    fromLabel: labelOf(row.type, row.fromValue),
    toLabel: labelOf(row.type, row.toValue),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
