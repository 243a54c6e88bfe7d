import { describe, expect, it } from 'vitest';
import { layoutMessages, pageMessages } from '@atiende/contracts';
import { isHeaderTitleHidden, titleForPath } from './page-titles';
import { enabledLayoutPaths } from './route-table';

describe('titleForPath', () => {
  it('maps the documented examples', () => {
    expect(titleForPath('/dashboard')).toBe('Panel Principal');
    expect(titleForPath('/tickets')).toBe('Gestión de Tickets');
    expect(titleForPath('/tickets/create')).toBe('Nuevo Ticket');
    expect(titleForPath('/ai-chat')).toBe('Asistente IA');
    expect(titleForPath('/admin/dashboard')).toBe('Panel de Administración');
  });

  it('ignores a trailing slash', () => {
    expect(titleForPath('/tickets/')).toBe('Gestión de Tickets');
  });

  it('falls back by prefix', () => {
    expect(titleForPath('/tickets/8f1c2d')).toBe('Detalle del Ticket');
    expect(titleForPath('/reset-password/abc123')).toBe('Restablecer contraseña');
    expect(titleForPath('/admin/something-new')).toBe('Administración');
    expect(titleForPath('/technician/other')).toBe('Panel del Técnico');
    expect(titleForPath('/client/other')).toBe('Portal de Cliente');
    expect(titleForPath('/tech-lead/other')).toBe('Panel del Líder Técnico');
  });

  it('does not treat look-alike prefixes as the same area', () => {
    expect(titleForPath('/administrative')).toBe('Soporte Técnico');
    expect(titleForPath('/technicians')).toBe('Soporte Técnico');
  });

  it('uses "Soporte Técnico" when nothing matches, and "Portal de Cliente" for a client', () => {
    expect(titleForPath('/unknown', 'TECHNICIAN')).toBe('Soporte Técnico');
    expect(titleForPath('/unknown', 'CLIENT')).toBe('Portal de Cliente');
  });

  it('calls the list "Mis Tickets" for technicians and clients (docs/product/app-shell.md sidebar)', () => {
    expect(titleForPath('/tickets', 'CLIENT')).toBe('Mis Tickets');
    expect(titleForPath('/tickets', 'TECHNICIAN')).toBe('Mis Tickets');
    expect(titleForPath('/tickets', 'ADMIN')).toBe('Gestión de Tickets');
  });

  it('titles report pages by category and marks unknown categories as not found', () => {
    expect(titleForPath('/admin/reports/productivity/daily')).toBe('Reporte de productividad');
    expect(titleForPath('/admin/reports/sla/monthly')).toBe('Reporte de SLA');
    expect(titleForPath('/admin/reports/weather/today')).toBe(pageMessages.notFound.title);
  });

  it('gives every registered layout page its own title rather than a fallback', () => {
    const generic = new Set<string>([
      layoutMessages.defaultTitle,
      layoutMessages.prefixTitles.admin,
    ]);
    for (const path of enabledLayoutPaths()) {
      if (path.includes(':')) continue;
      expect(generic.has(titleForPath(path)), path).toBe(false);
    }
  });
});

describe('isHeaderTitleHidden', () => {
  it('hides the title on the main panel only', () => {
    expect(isHeaderTitleHidden('/dashboard')).toBe(true);
    expect(isHeaderTitleHidden('/dashboard/')).toBe(true);
    expect(isHeaderTitleHidden('/tickets')).toBe(false);
  });
});
