import { successEnvelope } from '@atiende/contracts';
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { z } from 'zod';

/** What a route declares besides its OpenAPI tag and summary: params, query, body, response. */
export type RouteSchemas = Omit<FastifySchema, 'tags' | 'summary'>;

/**
 * The route options of one module (docs/conventions.md#validation-at-the-edge): every route of
 * the module shares its OpenAPI tag; each says its summary, its contract schemas and, in config,
 * who may call it (`roles`, `public`, `rateLimit`; see platform/auth/auth-guard.ts).
 *
 * ```ts
 * const route = routesTagged('departments');
 * app.put('/api/departments/:id', route('Edit a department', { params: idParamsSchema }, MANAGERS), …);
 * ```
 */
export function routesTagged(tag: string) {
  const tags = [tag];
  return <S extends RouteSchemas>(summary: string, schema: S, config?: FastifyContextConfig) => ({
    config,
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
