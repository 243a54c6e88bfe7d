import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '../config/feature-flags';

/**
 * docs/product/app-shell.md routes, as data: the router builds itself from these lists and the
 * tests check them against docs/product/app-shell.md. Pages that are not built yet render the
 * "Próximamente" panel.
 */

/** Logged-in routes inside the main layout (docs/product/app-shell.md "Routes when logged in"). */
export const LAYOUT_PATHS: readonly string[] = [
  '/dashboard',
  '/tickets',
  '/tickets/completed',
  '/tickets/create',
  '/tickets/new',
  '/tickets/:id',
  '/ai-chat',
  '/profile',
  '/notifications',
  '/settings/notifications',
  '/changelog',
  '/client/dashboard',
  '/technician/dashboard',
  '/technician/schedules',
  '/technician/lunch-schedule',
  '/tech-lead/dashboard',
  '/admin',
  '/admin/dashboard',
  '/admin/monitoring',
  '/admin/team',
  '/admin/team/schedules',
  '/admin/customers',
  '/admin/departments',
  '/admin/excel-import',
  '/admin/sla-management',
  '/admin/sla-dashboard',
  '/departments',
  '/customers',
  // Plantillas: staff; clients are told the page is the team's (docs/macros.md).
  '/macros',
  // docs/assistant.md#knowledge-base: administrators write the articles; whoever may read one
  // opens it at /ayuda/articulos/:id (the assistant's sources link there).
  '/admin/knowledge-base',
  // docs/settings.md: the organisation's name, logo, business hours and public form.
  '/admin/settings',
  '/ayuda/articulos/:id',
  // Detail pages of the customers list (docs/customers.md).
  '/admin/customers/:id',
  '/customers/:id',
  // docs/conventions.md#security: the debug page is for administrators, so it needs a session.
  '/auth-debug',
];

/**
 * docs/product/app-shell.md: routes that open only while their feature flag is on
 * (docs/feature-flags.md).
 */
export const FLAGGED_LAYOUT_ROUTES: ReadonlyArray<{ path: string; flag: FeatureFlag }> = [
  { path: '/admin/products', flag: 'products' },
  { path: '/admin/services', flag: 'products' },
  { path: '/admin/api-management', flag: 'apiManagement' },
  { path: '/admin/token-test', flag: 'tokenTest' },
  { path: '/admin/development-control', flag: 'developmentControl' },
  { path: '/admin/evolution-api', flag: 'evolutionApi' },
  { path: '/admin/message-tracking', flag: 'messageTracking' },
  { path: '/admin/email-config', flag: 'emailConfig' },
  { path: '/admin/ai-config', flag: 'aiConfig' },
  { path: '/admin/break-reminders', flag: 'breakReminders' },
  { path: '/admin/whatsapp-agent', flag: 'whatsappAgent' },
  { path: '/admin/ai-conversations', flag: 'aiConversations' },
  { path: '/admin/web-chat-conversations', flag: 'webChatConversations' },
  { path: '/admin/ai-agent-control', flag: 'aiAgentControl' },
  { path: '/admin/ai-costs', flag: 'aiCosts' },
  { path: '/admin/audit-logs', flag: 'auditLogs' },
  { path: '/admin/error-test', flag: 'errorTest' },
  { path: '/admin/template-management', flag: 'templateManagement' },
  { path: '/admin/zoho', flag: 'zoho' },
  { path: '/admin/zoho/config', flag: 'zoho' },
  { path: '/admin/zoho/import', flag: 'zoho' },
  { path: '/admin/zoho/historical-tickets', flag: 'zoho' },
];

/**
 * docs/product/app-shell.md Reports: the list and one page per category and type, behind the
 * `reports` flag (docs/reports.md#pages); the scheduled reports' page beside them.
 */
export const REPORT_LIST_PATH = '/admin/reports';
export const REPORT_PAGE_PATH = '/admin/reports/:category/:type';
export const REPORT_SCHEDULES_PATH = '/admin/reports/schedules';

/**
 * Public pages without the layout: the public ticket form, and the unsubscribe link of a scheduled
 * report's e-mail (docs/reports.md#scheduled-reports).
 */
export const PUBLIC_STANDALONE_PATHS: readonly string[] = [
  '/support',
  '/tickets/public',
  '/reportes/baja',
];

/**
 * Logged-in pages without the layout. The wall screen and the light dashboard show ticket
 * figures, which are never public (docs/dashboards.md "Pantalla de pared y versión ligera").
 */
export const PROTECTED_STANDALONE_PATHS: readonly string[] = [
  '/preview/logo',
  '/dashboard-test',
  '/dashboard-simple',
];

/**
 * Every layout path that opens a page with these flags: the router registers all of them and
 * shows "Esta función está apagada" on the others (router.tsx flaggedPage).
 */
export function enabledLayoutPaths(flags: FeatureFlags = FEATURE_FLAGS): string[] {
  return [
    ...LAYOUT_PATHS,
    ...FLAGGED_LAYOUT_ROUTES.filter((route) => flags[route.flag]).map((route) => route.path),
  ];
}
