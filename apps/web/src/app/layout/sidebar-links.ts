import {
  Activity,
  ChartColumn,
  Bell,
  BellRing,
  Bot,
  Building,
  CalendarClock,
  CircleCheck,
  Clock,
  Coffee,
  Cpu,
  FileClock,
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

export interface SidebarLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Hidden when this feature flag is off (docs/product/app-shell.md Sidebar). */
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

const HOME: SidebarLink = { to: '/', label: label.home, icon: House, activePaths: ['/dashboard'] };
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

const ADMIN_DASHBOARD_LINKS: readonly SidebarLink[] = [
  {
    to: '/admin/dashboard',
    label: label.adminDashboard,
    icon: LayoutDashboard,
    activePaths: ['/admin'],
  },
  { to: '/admin/sla-dashboard', label: label.slaDashboard, icon: Gauge },
  { to: '/admin/reports', label: label.reports, icon: ChartColumn },
];

const ADMIN_MANAGEMENT_LINKS: readonly SidebarLink[] = [
  { to: '/admin/customers', label: label.customers, icon: Users },
  TEAM,
  DEPARTMENTS,
  MACROS,
  { to: '/admin/sla-management', label: label.slaManagement, icon: Clock },
  { to: '/changelog', label: label.changelog, icon: FileClock },
];

const ADMIN_CONFIGURATION_LINKS: readonly SidebarLink[] = [
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
  { to: '/admin/whatsapp-agent', label: label.whatsappAgent, icon: Smartphone },
  { to: '/admin/ai-conversations', label: label.aiConversations, icon: MessagesSquare },
  { to: '/admin/web-chat-conversations', label: label.webChatConversations, icon: MessageSquare },
  { to: '/admin/ai-agent-control', label: label.aiAgentControl, icon: Bot },
  { to: '/admin/ai-costs', label: label.aiCosts, icon: Wallet },
  { to: '/admin/email-config', label: label.emailConfig, icon: Mail, flag: 'emailConfig' },
  {
    to: '/admin/template-management',
    label: label.templateManagement,
    icon: FileText,
    flag: 'templateManagement',
  },
  { to: '/admin/zoho', label: label.zoho, icon: PlugZap },
  { to: '/admin/ai-config', label: label.aiConfig, icon: Cpu, flag: 'aiConfig' },
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
      return [mainSection([...COMMON_LINKS, DEPARTMENTS, TEAM, MACROS])];
    case 'TECHNICIAN':
      // docs/product/app-shell.md: own schedules and tickets; none of the common /tickets links.
      return [
        mainSection([
          HOME,
          { to: '/technician/schedules', label: label.technicianSchedules, icon: CalendarClock },
          { to: '/technician/lunch-schedule', label: label.lunchSchedule, icon: Coffee },
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

/**
 * docs/product/app-shell.md "Sidebar links by role": the role's sections, then Mi Perfil and
 * Notificaciones.
 */
export function sidebarSectionsForRole(
  role: Role,
  flags: FeatureFlags = FEATURE_FLAGS,
): SidebarSection[] {
  const sections: SidebarSection[] = [
    ...sectionsForRole(role),
    { id: 'account', label: null, collapsedByDefault: false, links: [...ACCOUNT_LINKS] },
  ];
  return sections
    .map((section) => ({
      ...section,
      links: section.links.filter((link) => !link.flag || flags[link.flag]),
    }))
    .filter((section) => section.links.length > 0);
}

/** aria-current="page" goes to the link whose path (or an alias) is the current path. */
export function isLinkActive(link: SidebarLink, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return link.to === path || (link.activePaths?.includes(path) ?? false);
}
