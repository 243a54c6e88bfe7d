import { z } from 'zod';
import { CUSTOMER_CONTACT_SOURCES, EXPORT_FORMATS, RUC_PATTERN } from '../constants/organisation';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../constants/tickets';
import { customerValidationMessages } from '../messages/es/customer-validation';
import { ticketMessages } from '../messages/es/tickets';
import { checkPeriodFields, periodQueryShape, periodRangeSchema, type NamedPeriod } from './period';
import { paginationSchema } from './api';

const v = customerValidationMessages;

/** `GET /api/customers-unified/stats/overview?period=` (docs/customers.md): the last 30 days. */
export const DEFAULT_CUSTOMER_STATS_PERIOD: NamedPeriod = '30d';

/** A RUC is unique by construction (index + 409), so it never shows up as a duplicate. */
export const CUSTOMER_DUPLICATE_REASONS = ['EMAIL', 'PHONE'] as const;
export type CustomerDuplicateReason = (typeof CUSTOMER_DUPLICATE_REASONS)[number];

export const CUSTOMER_NAME_MAX_LENGTH = 150;
export const CUSTOMER_CONTACTS_MAX = 100;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/** Optional text: trimmed, and an empty string means "none" (stored as null). */
const optionalText = (max: number, message: string = v.tooLong) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const optionalEmail = z
  .string()
  .trim()
  .max(254, v.emailInvalid)
  .nullable()
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null))
  .refine((value) => value === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), v.emailInvalid);

const optionalPhone = z
  .string()
  .trim()
  .max(30, v.phoneInvalid)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^[+\d\s()-]{6,30}$/.test(value), v.phoneInvalid);

const optionalRuc = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((value) => (value ? value.replace(/\s+/g, '') : null))
  .refine((value) => value === null || RUC_PATTERN.test(value), v.rucInvalid);

const customerName = z
  .string({ error: v.nameRequired })
  .trim()
  .min(1, v.nameRequired)
  .max(CUSTOMER_NAME_MAX_LENGTH, v.nameTooLong)
  .transform((value) => value.replace(/\s+/g, ' '));

export const customerListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(200).optional(),
  /** Part of the business name (empresa). */
  business: z.string().trim().max(CUSTOMER_NAME_MAX_LENGTH).optional(),
  /** The chain, whole name, any case. */
  chainName: z.string().trim().max(CUSTOMER_NAME_MAX_LENGTH).optional(),
  isActive: booleanQuery,
  includeStats: booleanQuery,
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerExportQuerySchema = customerListQuerySchema
  .omit({ page: true, limit: true, includeStats: true })
  .extend({ format: z.enum(EXPORT_FORMATS).default('xlsx') });
export type CustomerExportQuery = z.infer<typeof customerExportQuerySchema>;

export const customerStatsSchema = z.object({
  ticketsTotal: z.number().int(),
  ticketsOpen: z.number().int(),
  lastTicketAt: z.string().nullable(),
  contactsCount: z.number().int(),
});
export type CustomerStats = z.infer<typeof customerStatsSchema>;

export const customerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  chainName: z.string().nullable(),
  ruc: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** With `includeStats` (list) and always on the detail. */
  stats: customerStatsSchema.optional(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerContactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  cargo: z.string().nullable(),
  source: z.enum(CUSTOMER_CONTACT_SOURCES),
  userId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type CustomerContact = z.infer<typeof customerContactSchema>;

export const customerDetailSchema = customerSchema.extend({
  stats: customerStatsSchema,
  contacts: z.array(customerContactSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customerListResponseSchema = z.object({
  customers: z.array(customerSchema),
  pagination: paginationSchema,
});
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;

export const customerContactInputSchema = z.object({
  /** An existing contact of the customer, to edit it; absent = a new (MANUAL) contact. */
  id: z.uuid({ error: ticketMessages.validation.invalidId }).optional(),
  name: z
    .string({ error: v.contactNameRequired })
    .trim()
    .min(1, v.contactNameRequired)
    .max(100, v.tooLong),
  email: optionalEmail,
  phone: optionalPhone,
  cargo: optionalText(60),
});
export type CustomerContactInput = z.infer<typeof customerContactInputSchema>;

/**
 * POST and PUT bodies. On PUT, `contacts` (when sent) is the whole list: listed ids are
 * edited, entries without id are added, contacts left out are removed.
 */
export const customerInputSchema = z.object({
  name: customerName,
  chainName: optionalText(CUSTOMER_NAME_MAX_LENGTH),
  ruc: optionalRuc,
  email: optionalEmail,
  phone: optionalPhone,
  address: optionalText(300),
  notes: optionalText(2_000),
  isActive: z.boolean().default(true),
  contacts: z
    .array(customerContactInputSchema)
    .max(CUSTOMER_CONTACTS_MAX, v.contactsTooMany)
    .optional(),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;
/** What a form holds before parsing (empty strings allowed). */
export type CustomerFormValues = z.input<typeof customerInputSchema>;

export const customerTicketSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  departmentName: z.string().nullable(),
  contactName: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerTicket = z.infer<typeof customerTicketSchema>;

export const customerTicketsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const customerTicketsResponseSchema = z.object({
  tickets: z.array(customerTicketSchema),
  pagination: paginationSchema,
});
export type CustomerTicketsResponse = z.infer<typeof customerTicketsResponseSchema>;

export const customerStatsQuerySchema = z
  .object({
    ...periodQueryShape(DEFAULT_CUSTOMER_STATS_PERIOD),
    business: z.string().trim().max(CUSTOMER_NAME_MAX_LENGTH).optional(),
    chainName: z.string().trim().max(CUSTOMER_NAME_MAX_LENGTH).optional(),
  })
  .superRefine(checkPeriodFields);
export type CustomerStatsQuery = z.infer<typeof customerStatsQuerySchema>;

const countedSchema = z.object({ name: z.string(), tickets: z.number().int() });

export const customerStatsOverviewSchema = periodRangeSchema.extend({
  totalCustomers: z.number().int(),
  newCustomers: z.number().int(),
  activeCustomers: z.number().int(),
  tickets: z.number().int(),
  topCustomers: z.array(countedSchema.extend({ id: z.uuid(), openTickets: z.number().int() })),
  byBusiness: z.array(countedSchema),
  /** `name` null: customers without a chain. */
  byChain: z.array(countedSchema.extend({ name: z.string().nullable() })),
});
export type CustomerStatsOverview = z.infer<typeof customerStatsOverviewSchema>;

const duplicateSideSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  ruc: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  ticketsTotal: z.number().int(),
});

export const customerDuplicateSchema = z.object({
  reason: z.enum(CUSTOMER_DUPLICATE_REASONS),
  /** The shared e-mail or phone (digits only). */
  value: z.string(),
  first: duplicateSideSchema,
  second: duplicateSideSchema,
});
export type CustomerDuplicate = z.infer<typeof customerDuplicateSchema>;

export const customerMergeInputSchema = z.object({
  intoId: z.uuid({ error: v.intoIdRequired }),
});
export type CustomerMergeInput = z.infer<typeof customerMergeInputSchema>;

export const customerMergeResultSchema = z.object({
  customer: customerDetailSchema,
  moved: z.object({
    tickets: z.number().int(),
    users: z.number().int(),
    contacts: z.number().int(),
  }),
});
export type CustomerMergeResult = z.infer<typeof customerMergeResultSchema>;

/* The answers of the customer routes, inside the `{ success, data }` envelope. */
export const customerEnvelopeSchema = z.object({ customer: customerDetailSchema });
export const customerDuplicateListResponseSchema = z.object({
  duplicates: z.array(customerDuplicateSchema),
});
