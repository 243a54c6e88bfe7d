import { z } from 'zod';
import { TICKET_STATUSES } from '../constants/tickets';
import { fieldMessages } from '../messages/es/errors';
import { ticketMessages } from '../messages/es/tickets';

const nameField = z
  .string({ error: fieldMessages.nameRequired })
  .trim()
  .min(1, fieldMessages.nameRequired)
  .max(100, fieldMessages.nameTooLong);
const descriptionField = z.string().trim().max(2_000).nullable().optional();

/** spec §3 Department (public list): id, name. */
export const publicDepartmentSchema = z.object({ id: z.uuid(), name: z.string() });
export type PublicDepartment = z.infer<typeof publicDepartmentSchema>;

export const departmentStatusSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  baseStatus: z.enum(TICKET_STATUSES),
  pausesSla: z.boolean(),
  requiresResolutionNote: z.boolean(),
  notifiesLead: z.boolean(),
  position: z.number().int(),
});
export type DepartmentStatus = z.infer<typeof departmentStatusSchema>;

export const departmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  leadId: z.uuid().nullable(),
  statuses: z.array(departmentStatusSchema),
  /** Staff who work the department's tickets (DESIGN §6), besides its lead. */
  memberIds: z.array(z.uuid()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Department = z.infer<typeof departmentSchema>;

export const departmentStatusInputSchema = z.object({
  /** An existing status of the department, to keep it (tickets point at it); absent = new. */
  id: z.uuid({ error: ticketMessages.validation.invalidId }).optional(),
  name: nameField,
  baseStatus: z.enum(TICKET_STATUSES),
  pausesSla: z.boolean().default(false),
  requiresResolutionNote: z.boolean().default(false),
  notifiesLead: z.boolean().default(false),
});

export const departmentInputSchema = z.object({
  name: nameField,
  description: descriptionField,
  isActive: z.boolean().default(true),
  leadId: z.uuid().nullable().optional(),
  /** Custom statuses, in display order; each maps onto one base status. */
  statuses: z.array(departmentStatusInputSchema).max(30).optional(),
});
export type DepartmentInput = z.infer<typeof departmentInputSchema>;

/** spec §3 Product (public list): id, name, description, price, departmentId. */
export const publicProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  departmentId: z.uuid(),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

export const productSchema = publicProductSchema.extend({
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** `{name, description, price, departmentId}`; price in soles with 2 decimals. */
export const productInputSchema = z.object({
  name: nameField,
  description: descriptionField,
  price: z.coerce
    .number({ error: 'El precio debe ser un número' })
    .min(0, 'El precio no puede ser negativo')
    .max(9_999_999_999.99, 'El precio es demasiado alto')
    .multipleOf(0.01, 'El precio admite hasta 2 decimales'),
  departmentId: z.uuid({ error: 'El departamento es obligatorio' }),
  isActive: z.boolean().default(true),
});
export type ProductInput = z.infer<typeof productInputSchema>;
