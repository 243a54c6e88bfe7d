import type { ClientAuditEvent } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import type { ServerErrorReport } from '../../../lib/api-client';
import { getSessionId } from '../../../lib/session-id';
import { getAccessToken } from '../../../lib/token-storage';
import { buildApiErrorReport, buildRenderErrorReport, createReportGate } from '../lib/error-report';

const gate = createReportGate();

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * POST /api/audit-logs, fire and forget: never awaited by the fallback UI, never retried, and its
 * own failure (403 included, docs/product/overview.md#roles-and-permissions) is swallowed and never
 * reported again. Without a session there is nobody to report as: the server needs the token
 * (docs/product/audit-and-monitoring.md).
 */
export function sendClientEvent(event: ClientAuditEvent): void {
  if (!getAccessToken() || !gate.shouldSend(event)) return;
  void apiSend('POST', '/audit-logs', event, null, {
    retryOnUnauthorized: false,
    notifyUnauthorized: false,
  }).catch(() => undefined);
}

export function reportRenderError(error: unknown, componentStack?: string | null): void {
  try {
    sendClientEvent(
      buildRenderErrorReport(error, {
        url: currentUrl(),
        componentStack,
        sessionId: getSessionId(null),
      }),
    );
  } catch {
    // A report that cannot even be built is dropped: the fallback page matters more.
  }
}

export function reportApiError(failure: ServerErrorReport): void {
  try {
    sendClientEvent(
      buildApiErrorReport(failure, { url: currentUrl(), sessionId: getSessionId(null) }),
    );
  } catch {
    // Same as above.
  }
}
