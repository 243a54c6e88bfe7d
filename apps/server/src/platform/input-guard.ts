import { fieldMessages, type FieldError } from '@atiende/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const NUL = '\u0000';
const MAX_DEPTH = 32;

/**
 * The dotted path of the first string (or key) holding a NUL character ('' for `value` itself),
 * or null. Runs before every route's validation, so the path is built only on a hit: a clean
 * request allocates nothing.
 */
export function findNulCharacter(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? '' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const name = String(key);
    if (name.includes(NUL)) return name;
    const found = findNulCharacter(item, depth + 1);
    if (found !== null) return found === '' ? name : `${name}.${found}`;
  }
  return null;
}

/** The same 400 a schema failure gives, for a text field that carries a NUL character. */
export function nulCharacterError(field: string): AppError {
  const details: FieldError[] = [{ field, message: fieldMessages.nulCharacter }];
  return new AppError('VALIDATION_FAILED', details, { message: fieldMessages.nulCharacter });
}

/**
 * PostgreSQL cannot store NUL in text (nor `\u0000` in jsonb): such a request used to reach
 * the database and fail with a 500. Every route's params, query and JSON body are checked
 * before validation, so it is one 400 naming the field, whatever the route; multipart fields
 * are checked where they are read (uploads.ts).
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNulCharacter(part);
      if (field !== null) throw nulCharacterError(field || 'body');
    }
  });
}
