import { layoutMessages, pageMessages, type Role } from '@atiende/contracts';

export const REPORT_CATEGORIES = [
  'productivity',
  'breaks',
  'compliance',
  'tickets',
  'sla',
  'technicians',
  'customers',
] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export function isReportCategory(value: string | undefined): value is ReportCategory {
  return (REPORT_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** docs/product/app-shell.md#header: the main panel shows no title in the header. */
const UNTITLED_PATHS: readonly string[] = ['/', '/dashboard'];

const PREFIX_TITLES: ReadonlyArray<readonly [prefix: string, title: string]> = [
  ['/tickets/', layoutMessages.prefixTitles.ticketDetail],
  ['/ayuda/articulos/', layoutMessages.prefixTitles.helpArticle],
  ['/reset-password', layoutMessages.prefixTitles.resetPassword],
  ['/admin', layoutMessages.prefixTitles.admin],
  ['/technician', layoutMessages.prefixTitles.technician],
  ['/client', layoutMessages.prefixTitles.client],
  ['/tech-lead', layoutMessages.prefixTitles.techLead],
];

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed || '/';
}

function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function reportTitle(pathname: string): string | null {
  const match = /^\/admin\/reports\/([^/]+)\/[^/]+$/.exec(pathname);
  if (!match) return null;
  const category = match[1];
  return isReportCategory(category)
    ? layoutMessages.reportTitles[category]
    : pageMessages.notFound.title;
}

/**
 * docs/product/app-shell.md#header Header: the Spanish title of a path — exact map, then report
 * pages, then a generic title per prefix, else "Soporte Técnico", which a client sees as "Portal de
 * Cliente".
 */
export function titleForPath(pathname: string, role?: Role | null): string {
  const path = normalise(pathname);
  const title =
    layoutMessages.titles[path] ??
    reportTitle(path) ??
    PREFIX_TITLES.find(([prefix]) => matchesPrefix(path, prefix))?.[1] ??
    layoutMessages.defaultTitle;
  if (role === 'CLIENT' && title === layoutMessages.defaultTitle) {
    return layoutMessages.prefixTitles.client;
  }
  // docs/product/app-shell.md sidebar: technicians and clients know the list as "Mis Tickets".
  if (path === '/tickets' && (role === 'TECHNICIAN' || role === 'CLIENT')) {
    return layoutMessages.sidebar.links.myTickets;
  }
  return title;
}

/** docs/product/app-shell.md#header: the header hides the title on the main panel. */
export function isHeaderTitleHidden(pathname: string): boolean {
  return UNTITLED_PATHS.includes(normalise(pathname));
}
