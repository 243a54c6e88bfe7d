import { STAFF_ROLES, successEnvelope } from '@atiende/contracts';
import type { ApiKeyScope } from '@atiende/contracts/api-keys';
import type { FastifyContextConfig, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** What a route declares besides its OpenAPI tag and summary: params, query, body, response. */
export type RouteSchemas = Omit<FastifySchema, 'tags' | 'summary'>;

/**
 * Who may call a route, by name (checked by platform/auth/auth-guard.ts). Without one, any
 * signed-in user may.
 */
const ACCESS = {
  admins: { roles: ['ADMIN'] },
  managers: { roles: ['ADMIN', 'TECH_LEAD'] },
  staff: { roles: STAFF_ROLES },
  public: { public: true },
} as const satisfies Record<string, FastifyContextConfig>;

export type RouteAccess = keyof typeof ACCESS | FastifyContextConfig;

/**
 * A route's access that also accepts an `X-API-Key` holding one of `scopes`
 * (docs/api-keys.md#which-routes-accept-a-key); the key acts as its creator, an administrator.
 */
export function withApiKeyScopes(
  access: keyof typeof ACCESS | null,
  scopes: readonly ApiKeyScope[],
): FastifyContextConfig {
  return { ...(access ? ACCESS[access] : {}), apiKeyScopes: scopes };
}

/**
 * The route options of one module (docs/conventions.md#validation-at-the-edge): every route of
 * the module shares its OpenAPI tag; each says its summary, its contract schemas and who may call
 * it: a name of ACCESS or a whole config (`rateLimit`, …).
 *
 * ```ts
 * const route = routesTagged('departments');
 * app.put('/api/departments/:id', route('Edit a department', { params: idParamsSchema }, 'managers'), …);
 * ```
 */
export function routesTagged(tag: string) {
  const tags = [tag];
  return <S extends RouteSchemas>(summary: string, schema: S, access?: RouteAccess) => ({
    config: typeof access === 'string' ? ACCESS[access] : access,
    schema: { tags, summary, ...schema },
  });
}

/** `{ 200: { success: true, data } }`, the response schema of most routes. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return { 200: successEnvelope(data) };
}

/** `{ 201: { success: true, data } }`, the response schema of a route that creates. */
export function createdEnvelope<T extends z.ZodType>(data: T) {
  return { 201: successEnvelope(data) };
}

/** The body of a successful answer, `{ success: true, data }` (docs/conventions.md#api). */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

/** The Fastify instance a module's route functions receive, typed by the zod provider. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** Where a request comes from, for the session and audit rows a service writes. */
export function requestMeta(request: FastifyRequest) {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    requestId: request.id,
  };
}
