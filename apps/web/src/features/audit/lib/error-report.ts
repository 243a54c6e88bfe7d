import {
  AUDIT_DESCRIPTION_MAX_LENGTH,
  AUDIT_STACK_MAX_LENGTH,
  type ClientAuditEvent,
} from '@atiende/contracts';

/** What a thrown value looks like to the report, whatever was thrown. */
export function describeThrown(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) {
    return { name: error.name, message: error.message, stack: error.stack };
  }
  if (typeof error === 'string') return { name: 'Error', message: error };
  try {
    return { name: 'Error', message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { name: 'Error', message: String(error) };
  }
}

function clip(text: string | undefined, max: number): string | undefined {
  return text === undefined ? undefined : text.slice(0, max);
}

/**
 * docs/product/audit-and-monitoring.md#error-reports audit log event for a render error caught by
 * an error boundary.
 */
export function buildRenderErrorReport(
  error: unknown,
  context: { url: string; componentStack?: string | null; sessionId?: string },
): ClientAuditEvent {
  const thrown = describeThrown(error);
  const description = clip(`${thrown.name}: ${thrown.message}`, AUDIT_DESCRIPTION_MAX_LENGTH)!;
  return {
    eventType: 'REACT_ERROR_BOUNDARY',
    entityType: 'FRONTEND',
    entityId: clip(context.url, 200),
    description: description.trim() || thrown.name,
    details: {
      errorName: clip(thrown.name, 200),
      errorMessage: clip(thrown.message, AUDIT_DESCRIPTION_MAX_LENGTH),
      stack: clip(thrown.stack, AUDIT_STACK_MAX_LENGTH),
      componentStack: clip(context.componentStack ?? undefined, AUDIT_STACK_MAX_LENGTH),
      url: clip(context.url, 2_000),
      sessionId: context.sessionId,
    },
  };
}

type ApiFailure = {
  path: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  status: number;
  code: string;
  message: string;
  details?: unknown;
};

/**
 * docs/product/audit-and-monitoring.md global hook: endpoint, method, status code and response data
 * of a failed call.
 */
export function buildApiErrorReport(
  failure: ApiFailure,
  context: { url: string; sessionId?: string },
): ClientAuditEvent {
  return {
    eventType: 'API_ERROR',
    entityType: 'API',
    entityId: clip(failure.path, 200),
    description: clip(
      `${failure.method} ${failure.path} respondió ${failure.status}: ${failure.message}`,
      AUDIT_DESCRIPTION_MAX_LENGTH,
    )!,
    details: {
      endpoint: clip(failure.path, 2_000),
      method: failure.method,
      statusCode: failure.status,
      errorCode: clip(failure.code, 100),
      responseData: failure.details,
      url: clip(context.url, 2_000),
      sessionId: context.sessionId,
    },
  };
}

/** The same error seen twice (a re-render, a retry) is reported once. */
export function reportFingerprint(event: ClientAuditEvent): string {
  const details = event.details ?? {};
  return [
    event.eventType,
    details.errorName ?? '',
    details.errorMessage ?? event.description,
    details.endpoint ?? '',
    details.statusCode ?? '',
    details.url ?? '',
  ].join('|');
}

/**
 * Remembers what was sent this page load: each fingerprint once, and at most `limit` reports
 * in all, so a render loop cannot flood the server (which also rate-limits).
 */
export function createReportGate(limit = 20) {
  const seen = new Set<string>();
  return {
    shouldSend(event: ClientAuditEvent): boolean {
      const fingerprint = reportFingerprint(event);
      if (seen.has(fingerprint) || seen.size >= limit) return false;
      seen.add(fingerprint);
      return true;
    },
  };
}
