import {
  Activity,
  ChartColumn,
  Bell,
  BellRing,
  BookOpen,
  Bot,
  BriefcaseBusiness,
  Building,
  Building2,
  CalendarClock,
  CircleCheck,
  Clock,
  Coffee,
  Cpu,
  FileClock,
  FileSpreadsheet,
  FileText,
  MessageSquareText,
  Gauge,
  History,
  House,
  KeyRound,
  LayoutDashboard,
  Mail,
  MessageSquare,
  MessagesSquare,
  Package,
  PlugZap,
  CirclePlus,
  ShieldCheck,
  Smartphone,
  Ticket,
  UserRound,
  Users,
  UsersRound,
  Wallet,
  Webhook,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { layoutMessages, macroMessages, type Role } from '@atiende/contracts';
import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '../../config/feature-flags';
import { BUILT_PAGES } from '../route-pages';

export interface SidebarLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The route whose page the link opens, when `to` only redirects there (`/` → `/dashboard`). */
  page?: string;
  /**
   * Hidden when this feature flag is off (docs/product/app-shell.md Sidebar). A link to a page not
   * built yet needs one: it shows only while its flag is on, and those flags start off
   * (docs/feature-flags.md#capabilities-not-built-yet).
   */
  flag?: FeatureFlag;
  /** Other paths on which this link counts as the current page. */
  activePaths?: readonly string[];
}

export type SidebarSectionId = 'main' | 'dashboard' | 'management' | 'configuration' | 'account';

export interface SidebarSection {
  id: SidebarSectionId;
  /** Visible group heading; null for the ungrouped sections. */
  label: string | null;
  /** docs/product/app-shell.md: Gestión and Configuración start collapsed on desktop. */
  collapsedByDefault: boolean;
  links: SidebarLink[];
}

const label = layoutMessages.sidebar.links;

const HOME: SidebarLink = {
  to: '/',
  label: label.home,
  icon: House,
  page: '/dashboard',
  activePaths: ['/dashboard'],
};
const TICKETS: SidebarLink = { to: '/tickets', label: label.tickets, icon: Ticket };
const MY_TICKETS: SidebarLink = { to: '/tickets', label: label.myTickets, icon: Ticket };
const COMPLETED_TICKETS: SidebarLink = {
  to: '/tickets/completed',
  label: label.completedTickets,
  icon: CircleCheck,
};
const ZOHO_HISTORICAL_TICKETS: SidebarLink = {
  to: '/admin/zoho/historical-tickets',
  label: label.zohoHistoricalTickets,
  icon: History,
  flag: 'zoho',
};
const DEPARTMENTS: SidebarLink = {
  to: '/admin/departments',
  label: label.departments,
  icon: Building,
};
const TEAM: SidebarLink = { to: '/admin/team', label: label.team, icon: UsersRound };
/** docs/macros.md: every staff member's plantillas (leads and administrators: the team's too). */
const MACROS: SidebarLink = {
  to: '/macros',
  label: macroMessages.navLabel,
  icon: MessageSquareText,
};

/**
 * docs/schedules.md#pantallas: a técnico's or lead's own week and their departments' lunch rota.
 * Leads have shifts, the header's "Pausa" and break reminders that open Mis Horarios too.
 */
const MY_SCHEDULES: SidebarLink = {
  to: '/technician/schedules',
  label: label.technicianSchedules,
  icon: CalendarClock,
  flag: 'schedules',
};
const LUNCH_SCHEDULE: SidebarLink = {
  to: '/technician/lunch-schedule',
  label: label.lunchSchedule,
  icon: Coffee,
  flag: 'schedules',
};

/** docs/product/app-shell.md "Common to all". */
const COMMON_LINKS: readonly SidebarLink[] = [
  HOME,
  TICKETS,
  COMPLETED_TICKETS,
  ZOHO_HISTORICAL_TICKETS,
];

const ACCOUNT_LINKS: readonly SidebarLink[] = [
  { to: '/profile', label: label.profile, icon: UserRound },
  { to: '/notifications', label: label.notifications, icon: Bell },
];

/** docs/sla.md#dashboard: no flag, as in the original product. */
const SLA_DASHBOARD: SidebarLink = {
  to: '/admin/sla-dashboard',
  label: label.slaDashboard,
  icon: Gauge,
};

/** docs/reports.md#pages: administrators and tech leads (a lead's reports cover their departments). */
const REPORTS: SidebarLink = {
  to: '/admin/reports',
  label: label.reports,
  icon: ChartColumn,
  flag: 'reports',
};

const ADMIN_DASHBOARD_LINKS: readonly SidebarLink[] = [
  {
    to: '/admin/dashboard',
    label: label.adminDashboard,
    icon: LayoutDashboard,
    activePaths: ['/admin'],
  },
  SLA_DASHBOARD,
  REPORTS,
];

/**
 * docs/product/app-shell.md "Sidebar": the spec's Gestión links, with the built catalogue
 * (products and services, beside their departments), Plantillas and the spreadsheet import added.
 */
const ADMIN_MANAGEMENT_LINKS: readonly SidebarLink[] = [
  { to: '/admin/customers', label: label.customers, icon: Users },
  TEAM,
  DEPARTMENTS,
  { to: '/admin/products', label: label.products, icon: Package, flag: 'products' },
  { to: '/admin/services', label: label.services, icon: BriefcaseBusiness, flag: 'products' },
  MACROS,
  // docs/sla.md#página-de-administración: no flag, as in the original product.
  { to: '/admin/sla-management', label: label.slaManagement, icon: Clock },
  { to: '/admin/excel-import', label: label.excelImport, icon: FileSpreadsheet },
  { to: '/changelog', label: label.changelog, icon: FileClock },
];

const ADMIN_CONFIGURATION_LINKS: readonly SidebarLink[] = [
  // docs/settings.md: the organisation's own settings, first of the group; no flag.
  { to: '/admin/settings', label: label.organizationSettings, icon: Building2 },
  { to: '/settings/notifications', label: label.notificationSettings, icon: BellRing },
  {
    to: '/admin/api-management',
    label: label.apiManagement,
    icon: KeyRound,
    flag: 'apiManagement',
  },
  {
    to: '/admin/development-control',
    label: label.developmentControl,
    icon: Wrench,
    flag: 'developmentControl',
  },
  { to: '/admin/evolution-api', label: label.evolutionApi, icon: Webhook, flag: 'evolutionApi' },
  {
    to: '/admin/whatsapp-agent',
    label: label.whatsappAgent,
    icon: Smartphone,
    flag: 'whatsappAgent',
  },
  {
    to: '/admin/ai-conversations',
    label: label.aiConversations,
    icon: MessagesSquare,
    flag: 'aiConversations',
  },
  {
    to: '/admin/web-chat-conversations',
    label: label.webChatConversations,
    icon: MessageSquare,
    flag: 'webChatConversations',
  },
  { to: '/admin/ai-agent-control', label: label.aiAgentControl, icon: Bot, flag: 'aiAgentControl' },
  { to: '/admin/ai-costs', label: label.aiCosts, icon: Wallet, flag: 'aiCosts' },
  { to: '/admin/email-config', label: label.emailConfig, icon: Mail, flag: 'emailConfig' },
  {
    to: '/admin/template-management',
    label: label.templateManagement,
    icon: FileText,
    flag: 'templateManagement',
  },
  { to: '/admin/zoho', label: label.zoho, icon: PlugZap, flag: 'zoho' },
  { to: '/admin/ai-config', label: label.aiConfig, icon: Cpu, flag: 'aiConfig' },
  // docs/assistant.md#knowledge-base: the articles the assistant answers with, beside its settings.
  { to: '/admin/knowledge-base', label: label.knowledgeBase, icon: BookOpen },
  {
    to: '/admin/break-reminders',
    label: label.breakReminders,
    icon: Coffee,
    flag: 'breakReminders',
  },
  { to: '/admin/audit-logs', label: label.auditLogs, icon: ShieldCheck, flag: 'auditLogs' },
];

function mainSection(links: readonly SidebarLink[]): SidebarSection {
  return { id: 'main', label: null, collapsedByDefault: false, links: [...links] };
}

function sectionsForRole(role: Role): SidebarSection[] {
  switch (role) {
    case 'ADMIN': {
      const groups: SidebarSection[] = [
        {
          id: 'dashboard',
          label: layoutMessages.sidebar.groups.dashboard,
          collapsedByDefault: false,
          links: [...ADMIN_DASHBOARD_LINKS],
        },
        {
          id: 'management',
          label: layoutMessages.sidebar.groups.management,
          collapsedByDefault: true,
          links: [...ADMIN_MANAGEMENT_LINKS],
        },
        {
          id: 'configuration',
          label: layoutMessages.sidebar.groups.configuration,
          collapsedByDefault: true,
          links: [...ADMIN_CONFIGURATION_LINKS],
        },
      ];
      // docs/product/app-shell.md: administrators do not get the common links already listed in
      // their sections.
      const inGroups = new Set(groups.flatMap((group) => group.links.map((link) => link.to)));
      return [mainSection(COMMON_LINKS.filter((link) => !inGroups.has(link.to))), ...groups];
    }
    case 'TECH_LEAD':
      return [
        mainSection([
          ...COMMON_LINKS,
          DEPARTMENTS,
          TEAM,
          MY_SCHEDULES,
          LUNCH_SCHEDULE,
          SLA_DASHBOARD,
          REPORTS,
          MACROS,
        ]),
      ];
    case 'TECHNICIAN':
      // docs/product/app-shell.md: own schedules and tickets; none of the common /tickets links.
      return [
        mainSection([
          HOME,
          MY_SCHEDULES,
          LUNCH_SCHEDULE,
          MY_TICKETS,
          COMPLETED_TICKETS,
          ZOHO_HISTORICAL_TICKETS,
          MACROS,
        ]),
      ];
    case 'CLIENT':
      return [
        mainSection([
          { to: '/client/dashboard', label: label.clientDashboard, icon: Activity },
          MY_TICKETS,
          { to: '/tickets/create', label: label.newTicket, icon: CirclePlus },
        ]),
      ];
  }
}

/** Whether a route has its page (app/route-pages.ts); every other route says "Próximamente". */
export function isBuiltPage(path: string): boolean {
  return Object.hasOwn(BUILT_PAGES, path);
}

/**
 * docs/product/app-shell.md "Sidebar": no link leads to a page that is not there. A link shows when
 * its flag (if any) is on and its page is built: a capability not built yet has no page, so no
 * link whatever its flag says (docs/feature-flags.md#capabilities-not-built-yet).
 */
export function isLinkShown(
  link: SidebarLink,
  flags: FeatureFlags,
  isBuilt: (path: string) => boolean = isBuiltPage,
): boolean {
  if (link.flag && !flags[link.flag]) return false;
  return isBuilt(link.page ?? link.to);
}

/**
 * docs/product/app-shell.md "Sidebar links by role": the role's sections, then Mi Perfil and
 * Notificaciones, without the links `isLinkShown` leaves out (and without emptied sections).
 */
export function sidebarSectionsForRole(
  role: Role,
  flags: FeatureFlags = FEATURE_FLAGS,
  isBuilt: (path: string) => boolean = isBuiltPage,
): SidebarSection[] {
  const sections: SidebarSection[] = [
    ...sectionsForRole(role),
    { id: 'account', label: null, collapsedByDefault: false, links: [...ACCOUNT_LINKS] },
  ];
  return sections
    .map((section) => ({
      ...section,
      links: section.links.filter((link) => isLinkShown(link, flags, isBuilt)),
    }))
    .filter((section) => section.links.length > 0);
}

/** aria-current="page" goes to the link whose path (or an alias) is the current path. */
export function isLinkActive(link: SidebarLink, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return link.to === path || (link.activePaths?.includes(path) ?? false);
}
