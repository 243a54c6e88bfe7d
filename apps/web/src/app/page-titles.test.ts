import { describe, expect, it } from 'vitest';
import { layoutMessages, pageMessages, type Role } from '@atiende/contracts';
import { isHeaderTitleHidden, titleForPath } from './page-titles';
import { enabledLayoutPaths } from './route-table';

describe('titleForPath', () => {
  // [why, path, role, title]
  it.each<[string, string, Role | undefined, string]>([
    ['a documented example', '/dashboard', undefined, 'Panel Principal'],
    ['a documented example', '/tickets', undefined, 'Gestión de Tickets'],
    ['a documented example', '/tickets/create', undefined, 'Nuevo Ticket'],
    ['a documented example', '/ai-chat', undefined, 'Asistente IA'],
    ['a documented example', '/admin/dashboard', undefined, 'Panel de Administración'],
    ['an assistant page', '/admin/ai-conversations', undefined, 'Conversaciones con IA'],
    [
      'an assistant page',
      '/admin/web-chat-conversations',
      undefined,
      'Conversaciones del chat web',
    ],
    ['an assistant page', '/admin/ai-costs', undefined, 'Costos de IA'],
    ['a trailing slash is ignored', '/tickets/', undefined, 'Gestión de Tickets'],
    ['a prefix fallback', '/tickets/8f1c2d', undefined, 'Detalle del Ticket'],
    ['a prefix fallback', '/reset-password/abc123', undefined, 'Restablecer contraseña'],
    ['a prefix fallback', '/admin/something-new', undefined, 'Administración'],
    ['a prefix fallback', '/technician/other', undefined, 'Panel del Técnico'],
    ['a prefix fallback', '/client/other', undefined, 'Portal de Cliente'],
    ['a prefix fallback', '/tech-lead/other', undefined, 'Panel del Líder Técnico'],
    ['a look-alike prefix is not the same area', '/administrative', undefined, 'Soporte Técnico'],
    ['a look-alike prefix is not the same area', '/technicians', undefined, 'Soporte Técnico'],
    ['nothing matches', '/unknown', 'TECHNICIAN', 'Soporte Técnico'],
    ['nothing matches, for a client', '/unknown', 'CLIENT', 'Portal de Cliente'],
    // docs/product/app-shell.md sidebar: the list is "Mis Tickets" for technicians and clients.
    ['the list for a client', '/tickets', 'CLIENT', 'Mis Tickets'],
    ['the list for a technician', '/tickets', 'TECHNICIAN', 'Mis Tickets'],
    ['the list for an administrator', '/tickets', 'ADMIN', 'Gestión de Tickets'],
    [
      'a report category',
      '/admin/reports/productivity/daily',
      undefined,
      'Reporte de productividad',
    ],
    ['a report category', '/admin/reports/sla/monthly', undefined, 'Reporte de SLA'],
    [
      'an unknown report category',
      '/admin/reports/weather/today',
      undefined,
      pageMessages.notFound.title,
    ],
  ])('titles %s: %s (%s) as "%s"', (_why, path, role, title) => {
    expect(titleForPath(path, role)).toBe(title);
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
  it.each([
    ['/dashboard', true],
    ['/dashboard/', true],
    ['/tickets', false],
  ])('hides the title on the main panel only: %s → %s', (path, isHidden) => {
    expect(isHeaderTitleHidden(path)).toBe(isHidden);
  });
});
