import { describe, expect, it } from 'vitest';
import {
  isPeriodless,
  parseReportParams,
  pickerPeriods,
  reportApiQuery,
  reportSearchParams,
  scheduleHref,
} from './report-params';

const DEPARTMENT = '5f0c6a8e-1d2b-4c3d-9e4f-a1b2c3d4e5f6';
const TECHNICIAN = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ALL = ['departmentId', 'technicianId', 'priority', 'source'] as const;

const parse = (query: string, family: Parameters<typeof parseReportParams>[1] = 'tickets') =>
  parseReportParams(new URLSearchParams(query), family, ALL);

describe('report filters in the address (docs/reports.md#pages)', () => {
  it('reads every offered filter and writes the same address back', () => {
    const query = `period=90d&departmentId=${DEPARTMENT}&technicianId=${TECHNICIAN}&priority=ALTA&source=EMAIL`;
    const filters = parse(query);
    expect(filters).toEqual({
      period: '90d',
      departmentId: DEPARTMENT,
      technicianId: TECHNICIAN,
      priority: 'ALTA',
      source: 'EMAIL',
    });
    expect(reportSearchParams(filters).toString()).toBe(query);
  });

  it('defaults to the last 30 days, left out of the address', () => {
    expect(parse('')).toEqual({ period: '30d' });
    expect(reportSearchParams({ period: '30d' }).toString()).toBe('');
  });

  it('ignores the filters the type does not offer', () => {
    const filters = parseReportParams(
      new URLSearchParams(`priority=ALTA&technicianId=${TECHNICIAN}`),
      'tickets',
      ['priority'],
    );
    expect(filters).toEqual({ period: '30d', priority: 'ALTA' });
  });

  it('drops malformed values instead of breaking the page', () => {
    expect(parse('period=week&departmentId=abc&priority=ALTÍSIMA&source=FAX')).toEqual({
      period: '30d',
    });
    expect(parse('period=custom&from=2026-11-20&to=2026-11-01')).toEqual({ period: '30d' });
    expect(parse('period=custom&from=2026-02-30&to=2026-03-01')).toEqual({ period: '30d' });
  });

  it('keeps a custom range, both days included', () => {
    const filters = parse('period=custom&from=2026-11-01&to=2026-11-15');
    expect(filters).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-11-15' });
    expect(reportApiQuery(filters)).toEqual({
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-15',
    });
  });

  it('holds the team-time families to 92 days: no "Este año", no longer custom range', () => {
    expect(pickerPeriods('breaks')).not.toContain('year');
    expect(pickerPeriods('tickets')).toContain('year');
    expect(parse('period=year', 'compliance')).toEqual({ period: '30d' });
    expect(parse('period=custom&from=2026-08-01&to=2026-10-31', 'productivity')).toEqual({
      period: 'custom',
      from: '2026-08-01',
      to: '2026-10-31',
    });
    expect(parse('period=custom&from=2026-08-01&to=2026-11-01', 'productivity')).toEqual({
      period: '30d',
    });
    expect(parse('period=custom&from=2026-08-01&to=2026-11-01', 'tickets').period).toBe('custom');
  });

  it('sends the period and the set filters to the API, nothing empty', () => {
    expect(reportApiQuery({ period: '7d', departmentId: DEPARTMENT })).toEqual({
      period: '7d',
      departmentId: DEPARTMENT,
    });
  });

  it('says which reports are about now', () => {
    expect(isPeriodless('tickets', 'backlog-age')).toBe(true);
    expect(isPeriodless('technicians', 'workload')).toBe(true);
    expect(isPeriodless('tickets', 'status')).toBe(false);
  });

  it('opens "Programar envío" on this report and its filters, without the period', () => {
    expect(
      scheduleHref('/admin/reports/schedules', 'sla', 'breaches', {
        period: '90d',
        departmentId: DEPARTMENT,
        priority: 'URGENTE',
      }),
    ).toBe(
      `/admin/reports/schedules?new=1&family=sla&type=breaches&departmentId=${DEPARTMENT}&priority=URGENTE`,
    );
  });
});
