import type { FastifyRequest } from 'fastify';
import type { AuditContext } from './audit.service';

/**
 * The actor of an entry comes from the verified token only, never from X-User-Id
 * (docs/conventions.md#security).
 */
export function auditContextOf(request: FastifyRequest): AuditContext {
  return {
    actorId: request.auth?.userId ?? null,
    actorRole: request.auth?.role ?? null,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
    requestId: request.id ?? null,
  };
}
