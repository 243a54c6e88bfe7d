const HIDDEN = '[oculto]';
const MAX_CAUSES = 5;

/** Properties where database drivers keep a failed statement's values (pg, PGlite, Drizzle). */
const PARAMETER_KEYS = new Set(['params', 'parameters', 'queryParams', 'values']);

/**
 * Drizzle's failed query reads "Failed query: <sql>\nparams: <values>", in the message and
 * in the stack before its frames: the SQL stays, the values go.
 */
function withoutParameters(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${HIDDEN}`);
}

/**
 * PostgreSQL's detail repeats the values of a row ("Key (email)=(ana@…) already exists",
 * "Failing row contains (…, $argon2id$…)"): the column names stay, the values go.
 */
function withoutRowValues(detail: string): string {
  return detail.replace(/(=|contains )\(.*\)/s, `$1(${HIDDEN})`);
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

function serializeCause(value: unknown, depth: number): unknown {
  if (!(value instanceof Error)) return value;
  if (depth > MAX_CAUSES) return { type: value.name, message: withoutParameters(value.message) };
  return serializeError(value, depth);
}

/**
 * The logger's `err` serializer: pino's shape (type, message, stack, own properties, cause)
 * without the values of a failed statement. Those values are users' data, password hashes
 * included, and a log is not the place for them.
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  // pino passes whatever was logged under `err`; only errors are reshaped.
  if (!(error instanceof Error)) return error as unknown as SerializedError;
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: withoutParameters(error.message),
    stack: withoutParameters(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key in serialized || key === 'cause') continue;
    if (PARAMETER_KEYS.has(key)) serialized[key] = HIDDEN;
    else if (key === 'detail' && typeof value === 'string')
      serialized[key] = withoutRowValues(value);
    else serialized[key] = serializeCause(value, depth + 1);
  }
  if (error.cause !== undefined) serialized.cause = serializeCause(error.cause, depth + 1);
  if (error instanceof AggregateError) {
    serialized.aggregateErrors = error.errors.map((inner) => serializeCause(inner, depth + 1));
  }
  return serialized;
}
