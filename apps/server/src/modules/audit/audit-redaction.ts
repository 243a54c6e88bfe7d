import { AUDIT_STACK_MAX_LENGTH } from '@atiende/contracts';

/**
 * Before/after snapshots never keep secrets (issue 4): any key that names a password, token,
 * secret, hash or key is replaced, at any depth. Values are bounded so one entry stays small.
 */
const SECRET_KEY =
  /pass(word)?|token|secret|hash|api[-_]?key|authorization|cookie|credential|private[-_]?key/i;
const REDACTED = '[oculto]';
const MAX_DEPTH = 6;
const MAX_STRING = AUDIT_STACK_MAX_LENGTH; // a stack trace is the longest text kept
const MAX_ITEMS = 200;

export function redactSecrets(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string')
    return value.length > MAX_STRING ? value.slice(0, MAX_STRING) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) {
    return value.slice(0, MAX_ITEMS).map((item) => redactSecrets(item, depth + 1));
  }
  if (typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>).slice(
      0,
      MAX_ITEMS,
    )) {
      result[key] = SECRET_KEY.test(key) ? REDACTED : redactSecrets(item, depth + 1);
    }
    return result;
  }
  return null; // functions, symbols: nothing worth keeping
}

/** Free-form data sent by a client (an API error's body), kept as bounded JSON text. */
export function boundedJson(value: unknown, maxLength: number): unknown {
  if (value === undefined) return undefined;
  const redacted = redactSecrets(value);
  const text = JSON.stringify(redacted) ?? 'null';
  return text.length <= maxLength ? redacted : `${text.slice(0, maxLength)}…`;
}
