import { describe, expect, it } from 'vitest';
import { complianceDetail, complianceTone, formatCompliance, slaDashboardHref } from './sla-format';

const compliance = (met: number, breached: number, percent: number | null) => ({
  met,
  breached,
  percent,
});

describe('the SLA compliance as the dashboard reads it', () => {
  it.each([
    [compliance(0, 0, null), 'none', 'Sin datos'],
    [compliance(19, 1, 95), 'good', '95 %'],
    [compliance(12, 1, 92.3), 'fair', '92.3 %'],
    [compliance(4, 1, 80), 'fair', '80 %'],
    [compliance(3, 1, 75), 'poor', '75 %'],
    [compliance(0, 2, 0), 'poor', '0 %'],
  ] as const)('%o reads %s, "%s"', (value, tone, shown) => {
    expect(complianceTone(value)).toBe(tone);
    expect(formatCompliance(value)).toBe(shown);
  });

  it('details the targets met and breached', () => {
    expect(complianceDetail(compliance(1200, 3, 99.8))).toBe('1,200 a tiempo · 3 vencidos');
    expect(complianceDetail(compliance(0, 1, 0))).toBe('0 a tiempo · 1 vencido');
  });

  it("links to the SLA dashboard with the overview's filters", () => {
    expect(slaDashboardHref(new URLSearchParams())).toBe('/admin/sla-dashboard');
    expect(slaDashboardHref(new URLSearchParams({ period: '30d', departmentId: 'x' }))).toBe(
      '/admin/sla-dashboard?period=30d&departmentId=x',
    );
  });
});
