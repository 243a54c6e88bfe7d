import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '../config/feature-flags';
import {
  FLAGGED_LAYOUT_ROUTES,
  PROTECTED_STANDALONE_PATHS,
  PUBLIC_STANDALONE_PATHS,
  REPORT_LIST_PATH,
  REPORT_PAGE_PATH,
  enabledLayoutPaths,
} from './route-table';

/**
 * docs/product/app-shell.md, "Routes when logged in" and "Routes registered only if a feature check
 * allows them".
 */
const SPEC_LOGGED_IN = [
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
];
const SPEC_FLAGGED = [
  '/admin/products',
  '/admin/services',
  '/admin/api-management',
  '/admin/token-test',
  '/admin/development-control',
  '/admin/evolution-api',
  '/admin/message-tracking',
  '/admin/email-config',
  '/admin/ai-config',
  '/admin/break-reminders',
  '/admin/whatsapp-agent',
  '/admin/ai-conversations',
  '/admin/web-chat-conversations',
  '/admin/ai-agent-control',
  '/admin/ai-costs',
  '/admin/audit-logs',
  '/admin/error-test',
  '/admin/template-management',
  '/admin/zoho',
  '/admin/zoho/config',
  '/admin/zoho/import',
  '/admin/zoho/historical-tickets',
];

describe('route table', () => {
  it('registers every logged-in and (with all flags on) every feature-checked route', () => {
    const registered = enabledLayoutPaths(FEATURE_FLAGS);
    for (const path of [...SPEC_LOGGED_IN, ...SPEC_FLAGGED]) {
      expect(registered, path).toContain(path);
    }
    expect(REPORT_LIST_PATH).toBe('/admin/reports');
    expect(REPORT_PAGE_PATH).toBe('/admin/reports/:category/:type');
  });

  it('keeps the public form, test dashboards and logo preview outside the layout', () => {
    expect(PUBLIC_STANDALONE_PATHS).toEqual([
      '/support',
      '/tickets/public',
      '/dashboard-test',
      '/dashboard-simple',
    ]);
    expect(PROTECTED_STANDALONE_PATHS).toEqual(['/preview/logo']);
  });

  it('drops a feature-checked route when its flag is off', () => {
    const registered = enabledLayoutPaths({ ...FEATURE_FLAGS, zoho: false });
    expect(registered).not.toContain('/admin/zoho/import');
    expect(registered).toContain('/admin/products');
    expect(FLAGGED_LAYOUT_ROUTES).toHaveLength(SPEC_FLAGGED.length);
  });

  it('lists no path twice', () => {
    const registered = enabledLayoutPaths();
    expect(new Set(registered).size).toBe(registered.length);
  });
});
