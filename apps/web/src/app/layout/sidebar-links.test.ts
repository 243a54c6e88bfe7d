import { describe, expect, it } from 'vitest';
import type { Role } from '@atiende/contracts';
import { FEATURE_FLAGS, type FeatureFlags } from '../../config/feature-flags';
import { isLinkActive, sidebarSectionsForRole, type SidebarSection } from './sidebar-links';

function paths(sections: SidebarSection[]): string[] {
  return sections.flatMap((section) => section.links.map((link) => link.to));
}

function section(role: Role, id: SidebarSection['id']): SidebarSection | undefined {
  return sidebarSectionsForRole(role).find((candidate) => candidate.id === id);
}

const ACCOUNT = ['/profile', '/notifications'];

describe('sidebarSectionsForRole', () => {
  it('gives an administrator the Dashboard, Gestión and Configuración groups', () => {
    expect(section('ADMIN', 'dashboard')?.links.map((link) => link.to)).toEqual([
      '/admin/dashboard',
      '/admin/sla-dashboard',
      '/admin/reports',
    ]);
    expect(section('ADMIN', 'management')?.links.map((link) => link.to)).toEqual([
      '/admin/customers',
      '/admin/team',
      '/admin/departments',
      '/macros',
      '/admin/sla-management',
      '/changelog',
    ]);
    expect(section('ADMIN', 'configuration')?.links.map((link) => link.to)).toEqual([
      '/settings/notifications',
      '/admin/api-management',
      '/admin/development-control',
      '/admin/evolution-api',
      '/admin/whatsapp-agent',
      '/admin/ai-conversations',
      '/admin/web-chat-conversations',
      '/admin/ai-agent-control',
      '/admin/ai-costs',
      '/admin/email-config',
      '/admin/template-management',
      '/admin/zoho',
      '/admin/ai-config',
      '/admin/break-reminders',
      '/admin/audit-logs',
    ]);
  });

  it('starts Gestión and Configuración collapsed, Dashboard open', () => {
    expect(section('ADMIN', 'dashboard')?.collapsedByDefault).toBe(false);
    expect(section('ADMIN', 'management')?.collapsedByDefault).toBe(true);
    expect(section('ADMIN', 'configuration')?.collapsedByDefault).toBe(true);
  });

  it('uses the documented labels for the named admin links', () => {
    const configuration = section('ADMIN', 'configuration')?.links ?? [];
    expect(configuration.find((link) => link.to === '/admin/ai-config')?.label).toBe('IA y RAG');
    const management = section('ADMIN', 'management')?.links ?? [];
    expect(management.find((link) => link.to === '/admin/team')?.label).toBe('Equipo y Roles');
  });

  it('never lists a path twice for an administrator', () => {
    const all = paths(sidebarSectionsForRole('ADMIN'));
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives a tech lead the common links plus departments and team', () => {
    expect(paths(sidebarSectionsForRole('TECH_LEAD'))).toEqual([
      '/',
      '/tickets',
      '/tickets/completed',
      '/admin/zoho/historical-tickets',
      '/admin/departments',
      '/admin/team',
      '/macros',
      ...ACCOUNT,
    ]);
  });

  it.each<[string, Role, Array<[string, string]>]>([
    [
      'a technician schedules and own tickets, without the common ticket links',
      'TECHNICIAN',
      [
        ['/', 'Panel Principal'],
        ['/technician/schedules', 'Mis Horarios'],
        ['/technician/lunch-schedule', 'Horarios de Almuerzo'],
        ['/tickets', 'Mis Tickets'],
        ['/tickets/completed', 'Tickets Completados'],
        ['/admin/zoho/historical-tickets', 'Tickets Históricos Zoho'],
        ['/macros', 'Plantillas'],
        ['/profile', 'Mi Perfil'],
        ['/notifications', 'Notificaciones'],
      ],
    ],
    [
      'a client their panel, Mis Tickets and Nuevo Ticket',
      'CLIENT',
      [
        ['/client/dashboard', 'Mi panel'],
        ['/tickets', 'Mis Tickets'],
        ['/tickets/create', 'Nuevo Ticket'],
        ['/profile', 'Mi Perfil'],
        ['/notifications', 'Notificaciones'],
      ],
    ],
  ])('gives %s', (_what, role, expected) => {
    const links = sidebarSectionsForRole(role).flatMap((item) => item.links);
    expect(links.map((link) => [link.to, link.label])).toEqual(expected);
    expect(links.some((link) => link.label === 'Gestión de Tickets')).toBe(false);
  });

  it('ends every role with Mi Perfil and Notificaciones', () => {
    for (const role of ['ADMIN', 'TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const) {
      expect(paths(sidebarSectionsForRole(role)).slice(-2)).toEqual(ACCOUNT);
    }
  });

  it('hides links whose feature flag is off', () => {
    const flags: FeatureFlags = { ...FEATURE_FLAGS, auditLogs: false, aiConfig: false };
    const all = paths(sidebarSectionsForRole('ADMIN', flags));
    expect(all).not.toContain('/admin/audit-logs');
    expect(all).not.toContain('/admin/ai-config');
    expect(all).toContain('/admin/ai-costs');
  });
});

describe('isLinkActive', () => {
  const home = sidebarSectionsForRole('TECH_LEAD')[0]?.links[0];

  it('marks the main panel link on /dashboard', () => {
    expect(home && isLinkActive(home, '/dashboard')).toBe(true);
    expect(home && isLinkActive(home, '/tickets')).toBe(false);
  });

  it('matches exact paths only, so sibling ticket links are not both current', () => {
    const tickets = { to: '/tickets', label: 'x', icon: () => null } as never;
    expect(isLinkActive(tickets, '/tickets/')).toBe(true);
    expect(isLinkActive(tickets, '/tickets/completed')).toBe(false);
  });
});
