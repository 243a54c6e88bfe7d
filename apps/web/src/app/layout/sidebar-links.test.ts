import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_KEYS, ROLES, type Role } from '@atiende/contracts';
import { FEATURE_FLAGS, type FeatureFlags } from '../../config/feature-flags';
import {
  isBuiltPage,
  isLinkActive,
  sidebarSectionsForRole,
  type SidebarSection,
} from './sidebar-links';

function paths(sections: SidebarSection[]): string[] {
  return sections.flatMap((section) => section.links.map((link) => link.to));
}

/** Every flag on and every page built: the whole sidebar of docs/product/app-shell.md. */
const ALL_ON = Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, true])) as FeatureFlags;
const EVERY_PAGE = () => true;

function fullSection(role: Role, id: SidebarSection['id']): SidebarSection | undefined {
  return sidebarSectionsForRole(role, ALL_ON, EVERY_PAGE).find((candidate) => candidate.id === id);
}

/** The sidebar with the default flags and these pages built. */
function sidebarWith(role: Role, built: readonly string[], flags: FeatureFlags = FEATURE_FLAGS) {
  return paths(sidebarSectionsForRole(role, flags, (path) => built.includes(path)));
}

const ACCOUNT = ['/profile', '/notifications'];

describe('sidebarSectionsForRole, every capability built', () => {
  it('gives an administrator the Dashboard, Gestión and Configuración groups in their order', () => {
    expect(fullSection('ADMIN', 'dashboard')?.links.map((link) => link.to)).toEqual([
      '/admin/dashboard',
      '/admin/sla-dashboard',
      '/admin/reports',
    ]);
    expect(fullSection('ADMIN', 'management')?.links.map((link) => link.to)).toEqual([
      '/admin/customers',
      '/admin/team',
      '/admin/departments',
      '/admin/products',
      '/admin/services',
      '/macros',
      '/admin/sla-management',
      '/admin/excel-import',
      '/changelog',
    ]);
    expect(fullSection('ADMIN', 'configuration')?.links.map((link) => link.to)).toEqual([
      '/admin/settings',
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
      '/admin/knowledge-base',
      '/admin/break-reminders',
      '/admin/audit-logs',
    ]);
  });

  it('starts Gestión and Configuración collapsed, Dashboard open', () => {
    expect(fullSection('ADMIN', 'dashboard')?.collapsedByDefault).toBe(false);
    expect(fullSection('ADMIN', 'management')?.collapsedByDefault).toBe(true);
    expect(fullSection('ADMIN', 'configuration')?.collapsedByDefault).toBe(true);
  });

  it('uses the documented labels for the named admin links', () => {
    const configuration = fullSection('ADMIN', 'configuration')?.links ?? [];
    expect(configuration.find((link) => link.to === '/admin/ai-config')?.label).toBe('IA y RAG');
    expect(configuration.find((link) => link.to === '/admin/knowledge-base')?.label).toBe(
      'Base de conocimiento',
    );
    const management = fullSection('ADMIN', 'management')?.links ?? [];
    expect(management.map((link) => link.label)).toEqual([
      'Clientes',
      'Equipo y Roles',
      'Departamentos',
      'Productos',
      'Servicios',
      'Plantillas',
      'Gestión de SLA',
      'Importar desde Excel',
      'Historial de cambios',
    ]);
  });

  it('never lists a path twice for an administrator', () => {
    const all = paths(sidebarSectionsForRole('ADMIN', ALL_ON, EVERY_PAGE));
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives a tech lead the common links plus departments, team, their schedules, the SLA dashboard, Reportes and Plantillas', () => {
    expect(paths(sidebarSectionsForRole('TECH_LEAD', ALL_ON, EVERY_PAGE))).toEqual([
      '/',
      '/tickets',
      '/tickets/completed',
      '/admin/zoho/historical-tickets',
      '/admin/departments',
      '/admin/team',
      '/technician/schedules',
      '/technician/lunch-schedule',
      '/admin/sla-dashboard',
      '/admin/reports',
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
    const links = sidebarSectionsForRole(role, ALL_ON, EVERY_PAGE).flatMap((item) => item.links);
    expect(links.map((link) => [link.to, link.label])).toEqual(expected);
    expect(links.some((link) => link.label === 'Gestión de Tickets')).toBe(false);
  });

  it('ends every role with Mi Perfil and Notificaciones', () => {
    for (const role of ROLES) {
      expect(paths(sidebarSectionsForRole(role, ALL_ON, EVERY_PAGE)).slice(-2)).toEqual(ACCOUNT);
    }
  });
});

describe('no dead links (docs/product/app-shell.md "Sidebar")', () => {
  it('with the default flags, shows only links whose page is built, for every role', () => {
    for (const role of ROLES) {
      for (const section of sidebarSectionsForRole(role)) {
        for (const link of section.links) {
          expect(isBuiltPage(link.page ?? link.to), `${role} ${link.to}`).toBe(true);
        }
      }
    }
  });

  it('offers the built API keys page by default (docs/api-keys.md), and hides it with its flag', () => {
    expect(paths(sidebarSectionsForRole('ADMIN'))).toContain('/admin/api-management');
    const flagOff = { ...FEATURE_FLAGS, apiManagement: false };
    expect(paths(sidebarSectionsForRole('ADMIN', flagOff))).not.toContain('/admin/api-management');
  });

  it('offers the built e-mail settings by default (docs/email.md), and hides them with their flag', () => {
    expect(paths(sidebarSectionsForRole('ADMIN'))).toContain('/admin/email-config');
    const flagOff = { ...FEATURE_FLAGS, emailConfig: false };
    expect(paths(sidebarSectionsForRole('ADMIN', flagOff))).not.toContain('/admin/email-config');
  });

  it('hides the capabilities not built yet: WhatsApp, Zoho', () => {
    const admin = paths(sidebarSectionsForRole('ADMIN'));
    // Built (docs/templates.md): on by default.
    expect(admin).toContain('/admin/template-management');
    for (const path of ['/admin/whatsapp-agent', '/admin/zoho', '/admin/zoho/historical-tickets']) {
      expect(admin).not.toContain(path);
    }
  });

  it('offers the built schedules pages by default, and hides them with their flags (docs/schedules.md)', () => {
    const technician = paths(sidebarSectionsForRole('TECHNICIAN'));
    expect(technician).toContain('/technician/schedules');
    expect(technician).toContain('/technician/lunch-schedule');
    expect(paths(sidebarSectionsForRole('ADMIN'))).toContain('/admin/break-reminders');
    const off = { ...FEATURE_FLAGS, schedules: false, breakReminders: false };
    expect(paths(sidebarSectionsForRole('TECHNICIAN', off))).not.toContain('/technician/schedules');
    expect(paths(sidebarSectionsForRole('ADMIN', off))).not.toContain('/admin/break-reminders');
  });

  it('gives a lead their own schedule and lunch rota, and an administrator (who has no shift) neither', () => {
    const lead = paths(sidebarSectionsForRole('TECH_LEAD'));
    expect(lead).toContain('/technician/schedules');
    expect(lead).toContain('/technician/lunch-schedule');
    const admin = paths(sidebarSectionsForRole('ADMIN'));
    expect(admin).not.toContain('/technician/schedules');
    expect(admin).not.toContain('/technician/lunch-schedule');
    const off = { ...FEATURE_FLAGS, schedules: false };
    expect(paths(sidebarSectionsForRole('TECH_LEAD', off))).not.toContain('/technician/schedules');
  });

  it('shows the assistant’s built transcript pages in Configuración, to administrators only', () => {
    const configuration = sidebarSectionsForRole('ADMIN').find(
      (item) => item.id === 'configuration',
    );
    const links = configuration?.links.map((link) => [link.to, link.label]) ?? [];
    expect(links).toContainEqual(['/admin/ai-conversations', 'Conversaciones con IA']);
    expect(links).toContainEqual(['/admin/web-chat-conversations', 'Conversaciones del chat web']);
    for (const role of ['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const) {
      expect(paths(sidebarSectionsForRole(role))).not.toContain('/admin/ai-conversations');
    }
  });

  it('reaches the built products, services and spreadsheet import from Gestión', () => {
    const management = sidebarSectionsForRole('ADMIN').find((item) => item.id === 'management');
    expect(management?.links.map((link) => link.to)).toEqual([
      '/admin/customers',
      '/admin/team',
      '/admin/departments',
      '/admin/products',
      '/admin/services',
      '/macros',
      '/admin/sla-management',
      '/admin/excel-import',
      '/changelog',
    ]);
  });

  it('offers Gestión de SLA to administrators only, without a flag (docs/sla.md)', () => {
    const management = sidebarSectionsForRole('ADMIN').find((item) => item.id === 'management');
    expect(management?.links.find((link) => link.to === '/admin/sla-management')?.label).toBe(
      'Gestión de SLA',
    );
    expect(isBuiltPage('/admin/sla-management')).toBe(true);
    for (const role of ['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const) {
      expect(paths(sidebarSectionsForRole(role))).not.toContain('/admin/sla-management');
    }
  });

  it('offers the assistant’s built settings pages to administrators only', () => {
    const configuration = sidebarSectionsForRole('ADMIN').find(
      (item) => item.id === 'configuration',
    );
    const links = configuration?.links.map((link) => link.to) ?? [];
    expect(links).toContain('/admin/ai-config');
    expect(links).toContain('/admin/ai-agent-control');
    for (const role of ['TECH_LEAD', 'TECHNICIAN', 'CLIENT'] as const) {
      expect(paths(sidebarSectionsForRole(role))).not.toContain('/admin/ai-config');
    }
    const off = { ...FEATURE_FLAGS, aiConfig: false, aiAgentControl: false };
    expect(paths(sidebarSectionsForRole('ADMIN', off))).not.toContain('/admin/ai-config');
    expect(paths(sidebarSectionsForRole('ADMIN', off))).not.toContain('/admin/ai-agent-control');
  });

  it('hides a link without a flag until its page is built (the dashboards)', () => {
    const before = sidebarWith('CLIENT', ['/tickets', '/tickets/create', ...ACCOUNT]);
    expect(before).toEqual(['/tickets', '/tickets/create', ...ACCOUNT]);
    const after = sidebarWith('CLIENT', ['/client/dashboard', '/tickets', '/tickets/create']);
    expect(after).toEqual(['/client/dashboard', '/tickets', '/tickets/create']);
    // Panel Principal (/) opens /dashboard: it counts as built when /dashboard is.
    expect(sidebarWith('TECH_LEAD', ['/'])).not.toContain('/');
    expect(sidebarWith('TECH_LEAD', ['/dashboard'])).toEqual(['/']);
  });

  it('never links a capability not built yet, even with its flag on', () => {
    const built = ['/admin/dashboard', '/admin/customers', '/changelog'];
    expect(sidebarWith('ADMIN', built)).toEqual([
      '/admin/dashboard',
      '/admin/customers',
      '/changelog',
    ]);
    const allOn = { ...FEATURE_FLAGS, whatsappAgent: true, zoho: true, evolutionApi: true };
    expect(sidebarWith('ADMIN', [], allOn)).toEqual([]);
    expect(paths(sidebarSectionsForRole('ADMIN', allOn))).not.toContain('/admin/whatsapp-agent');
  });

  it('offers Reportes to administrators and leads by default, and hides it with its flag (docs/reports.md#pages)', () => {
    for (const role of ['ADMIN', 'TECH_LEAD'] as const) {
      expect(paths(sidebarSectionsForRole(role))).toContain('/admin/reports');
      expect(
        paths(sidebarSectionsForRole(role, { ...FEATURE_FLAGS, reports: false })),
      ).not.toContain('/admin/reports');
    }
    for (const role of ['TECHNICIAN', 'CLIENT'] as const) {
      expect(paths(sidebarSectionsForRole(role))).not.toContain('/admin/reports');
    }
  });

  it('shows the SLA dashboard to administrators and leads, without a flag (docs/sla.md)', () => {
    expect(paths(sidebarSectionsForRole('ADMIN'))).toContain('/admin/sla-dashboard');
    expect(paths(sidebarSectionsForRole('TECH_LEAD'))).toContain('/admin/sla-dashboard');
    expect(paths(sidebarSectionsForRole('TECHNICIAN'))).not.toContain('/admin/sla-dashboard');
  });

  it('hides a built page’s link when an administrator turns its flag off', () => {
    const flags: FeatureFlags = { ...FEATURE_FLAGS, auditLogs: false, products: false };
    const all = paths(sidebarSectionsForRole('ADMIN', flags));
    expect(all).not.toContain('/admin/audit-logs');
    expect(all).not.toContain('/admin/products');
    expect(all).not.toContain('/admin/services');
    expect(all).toContain('/admin/development-control');
    expect(paths(sidebarSectionsForRole('ADMIN'))).toContain('/admin/audit-logs');
  });
});

describe('isLinkActive', () => {
  const home = sidebarSectionsForRole('TECH_LEAD', ALL_ON, EVERY_PAGE)[0]?.links[0];

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
