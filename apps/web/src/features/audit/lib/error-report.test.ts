import { clientAuditEventSchema } from '@atiende/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildApiErrorReport,
  buildRenderErrorReport,
  createReportGate,
  describeThrown,
} from './error-report';

describe('buildRenderErrorReport', () => {
  it('builds a REACT_ERROR_BOUNDARY event the server schema accepts', () => {
    const error = new TypeError('items.map is not a function');
    const event = buildRenderErrorReport(error, {
      url: '/tickets?page=2',
      componentStack: '\n    at TicketList',
      sessionId: 'session_1_anon',
    });
    expect(event).toMatchObject({
      eventType: 'REACT_ERROR_BOUNDARY',
      entityType: 'FRONTEND',
      description: 'TypeError: items.map is not a function',
      details: { errorName: 'TypeError', url: '/tickets?page=2' },
    });
    expect(clientAuditEventSchema.safeParse(event).success).toBe(true);
  });

  it('cuts long stacks and messages to the server bounds', () => {
    const error = new Error('m'.repeat(5_000));
    error.stack = 's'.repeat(50_000);
    const event = buildRenderErrorReport(error, { url: '/', componentStack: 'c'.repeat(9_000) });
    expect(event.details?.stack).toHaveLength(4_000);
    expect(event.details?.componentStack).toHaveLength(4_000);
    expect(event.description.length).toBeLessThanOrEqual(1_000);
    expect(clientAuditEventSchema.safeParse(event).success).toBe(true);
  });

  it('describes thrown values that are not errors', () => {
    expect(describeThrown('plain')).toEqual({ name: 'Error', message: 'plain' });
    expect(describeThrown({ a: 1 })).toEqual({ name: 'Error', message: '{"a":1}' });
  });
});

describe('buildApiErrorReport', () => {
  it('reports endpoint, method, status and response data (docs/product/audit-and-monitoring.md)', () => {
    const event = buildApiErrorReport(
      {
        path: '/tickets',
        method: 'GET',
        status: 503,
        code: 'DEPENDENCY_UNAVAILABLE',
        message: 'Servicio no disponible',
        details: { retry: true },
      },
      { url: '/tickets' },
    );
    expect(event).toMatchObject({
      eventType: 'API_ERROR',
      entityType: 'API',
      details: {
        endpoint: '/tickets',
        method: 'GET',
        statusCode: 503,
        responseData: { retry: true },
      },
    });
    expect(clientAuditEventSchema.safeParse(event).success).toBe(true);
  });
});

describe('createReportGate', () => {
  const event = buildRenderErrorReport(new Error('boom'), { url: '/a' });

  it('lets the same error through once', () => {
    const gate = createReportGate();
    expect(gate.shouldSend(event)).toBe(true);
    expect(gate.shouldSend({ ...event })).toBe(false);
    expect(gate.shouldSend(buildRenderErrorReport(new Error('boom'), { url: '/b' }))).toBe(true);
  });

  it('stops after the page-load limit', () => {
    const gate = createReportGate(2);
    expect(gate.shouldSend(buildRenderErrorReport(new Error('1'), { url: '/' }))).toBe(true);
    expect(gate.shouldSend(buildRenderErrorReport(new Error('2'), { url: '/' }))).toBe(true);
    expect(gate.shouldSend(buildRenderErrorReport(new Error('3'), { url: '/' }))).toBe(false);
  });
});
