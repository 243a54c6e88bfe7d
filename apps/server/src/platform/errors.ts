import {
  ERROR_STATUS,
  errorMessages,
  fieldMessages,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldError,
} from '@atiende/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * The one error type of the server (docs/conventions.md#errors): a stable code, optional details.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
    options: { message?: string; headers?: Record<string, string> } = {},
  ) {
    super(options.message ?? errorMessages[code]);
    this.statusCode = ERROR_STATUS[code];
    this.headers = options.headers;
  }

  readonly headers: Record<string, string> | undefined;
}

export function envelope(code: ErrorCode, message: string, details?: unknown): ErrorEnvelope {
  return {
    success: false,
    message,
    error: details === undefined ? { code } : { code, details },
  };
}

type ValidationIssue = { instancePath?: string; message?: string; keyword?: string };

function toFieldErrors(issues: ValidationIssue[], context: string | undefined): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const error =
      path === '' && context === 'body'
        ? { field: 'body', message: fieldMessages.bodyMissing }
        : {
            field: path || (context ?? 'request'),
            message: issue.message ?? fieldMessages.invalidType,
          };
    // One message per field: the first problem found is the one to fix first.
    if (!byField.has(error.field)) byField.set(error.field, error);
  }
  return [...byField.values()];
}

/**
 * A zod failure of a body parsed by hand (multipart fields) as the same 400 the route
 * schemas give: one Spanish message per field.
 */
export function validationError(error: {
  issues: Array<{ path: PropertyKey[]; message: string }>;
}): AppError {
  const issues = error.issues.map((issue) => ({
    instancePath: `/${issue.path.map(String).join('/')}`,
    message: issue.message,
  }));
  const details = toFieldErrors(issues, 'body');
  return new AppError('VALIDATION_FAILED', details, { message: details[0]?.message });
}

/** Connection-level database failures become 503, not 500 (docs/conventions.md#reliability). */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  const unavailable = new Set([
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    '57P01',
    '57P02',
    '57P03',
    '53300',
  ]);
  const message = error instanceof Error ? error.message : '';
  return (
    unavailable.has(code ?? '') ||
    unavailable.has(cause ?? '') ||
    /Connection terminated|timeout exceeded when trying to connect/i.test(message)
  );
}

/**
 * Parser failures of @fastify/busboy (bad or missing boundary, body cut short) and of
 * @fastify/multipart (a part closed early, a forbidden field name): the client sent a form
 * that cannot be read, a 400 like malformed JSON, not a server failure.
 */
const MULTIPART_PARSER_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
];
const MULTIPART_CLIENT_CODES = new Set([
  'FST_MP_PREMATURE_CLOSE',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
]);

export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && MULTIPART_CLIENT_CODES.has(code)) return true;
  return !code && MULTIPART_PARSER_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * A NUL character that got past the input guard (text PostgreSQL refuses: 22021 in text,
 * 22P05 in jsonb) is the client's input, not a server failure.
 */
function isNulCharacterRejected(error: unknown): boolean {
  const codes = [
    (error as { code?: string } | undefined)?.code,
    (error as { cause?: { code?: string } } | undefined)?.cause?.code,
  ];
  return codes.some((code) => code === '22021' || code === '22P05');
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
};

function classify(error: FastifyError): { code: ErrorCode; details?: unknown; message?: string } {
  if (error instanceof AppError)
    return { code: error.code, details: error.details, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      code: 'VALIDATION_FAILED',
      details: toFieldErrors(error.validation as ValidationIssue[], error.validationContext),
    };
  }
  if (error.validation) {
    return {
      code: 'VALIDATION_FAILED',
      details: toFieldErrors(error.validation as ValidationIssue[], error.validationContext),
    };
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return { code: mapped };
  if (isMalformedMultipart(error)) {
    return {
      code: 'VALIDATION_FAILED',
      details: [{ field: 'body', message: fieldMessages.multipartMalformed }],
    };
  }
  if (isNulCharacterRejected(error)) {
    return {
      code: 'VALIDATION_FAILED',
      details: [{ field: 'body', message: fieldMessages.nulCharacter }],
    };
  }
  if (error.statusCode === 429) return { code: 'TOO_MANY_REQUESTS' };
  if (isDatabaseUnavailable(error)) return { code: 'DEPENDENCY_UNAVAILABLE' };
  if (error.statusCode === 404) return { code: 'NOT_FOUND' };
  if (error.statusCode === 415) return { code: 'UNSUPPORTED_MEDIA_TYPE' };
  if (error.statusCode === 413) return { code: 'PAYLOAD_TOO_LARGE' };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: 'VALIDATION_FAILED' };
  }
  return { code: 'INTERNAL_ERROR' };
}

/**
 * Every failure leaves as the docs/conventions.md#api envelope with a Spanish message; 5xx details
 * are logged with the request id and never sent (no stack trace, no SQL).
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { code, details, message } = classify(error);
    const status = ERROR_STATUS[code];
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code, status }, 'request rejected');
    }
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    if (code === 'VALIDATION_FAILED' && Array.isArray(details) && details.length > 0) {
      // The first field's message leads, so a toast shows something concrete.
      const first = details[0] as FieldError;
      return reply.status(status).send(envelope(code, first.message, details));
    }
    return reply.status(status).send(envelope(code, message ?? errorMessages[code], details));
  });
}
