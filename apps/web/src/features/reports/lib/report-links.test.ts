import { describe, expect, it } from 'vitest';
import { drillHref, reportHref } from './report-links';

describe('"Ver tickets" (docs/reports.md#pages)', () => {
  it('opens the ticket list with the row’s filters, in the list’s own order', () => {
    expect(
      drillHref({
        view: 'all',
        to: '2026-11-30',
        from: '2026-11-01',
        status: 'PENDIENTE',
        departmentId: 'd1',
      }),
    ).toBe('/tickets?status=PENDIENTE&departmentId=d1&from=2026-11-01&to=2026-11-30&view=all');
    expect(drillHref({ assignedToId: 'u1', view: 'open', priority: 'ALTA' })).toBe(
      '/tickets?priority=ALTA&assignedToId=u1&view=open',
    );
    expect(drillHref({ customerId: 'c1', sla: 'breached' })).toBe(
      '/tickets?customerId=c1&sla=breached',
    );
    expect(drillHref({})).toBe('/tickets');
  });

  it('links a report with its address', () => {
    expect(reportHref('tickets', 'status')).toBe('/admin/reports/tickets/status');
    expect(reportHref('sla', 'breaches', 'period=7d')).toBe(
      '/admin/reports/sla/breaches?period=7d',
    );
  });
});
