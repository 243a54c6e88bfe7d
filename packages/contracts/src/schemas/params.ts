import { z } from 'zod';
import { ticketMessages } from '../messages/es/tickets';

const v = ticketMessages.validation;

/** `/:id` of a department, product, customer, user, import or session. */
export const idParamsSchema = z.object({ id: z.uuid({ error: v.invalidId }) });

/** `/api/tickets/:id` and the routes below it. */
export const ticketIdParamsSchema = z.object({ id: z.uuid({ error: v.invalidTicketId }) });

/** `/api/tickets/:id/attachments/:attachmentId`. */
export const ticketAttachmentParamsSchema = ticketIdParamsSchema.extend({
  attachmentId: z.uuid(),
});

/** `?departmentId=`, optional: the assignment picker of one department. */
export const departmentFilterQuerySchema = z.object({
  departmentId: z.uuid({ error: v.invalidId }).optional(),
});
