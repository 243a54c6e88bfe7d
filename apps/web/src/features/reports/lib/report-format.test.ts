import { describe, expect, it } from 'vitest';
import { chartValue, formatCell, longDay, reportFileName, shortDay } from './report-format';

describe('report cells (docs/reports.md#pages)', () => {
  it.each([
    [1234, 'count', '1,234'],
    [0, 'count', '0'],
    [42.46, 'percent', '42.5 %'],
    [100, 'percent', '100.0 %'],
    [135, 'minutes', '2 h 15 min'],
    [0.2, 'minutes', 'menos de 1 min'],
    // docs/reports.md#breaks: no overrun, no break planned.
    [0, 'minutes', '0 min'],
    [12.25, 'hours', '12.25 h'],
    [1.257, 'decimal', '1.26'],
    ['2026-11-07', 'day', '07/11/2026'],
    ['Soporte', 'text', 'Soporte'],
    [null, 'count', '—'],
    ['', 'text', '—'],
  ] as const)('shows %s of kind %s as "%s"', (value, kind, shown) => {
    expect(formatCell(value, kind)).toBe(shown);
  });

  it('draws numbers, and leaves a gap for what is not one', () => {
    expect(chartValue(3)).toBe(3);
    expect(chartValue('4.5')).toBe(4.5);
    expect(chartValue(null)).toBeNull();
    expect(chartValue('Sin cadena')).toBeNull();
  });

  it('writes days short and long, without time zones', () => {
    expect(shortDay('2026-01-09')).toBe('09/01');
    expect(longDay('2026-01-09')).toBe('09/01/2026');
    expect(longDay('Total')).toBe('Total');
  });

  it('names a download like the server does', () => {
    expect(reportFileName('Tickets por estado', '2026-11-27', 'pdf')).toBe(
      'reporte-tickets-por-estado-2026-11-27.pdf',
    );
    expect(reportFileName('Creados vs. resueltos', '2026-11-27', 'xlsx')).toBe(
      'reporte-creados-vs-resueltos-2026-11-27.xlsx',
    );
    expect(reportFileName('Antigüedad de pendientes', '2026-11-27', 'csv')).toBe(
      'reporte-antiguedad-de-pendientes-2026-11-27.csv',
    );
  });
});
