import { z } from 'zod';
import { ROLES } from '../constants/roles';
import {
  CARGO_VALUES,
  COMMENT_MAX_LENGTH,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_EVENT_TYPES,
  TICKET_SORT_FIELDS,
  TICKET_TITLE_MAX_LENGTH,
} from '../constants/tickets';
import { ticketMessages } from '../messages/es/tickets';
import { paginationSchema, type Pagination } from './api';
import { departmentStatusSchema } from './departments';
import {
  personSchema,
  ticketPrioritySchema,
  ticketSourceSchema,
  ticketStatusSchema,
  ticketSummarySchema,
} from './ticket-summary';

// The list's schemas live in a module of their own (docs/performance.md, thirteenth pass).
export * from './ticket-summary';

const v = ticketMessages.validation;

export const titleSchema = z
  .string({ error: v.titleRequired })
  .trim()
  .min(1, v.titleRequired)
  .max(TICKET_TITLE_MAX_LENGTH, v.titleTooLong);
export const descriptionSchema = z
  .string({ error: v.descriptionRequired })
  .trim()
  .min(1, v.descriptionRequired)
  .max(TICKET_DESCRIPTION_MAX_LENGTH, v.descriptionTooLong);
export const departmentIdSchema = z.uuid({ error: v.departmentRequired });
const productIdsSchema = z
  .array(z.uuid({ error: v.productUnknown }))
  .max(50)
  .default([]);

/** docs/product/tickets.md: text, an @, a dot, no spaces. */
export const PUBLIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * docs/product/public-form.md: the public form's multipart fields, by their exact names. Files
 * travel as repeated `attachments` parts and are checked while streaming; `productIds` (repeated)
 * is ours.
 */
export const publicTicketFieldsSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  customerName: z.string({ error: v.nameRequired }).trim().min(1, v.nameRequired).max(100),
  customerEmail: z
    .string({ error: v.emailRequired })
    .trim()
    .min(1, v.emailRequired)
    .max(254, v.emailInvalid)
    .regex(PUBLIC_EMAIL_PATTERN, v.emailInvalid)
    .toLowerCase(),
  customerPhone: z
    .string({ error: v.phoneRequired })
    .trim()
    .min(1, v.phoneRequired)
    .max(30, v.phoneInvalid)
    .regex(/^[+\d\s()-]{6,30}$/, v.phoneInvalid),
  clientBusiness: z
    .string({ error: v.businessRequired })
    .trim()
    .min(1, v.businessRequired)
    .max(150),
  clientCargo: z
    .string({ error: v.cargoRequired })
    .trim()
    .min(1, v.cargoRequired)
    .pipe(z.enum(CARGO_VALUES, { error: v.cargoInvalid })),
  departmentId: z
    .string({ error: v.departmentRequired })
    .trim()
    .min(1, v.departmentRequired)
    .pipe(departmentIdSchema),
  priority: ticketPrioritySchema.default('MEDIA'),
  productIds: productIdsSchema,
});
export type PublicTicketFields = z.infer<typeof publicTicketFieldsSchema>;

/**
 * The first response the ticket's SLA policy promises (docs/sla.md#the-public-forms-promise):
 * whole minutes, in business time when the policy has a calendar.
 */
export const firstResponsePromiseSchema = z.object({
  minutes: z.number().int().positive(),
  isBusinessTime: z.boolean(),
});
export type FirstResponsePromise = z.infer<typeof firstResponsePromiseSchema>;

export const publicTicketResponseSchema = z.object({
  ticketId: z.uuid(),
  ticketNumber: z.number().int(),
  /** Null without a policy; an answer stored before the promise existed reads as null. */
  firstResponse: firstResponsePromiseSchema.nullable().default(null),
});
export type PublicTicketResponse = z.infer<typeof publicTicketResponseSchema>;

/** POST /api/tickets (signed in). Clients always file for themselves. */
export const createTicketInputSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  departmentId: departmentIdSchema,
  priority: ticketPrioritySchema.default('MEDIA'),
  productIds: productIdsSchema,
  /**
   * A ticket raised from the assistant's chat (docs/assistant.md#sessions): the chat's session
   * id (at most 120 characters, ASSISTANT_SESSION_ID_MAX_LENGTH) and `aiGenerated: true`; the
   * ticket's source is then CHAT. The assistant's contract reads these two from here
   * (ticketFromChatFieldsSchema).
   */
  ragSessionId: z.string().trim().min(1).max(120).optional(),
  aiGenerated: z.boolean().optional(),
});
export type CreateTicketInput = z.infer<typeof createTicketInputSchema>;

/**
 * PUT /api/tickets/{id}: every field optional but `version` (docs/conventions.md#api optimistic
 * concurrency).
 */
export const updateTicketInputSchema = z.object({
  version: z.number({ error: v.versionRequired }).int().min(1, v.versionRequired),
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  priority: ticketPrioritySchema.optional(),
  departmentId: departmentIdSchema.optional(),
  status: ticketStatusSchema.optional(),
  /** A custom status of the ticket's department; sets `status` to its base status. */
  customStatusId: z.uuid().nullable().optional(),
  resolution: z.string().trim().max(TICKET_DESCRIPTION_MAX_LENGTH).optional(),
  productIds: z
    .array(z.uuid({ error: v.productUnknown }))
    .max(50)
    .optional(),
});
export type UpdateTicketInput = z.infer<typeof updateTicketInputSchema>;

export const assignTicketInputSchema = z.object({
  assignedToId: z.uuid({ error: v.assigneeRequired }),
});
export const reassignTicketInputSchema = z.object({
  assignedToId: z.uuid({ error: v.assigneeRequired }),
  reason: z.string({ error: v.reasonRequired }).trim().min(1, v.reasonRequired).max(500),
});

export const commentInputSchema = z.object({
  body: z
    .string({ error: v.commentRequired })
    .trim()
    .min(1, v.commentRequired)
    .max(COMMENT_MAX_LENGTH, v.commentTooLong),
  isInternal: z.boolean().default(false),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const attachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  commentId: z.uuid().nullable(),
  createdAt: z.string(),
  /** Download URL (needs the same Bearer token as the ticket). */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const commentSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  isInternal: z.boolean(),
  author: z.object({ id: z.uuid().nullable(), name: z.string(), role: z.enum(ROLES).nullable() }),
  attachments: z.array(attachmentSchema),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const ticketEventSchema = z.object({
  id: z.string(),
  type: z.enum(TICKET_EVENT_TYPES),
  actor: personSchema.nullable(),
  /** A base status, a priority, or an id (user, department, custom status) by event type. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /**
   * The display name of an id in `from` / `to` (a user, a department, a custom status); null
   * for plain values (statuses, priorities) and for an id that no longer exists.
   */
  fromLabel: z.string().nullable(),
  toLabel: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TicketEvent = z.infer<typeof ticketEventSchema>;

export const ticketDetailSchema = ticketSummarySchema.extend({
  description: z.string(),
  contact: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    business: z.string().nullable(),
    cargo: z.string().nullable(),
  }),
  requesterId: z.uuid().nullable(),
  products: z.array(z.object({ id: z.uuid(), name: z.string(), price: z.number() })),
  resolution: z.string().nullable(),
  version: z.number().int(),
  /** What the caller may do, so screens show only the actions the server will accept. */
  permissions: z.object({
    /** Base statuses the caller may choose; the current one too when it is on a custom status. */
    allowedStatuses: z.array(ticketStatusSchema),
    /** Active custom statuses of the ticket's department the caller may choose (staff only). */
    allowedCustomStatuses: z.array(
      departmentStatusSchema.pick({
        id: true,
        name: true,
        baseStatus: true,
        requiresResolutionNote: true,
      }),
    ),
    canEdit: z.boolean(),
    /** Staff only: a client sets the priority when filing, then says why in a comment. */
    canChangePriority: z.boolean(),
    /** The client who filed it answers "¿Se resolvió tu problema?" on a resolved ticket. */
    canConfirmResolution: z.boolean(),
    canAssign: z.boolean(),
    canReassign: z.boolean(),
    canDelete: z.boolean(),
    canAddInternalNote: z.boolean(),
  }),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();
/** `status=PENDIENTE,EN_PROGRESO` or a single value. */
const listOf = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(10))
    .optional();

export const ticketListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(200).optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${TICKET_SORT_FIELDS.join('|')})$`), 'Orden no permitido')
    .default('-updatedAt'),
  status: listOf(ticketStatusSchema),
  priority: listOf(ticketPrioritySchema),
  source: listOf(ticketSourceSchema),
  /** A department id, or `none`: tickets without a department (docs/tickets.md#list-filters). */
  departmentId: z.union([z.uuid(), z.literal('none')]).optional(),
  /** A user id, `me`, or `none` (unassigned). */
  assignedToId: z.union([z.uuid(), z.enum(['me', 'none'])]).optional(),
  customerId: z.uuid().optional(),
  from: z.iso.date({ error: v.dateInvalid }).optional(),
  to: z.iso.date({ error: v.dateInvalid }).optional(),
  /**
   * Days of resolution (`resolvedAt`, Lima days, both included): the dashboards' resolved
   * figures open the tickets they count (docs/tickets.md#list-filters). A reopened ticket has
   * no resolution and leaves them.
   */
  resolvedFrom: z.iso.date({ error: v.dateInvalid }).optional(),
  resolvedTo: z.iso.date({ error: v.dateInvalid }).optional(),
  /**
   * Escalated, or reopened (Resuelto or Cerrado back to an open status), since the start of this
   * Lima day: the dashboards' "Desde ayer" (docs/tickets.md#list-filters).
   */
  escalatedFrom: z.iso.date({ error: v.dateInvalid }).optional(),
  reopenedFrom: z.iso.date({ error: v.dateInvalid }).optional(),
  mine: booleanQuery,
  unassigned: booleanQuery,
  /** `completed` = RESUELTO and CERRADO (/tickets/completed, docs/product/tickets.md). */
  view: z.enum(['open', 'completed', 'all']).default('all'),
  /** `atRisk`: the running SLA clock is past its warning ("Por vencer", docs/tickets.md). */
  sla: z.enum(['atRisk']).optional(),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

export { paginationSchema, type Pagination };

/** POST /api/tickets/bulk: one action on up to 100 tickets, each checked like a single change. */
export const bulkTicketInputSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('assign'),
    ticketIds: z.array(z.uuid()).min(1).max(100),
    assignedToId: z.uuid({ error: v.assigneeRequired }),
  }),
  z.object({
    action: z.literal('status'),
    ticketIds: z.array(z.uuid()).min(1).max(100),
    status: ticketStatusSchema,
    resolution: z.string().trim().max(TICKET_DESCRIPTION_MAX_LENGTH).optional(),
  }),
  z.object({
    action: z.literal('priority'),
    ticketIds: z.array(z.uuid()).min(1).max(100),
    priority: ticketPrioritySchema,
  }),
]);
export type BulkTicketInput = z.infer<typeof bulkTicketInputSchema>;

export const bulkTicketResponseSchema = z.object({
  updated: z.array(z.uuid()),
  failed: z.array(
    z.object({ id: z.uuid(), number: z.number().int().nullable(), message: z.string() }),
  ),
});
export type BulkTicketResponse = z.infer<typeof bulkTicketResponseSchema>;

/* The answers of the ticket routes, inside the `{ success, data }` envelope. */
export const ticketEnvelopeSchema = z.object({ ticket: ticketDetailSchema });
export const commentListResponseSchema = z.object({ comments: z.array(commentSchema) });
export const commentEnvelopeSchema = z.object({ comment: commentSchema });
export const attachmentListResponseSchema = z.object({ attachments: z.array(attachmentSchema) });
export const ticketEventListResponseSchema = z.object({ events: z.array(ticketEventSchema) });
