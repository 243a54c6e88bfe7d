/**
 * Everything zod-based the ticket screens use: response schemas and the create form's resolver.
 * Loaded on demand (load-ticket-validation.ts), like the auth screens do, so zod never reaches
 * /login's first load.
 */
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  attachmentSchema,
  commentSchema,
  createTicketInputSchema,
  publicDepartmentSchema,
  publicProductSchema,
  ticketDetailSchema,
  ticketEventSchema,
  ticketListResponseSchema,
  userSchema,
} from '@atiende/contracts';

export { ticketListResponseSchema };
export const ticketEnvelopeSchema = z.object({ ticket: ticketDetailSchema });
export const commentListSchema = z.object({ comments: z.array(commentSchema) });
export const commentEnvelopeSchema = z.object({ comment: commentSchema });
export const eventListSchema = z.object({ events: z.array(ticketEventSchema) });
export const attachmentListSchema = z.object({ attachments: z.array(attachmentSchema) });
export const publicDepartmentListSchema = z.array(publicDepartmentSchema);
export const publicProductListSchema = z.array(publicProductSchema);
/** GET /api/departments (staff): the filter bar needs only id and name. */
export const departmentListSchema = z.object({ departments: z.array(publicDepartmentSchema) });
export const technicianListSchema = z.object({
  users: z.array(userSchema.pick({ id: true, name: true, email: true, role: true })),
});
export const bulkResultSchema = z.object({
  updated: z.array(z.string()),
  failed: z.array(z.object({ id: z.string(), number: z.number(), message: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
export type Technician = z.infer<typeof technicianListSchema>['users'][number];

export type CreateTicketFormValues = z.input<typeof createTicketInputSchema>;
export type CreateTicketFormOutput = z.output<typeof createTicketInputSchema>;
export const createTicketResolver = zodResolver(createTicketInputSchema);
