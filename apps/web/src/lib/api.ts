import type { z } from 'zod';
import { apiRequest, type RequestOptions } from './api-client';

/**
 * The one way a feature calls the API (docs/conventions.md, "Web data layer"): the path, the
 * options and the contract's response schema; the answer comes back parsed by that schema.
 * Headers, time-outs, session renewal and error envelopes are api-client.ts's.
 *
 * The schema may also be a loader of one (`() => loadAuthValidation().then(...)`), for the
 * screens that keep zod out of their first download.
 */
export type ResponseSchema<TSchema extends z.ZodType> = TSchema | (() => Promise<TSchema>);

/** What a read may pass to the client: everything but the method and the body. */
export type ReadOptions = Omit<RequestOptions, 'method' | 'body'>;
export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function parseWith<TSchema extends z.ZodType>(
  schema: ResponseSchema<TSchema>,
  data: unknown,
): Promise<z.output<TSchema>> {
  const resolved = 'safeParse' in schema ? schema : await schema();
  return resolved.parse(data);
}

/** GET `path`, parsed by the contract's schema. */
export async function apiGet<TSchema extends z.ZodType>(
  path: string,
  schema: ResponseSchema<TSchema>,
  options: ReadOptions = {},
): Promise<z.output<TSchema>> {
  return parseWith(schema, await apiRequest(path, options));
}

/**
 * POST/PUT/PATCH/DELETE `path` with `body` (JSON, or FormData as multipart), the answer parsed
 * by the contract's schema. Pass `null` as the schema for a call whose answer is not read.
 */
export async function apiSend<TSchema extends z.ZodType>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: ResponseSchema<TSchema>,
  options?: ReadOptions,
): Promise<z.output<TSchema>>;
export async function apiSend(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: null,
  options?: ReadOptions,
): Promise<void>;
export async function apiSend<TSchema extends z.ZodType>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: ResponseSchema<TSchema> | null,
  options: ReadOptions = {},
): Promise<z.output<TSchema> | void> {
  const data = await apiRequest(path, { ...options, method, body });
  if (schema) return parseWith(schema, data);
}
