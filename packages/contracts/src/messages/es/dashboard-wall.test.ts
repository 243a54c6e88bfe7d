import { describe, expect, it } from 'vitest';
import { shortDuration, simpleDashboardMessages, wallDashboardMessages } from './dashboard-wall';

describe('the wall and light dashboards texts', () => {
  it('writes waits and medians as the overview does: minutes, then hours, then days', () => {
    expect(shortDuration(0)).toBe('menos de 1 min');
    expect(shortDuration(0.4)).toBe('menos de 1 min');
    expect(shortDuration(-5)).toBe('menos de 1 min');
    expect(shortDuration(45)).toBe('45 min');
    expect(shortDuration(60)).toBe('1 h');
    expect(shortDuration(134.6)).toBe('2 h 15 min');
    expect(shortDuration(24 * 60 - 1)).toBe('23 h 59 min');
    expect(shortDuration(24 * 60)).toBe('1 día');
    expect(shortDuration(3 * 24 * 60 + 4 * 60 + 10)).toBe('3 días 4 h');
    expect(shortDuration(2 * 24 * 60 + 23 * 60 + 45)).toBe('3 días');
  });

  it('agrees counted words with their number', () => {
    expect(wallDashboardMessages.load.resolvedToday(1)).toBe('1 resuelto hoy');
    expect(wallDashboardMessages.load.resolvedToday(3)).toBe('3 resueltos hoy');
    expect(simpleDashboardMessages.client.companyOpen(1)).toBe('1 ticket abierto en tu empresa');
    expect(simpleDashboardMessages.client.companyOpen(4)).toBe('4 tickets abiertos en tu empresa');
    expect(simpleDashboardMessages.technician.limit(10)).toBe(
      'Tu límite es de 10 tickets abiertos.',
    );
  });

  it('writes a load with and without a limit', () => {
    expect(wallDashboardMessages.load.ofMax(3, 10)).toBe('3 de 10');
    expect(wallDashboardMessages.load.ofMax(1, null)).toBe('1 abierto');
    expect(simpleDashboardMessages.overview.loadLine(3, 10)).toBe('3 de 10 abiertos');
    expect(simpleDashboardMessages.overview.loadLine(4, null)).toBe('4 abiertos, sin límite');
    expect(simpleDashboardMessages.technician.limit(null)).toMatch(/^No tienes un límite/);
  });
});
