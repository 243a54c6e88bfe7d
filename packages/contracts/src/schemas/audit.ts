import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_DESCRIPTION_MAX_LENGTH,
  AUDIT_ENTITY_TYPES,
  AUDIT_SEVERITIES,
  AUDIT_STACK_MAX_LENGTH,
  CLIENT_AUDIT_EVENT_TYPES,
} from '../constants/audit';
import { ROLES } from '../constants/roles';
import { auditMessages } from '../messages/es/audit';
import { paginationSchema } from './api';

const v = auditMessages.validation;

/** Long texts are cut, not refused: a report must never fail because a stack was long. */
function clippedText(max: number, accept = max * 5) {
  return z
    .string({ error: v.fieldTooLong })
    .max(accept, v.fieldTooLong)
    .transform((text) => text.slice(0, max));
}

/**
 * docs/product/audit-and-monitoring.md#error-reports audit log event, as the web app sends it.
 * `userId`, `userAgent` and `severity` may be sent (the original product sends them) but the server
 * takes identity and agent from the request and classifies the severity itself
 * (docs/product/audit-and-monitoring.md#error-reports), so a client cannot forge them.
 */
export const clientAuditEventSchema = z.object({
  eventType: z.enum(CLIENT_AUDIT_EVENT_TYPES, { error: v.eventTypeInvalid }),
  entityType: z.enum(['FRONTEND', 'API'], { error: v.entityTypeInvalid }).optional(),
  entityId: z.string().trim().max(200, v.fieldTooLong).optional(),
  userId: z.string().max(100).optional(),
  description: z
    .string({ error: v.descriptionRequired })
    .trim()
    .min(1, v.descriptionRequired)
    .max(AUDIT_DESCRIPTION_MAX_LENGTH, v.descriptionTooLong),
  severity: z.enum(AUDIT_SEVERITIES, { error: v.severityInvalid }).optional(),
  userAgent: z.string().max(1_000).optional(),
  details: z
    .object({
      errorName: z.string().max(200, v.fieldTooLong).optional(),
      errorMessage: clippedText(AUDIT_DESCRIPTION_MAX_LENGTH).optional(),
      stack: clippedText(AUDIT_STACK_MAX_LENGTH).optional(),
      componentStack: clippedText(AUDIT_STACK_MAX_LENGTH).optional(),
      url: z.string().max(2_000, v.fieldTooLong).optional(),
      endpoint: z.string().max(2_000, v.fieldTooLong).optional(),
      method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
      statusCode: z.number({ error: v.statusCodeInvalid }).int().min(0).max(599).optional(),
      errorCode: z.string().max(100, v.fieldTooLong).optional(),
      responseData: z.unknown().optional(),
      sessionId: z.string().max(200, v.fieldTooLong).optional(),
    })
    .strip()
    .optional(),
});
export type ClientAuditEvent = z.input<typeof clientAuditEventSchema>;

const optionalUuid = z.uuid({ error: v.idInvalid }).optional();
const limaDate = z.iso.date({ error: v.dateInvalid }).optional();

/** GET /api/audit-logs (and its CSV export): dates are America/Lima days, both inclusive. */
export const auditLogListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    from: limaDate,
    to: limaDate,
    action: z.enum(AUDIT_ACTIONS, { error: v.actionInvalid }).optional(),
    entityType: z.enum(AUDIT_ENTITY_TYPES, { error: v.entityTypeInvalid }).optional(),
    entityId: z.string().trim().max(200).optional(),
    actorId: optionalUuid,
    severity: z.enum(AUDIT_SEVERITIES, { error: v.severityInvalid }).optional(),
    search: z.string().trim().max(200).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: v.dateRangeInvalid,
    path: ['to'],
  });
export type AuditLogListQuery = z.infer<typeof auditLogListQuerySchema>;
export type AuditLogFilters = Omit<AuditLogListQuery, 'page' | 'limit'>;

export const auditLogSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorRole: z.enum(ROLES).nullable(),
  action: z.string(),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string().nullable(),
  severity: z.enum(AUDIT_SEVERITIES),
  message: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  details: z.unknown().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

export const auditLogListResponseSchema = z.object({
  auditLogs: z.array(auditLogSchema),
  pagination: paginationSchema,
});
export type AuditLogListResponse = z.infer<typeof auditLogListResponseSchema>;

export const auditReportResponseSchema = z.object({ id: z.uuid() });
