import { createElement, type ComponentType } from 'react';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import type { User } from '@atiende/contracts';
import { useAuth } from '../features/auth/hooks/use-auth';
import { readTokenClaims } from '../features/session-debug/token-claims';
import { getAccessToken } from '../lib/token-storage';
import type * as ticketListPagesModule from '../features/tickets/ticket-list-pages';
import type * as ticketPagesModule from '../features/tickets/ticket-pages';
import { REPORT_LIST_PATH, REPORT_PAGE_PATH, REPORT_SCHEDULES_PATH } from './route-table';

type LazyPage = NonNullable<RouteObject['lazy']>;
type TicketListPages = typeof ticketListPagesModule;

const loadTicketListPages = (): Promise<TicketListPages> =>
  import('../features/tickets/ticket-list-pages');
const loadTicketPages = (): Promise<typeof ticketPagesModule> =>
  import('../features/tickets/ticket-pages');

/**
 * The ticket pages come in two lazy chunks (the list; the ticket and the create form), loaded on
 * demand so /login's first load keeps its size, and get the signed-in user here, where the app
 * composes features: a feature never imports another one (docs/conventions.md#dependencies).
 * RequireAuth renders these routes only with a user.
 */
function ticketPage<Pages>(
  load: () => Promise<Pages>,
  pick: (pages: Pages) => ComponentType<{ viewer: User }>,
): LazyPage {
  return async () => {
    const Page = pick(await load());
    return {
      Component: function TicketRoute() {
        const { user } = useAuth();
        return user ? createElement(Page, { viewer: user }) : null;
      },
    };
  };
}

/**
 * How long a page load of /tickets waits for the list's first page before drawing the page
 * without it (skeleton rows): docs/performance.md (2026-11-26, third pass).
 */
const FIRST_PAINT_LIST_WAIT_MS = 1_000;

/**
 * docs/performance.md (2026-11-26, second and third pass): on a page load of /tickets with a stored
 * session, the list's first page is asked for as soon as its code is in, beside the session check,
 * and the page is drawn once it has arrived (for at most FIRST_PAINT_LIST_WAIT_MS): the first
 * paint shows the tickets instead of the layout alone, and the rows are not drawn in a second pass
 * while the agent starts reading. Not when the router loads the page for a navigation from another
 * one (the address is still the old one): then the list asks itself, a moment later.
 */
async function prefetchListOnPageLoad(pages: TicketListPages): Promise<void> {
  const token = getAccessToken();
  if (!token || window.location.pathname !== '/tickets') return;
  const list = pages.prefetchTicketList(window.location.search, readTokenClaims(token)?.role);
  await Promise.race([
    list,
    new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_LIST_WAIT_MS)),
  ]);
}

/**
 * /tickets: a técnico without filters lands on "Mis abiertos" (docs/product/tickets.md#ticket-list)
 * before the list mounts, so the list never asks for the view it leaves at once.
 */
const ticketListPage: LazyPage = async () => {
  const pages = await loadTicketListPages();
  await prefetchListOnPageLoad(pages);
  return {
    Component: function TicketListRoute() {
      const { user } = useAuth();
      const { search } = useLocation();
      if (!user) return null;
      const landing = pages.listSearchFor(search, user.role).toString();
      if (landing !== new URLSearchParams(search).toString()) {
        return createElement(Navigate, { to: { search: `?${landing}` }, replace: true });
      }
      return createElement(pages.TicketListPage, { viewer: user });
    },
  };
};

/**
 * The pages that exist, by route path (docs/product/app-shell.md). Every other registered path
 * shows the "Próximamente" panel. Each feature adds one line per page here, lazily imported so the
 * page's code stays out of /login's first load.
 */
const publicTicketPage: LazyPage = () =>
  import('../features/public-ticket/components/public-ticket-page').then((module) => ({
    Component: module.PublicTicketPage,
  }));

/** Mi Perfil gets the signed-in user and the way to update it after a change. */
const profilePage: LazyPage = async () => {
  const { ProfilePage } = await import('../features/profile/components/profile-page');
  return {
    Component: function ProfileRoute() {
      const { user, updateUser } = useAuth();
      return user ? createElement(ProfilePage, { user, onUserChange: updateUser }) : null;
    },
  };
};

const changelogPage: LazyPage = () =>
  import('../features/changelog/components/changelog-page').then((module) => ({
    Component: module.ChangelogPage,
  }));

/** Development control is for administrators; others get an explanation, not the data. */
const developmentControlPage: LazyPage = async () => {
  const [{ DevelopmentControlPage }, { FeatureFlagsPanel }] = await Promise.all([
    import('../features/changelog/components/development-control-page'),
    import('../features/feature-flags/feature-flags-panel'),
  ]);
  return {
    Component: function DevelopmentControlRoute() {
      const { user } = useAuth();
      const isAdmin = user?.role === 'ADMIN';
      return user
        ? createElement(DevelopmentControlPage, {
            isAdmin,
            featureFlags: isAdmin ? createElement(FeatureFlagsPanel) : null,
          })
        : null;
    },
  };
};

const authDebugPage: LazyPage = async () => {
  const { AuthDebugPage } = await import('../features/session-debug/auth-debug-page');
  return {
    Component: function AuthDebugRoute() {
      const { user } = useAuth();
      return user ? createElement(AuthDebugPage, { viewer: user }) : null;
    },
  };
};

/** /admin/monitoring: the health panel's data over time (staff; the page tells clients no). */
const monitoringPage: LazyPage = async () => {
  const { MonitoringPage } = await import('../features/health/components/monitoring-page');
  return {
    Component: function MonitoringRoute() {
      const { user } = useAuth();
      return user ? createElement(MonitoringPage, { role: user.role }) : null;
    },
  };
};

/**
 * The audit log and the error-test page are for administrators (docs/conventions.md#security); one
 * chunk.
 */
function auditPage(pick: 'AuditLogPage' | 'ErrorTestPage'): LazyPage {
  return async () => {
    const Page = (await import('../features/audit/audit-pages'))[pick];
    return {
      Component: function AuditRoute() {
        const { user } = useAuth();
        return user ? createElement(Page, { isAdmin: user.role === 'ADMIN' }) : null;
      },
    };
  };
}

/** /admin/api-management and /admin/token-test: administrators (docs/api-keys.md); one chunk. */
function apiKeyPage(pick: 'ApiKeysPage' | 'TokenTestPage'): LazyPage {
  return async () => {
    const Page = (await import('../features/api-keys/api-key-pages'))[pick];
    return {
      Component: function ApiKeyRoute() {
        const { user } = useAuth();
        return user ? createElement(Page, { isAdmin: user.role === 'ADMIN' }) : null;
      },
    };
  };
}

/** /admin/template-management (docs/templates.md#the-page): administrators only. */
const templatesPage: LazyPage = async () => {
  const { TemplatesPage } = await import('../features/templates/components/templates-page');
  return {
    Component: function TemplatesRoute() {
      const { user } = useAuth();
      return user ? createElement(TemplatesPage, { isAdmin: user.role === 'ADMIN' }) : null;
    },
  };
};

/** /notifications and /settings/notifications share one chunk; push is recorded per user. */
const notificationsPage: LazyPage = () =>
  import('../features/notifications/notification-pages').then((module) => ({
    Component: module.NotificationsPage,
  }));

const notificationSettingsPage: LazyPage = async () => {
  const { NotificationSettingsPage } = await import('../features/notifications/notification-pages');
  return {
    Component: function NotificationSettingsRoute() {
      const { user } = useAuth();
      return user
        ? createElement(NotificationSettingsPage, { userId: user.id, role: user.role })
        : null;
    },
  };
};

/** Departments and the products/services catalogue share one chunk (docs/departments.md). */
const departmentPages = () => import('../features/departments/departments-pages');
const departmentsListPage: LazyPage = async () => {
  const { DepartmentsPage } = await departmentPages();
  return {
    Component: function DepartmentsRoute() {
      const { user } = useAuth();
      return user ? createElement(DepartmentsPage, { viewer: user }) : null;
    },
  };
};
function catalogPage(kind: 'PRODUCT' | 'SERVICE'): LazyPage {
  return async () => {
    const { ProductsPage } = await departmentPages();
    return {
      Component: function CatalogRoute() {
        const { user } = useAuth();
        if (!user) return null;
        return createElement(ProductsPage, { kind, isAdmin: user.role === 'ADMIN' });
      },
    };
  };
}

/** The customers list, its CRM panel and the detail page share one chunk (docs/customers.md). */
function customersPage(basePath: '/admin/customers' | '/customers', isDetail = false): LazyPage {
  return async () => {
    const { CustomersPage, CustomerDetailPage } =
      await import('../features/customers/customer-pages');
    return {
      Component: function CustomersRoute() {
        const { user } = useAuth();
        const { id = '' } = useParams();
        if (!user) return null;
        return isDetail
          ? createElement(CustomerDetailPage, { id, role: user.role, basePath })
          : createElement(CustomersPage, { role: user.role, basePath });
      },
    };
  };
}

/** /admin/excel-import is for administrators; others get an explanation (docs/imports.md). */
const importPage: LazyPage = async () => {
  const { ImportPage } = await import('../features/imports/import-pages');
  return {
    Component: function ImportRoute() {
      const { user } = useAuth();
      return user ? createElement(ImportPage, { isAdmin: user.role === 'ADMIN' }) : null;
    },
  };
};

/** /admin/team "Equipo y Roles": administrators and tech leads; others get an explanation. */
const teamPage: LazyPage = async () => {
  const { TeamPage } = await import('../features/team/team-pages');
  return {
    Component: function TeamRoute() {
      const { user } = useAuth();
      return user ? createElement(TeamPage, { viewer: user }) : null;
    },
  };
};

/** /macros "Plantillas": staff; others get an explanation (docs/macros.md#management-page). */
const macrosPage: LazyPage = async () => {
  const { MacrosPage } = await import('../features/macros/components/macros-page');
  return {
    Component: function MacrosRoute() {
      const { user } = useAuth();
      return user ? createElement(MacrosPage, { role: user.role }) : null;
    },
  };
};

/** /admin/knowledge-base: administrators; others get an explanation (docs/assistant.md). */
const knowledgeBasePage: LazyPage = async () => {
  const { KnowledgeBasePage } =
    await import('../features/knowledge/components/knowledge-base-page');
  return {
    Component: function KnowledgeBaseRoute() {
      const { user } = useAuth();
      return user ? createElement(KnowledgeBasePage, { role: user.role }) : null;
    },
  };
};

/** /admin/ai-config and /admin/ai-agent-control: administrators; others get an explanation. */
function aiSettingsPage(pick: 'config' | 'agentControl'): LazyPage {
  return async () => {
    const Page =
      pick === 'config'
        ? (await import('../features/ai-admin/config/components/ai-config-page')).AiConfigPage
        : (await import('../features/ai-admin/agent-control/components/agent-control-page'))
            .AgentControlPage;
    return {
      Component: function AiSettingsRoute() {
        const { user } = useAuth();
        return user ? createElement(Page, { role: user.role }) : null;
      },
    };
  };
}

/** The assistant's transcripts: administrators; others get an explanation (docs/assistant.md). */
function conversationsPage(pick: 'AiConversationsPage' | 'WebChatConversationsPage'): LazyPage {
  return async () => {
    const Page = (await import('../features/ai-admin/conversations/conversation-pages'))[pick];
    return {
      Component: function ConversationsRoute() {
        const { user } = useAuth();
        return user ? createElement(Page, { isAdmin: user.role === 'ADMIN' }) : null;
      },
    };
  };
}

/** /admin/ai-costs: administrators; others get an explanation (docs/assistant.md#costs-page). */
const aiCostsPage: LazyPage = async () => {
  const { AiCostsPage } = await import('../features/ai-admin/costs/components/ai-costs-page');
  return {
    Component: function AiCostsRoute() {
      const { user } = useAuth();
      return user ? createElement(AiCostsPage, { role: user.role }) : null;
    },
  };
};

/** /ayuda/articulos/:id: one article for whoever may read it (the server decides). */
const articleReaderPage: LazyPage = () =>
  import('../features/knowledge/components/article-reader-page').then((module) => ({
    Component: module.ArticleReaderPage,
  }));

/**
 * /dashboard-test (the wall screen) and /dashboard-simple (the light dashboard), without the
 * layout; each its own chunk, so the light one downloads nothing of the others
 * (docs/dashboards.md "Pantalla de pared y versión ligera").
 */
const wallPage: LazyPage = async () => {
  const { WallPage } = await import('../features/dashboard/wall/components/wall-page');
  return {
    Component: function WallRoute() {
      const { user } = useAuth();
      return user ? createElement(WallPage, { viewer: user }) : null;
    },
  };
};
const simpleDashboardPage: LazyPage = async () => {
  const { SimplePage } = await import('../features/dashboard/simple/components/simple-page');
  return {
    Component: function SimpleDashboardRoute() {
      const { user } = useAuth();
      return user ? createElement(SimplePage, { viewer: user }) : null;
    },
  };
};

/**
 * docs/schedules.md#pantallas: the técnico's and the lead's dashboards show the team's
 * availability; its panel is the schedules feature's, composed here (a feature never imports
 * another one), in a small chunk of its own.
 */
const loadAvailabilityPanel = () => import('../features/schedules/availability');

/**
 * The administrator's and the tech lead's panel (docs/dashboards.md): one page for /admin,
 * /admin/dashboard and /tech-lead/dashboard; it tells other roles it is not theirs.
 */
const overviewDashboardPage: LazyPage = async () => {
  const [{ OverviewDashboardPage }, { AvailabilityPanel }] = await Promise.all([
    import('../features/dashboard/overview'),
    loadAvailabilityPanel(),
  ]);
  return {
    Component: function OverviewDashboardRoute() {
      const { user } = useAuth();
      if (!user) return null;
      const availability = createElement(AvailabilityPanel, { manageLink: true });
      return createElement(OverviewDashboardPage, { viewer: user, availability });
    },
  };
};

/**
 * The personal dashboards and the main panel (docs/dashboards.md): each gets the signed-in user,
 * whose role decides what /dashboard shows.
 */
function personalDashboardPage(pick: 'TechnicianDashboardPage' | 'ClientDashboardPage'): LazyPage {
  return async () => {
    const [pages, { AvailabilityPanel }] = await Promise.all([
      import('../features/dashboard/personal'),
      loadAvailabilityPanel(),
    ]);
    const Page = pages[pick];
    return {
      Component: function PersonalDashboardRoute() {
        const { user } = useAuth();
        if (!user) return null;
        const availability = user.role === 'CLIENT' ? null : createElement(AvailabilityPanel);
        return createElement(Page, { viewer: user, availability });
      },
    };
  };
}

const landingDashboardPage: LazyPage = async () => {
  const [{ LandingDashboardPage }, { AvailabilityPanel }] = await Promise.all([
    import('../features/dashboard/landing'),
    loadAvailabilityPanel(),
  ]);
  return {
    Component: function LandingDashboardRoute() {
      const { user } = useAuth();
      if (!user) return null;
      const availability =
        user.role === 'CLIENT'
          ? null
          : createElement(AvailabilityPanel, { manageLink: user.role === 'TECH_LEAD' });
      return createElement(LandingDashboardPage, { viewer: user, availability });
    },
  };
};

/**
 * /admin/settings «Organización»: administrators only; others are told whose page it is
 * (docs/settings.md).
 */
const organizationSettingsPage: LazyPage = async () => {
  const [{ SettingsPage }, { BusinessWeekEditor }] = await Promise.all([
    import('../features/settings/components/settings-page'),
    import('./business-week-editor'),
  ]);
  return {
    Component: function OrganizationSettingsRoute() {
      const { user } = useAuth();
      return user
        ? createElement(SettingsPage, { role: user.role, WeekEditor: BusinessWeekEditor })
        : null;
    },
  };
};

/**
 * /admin/sla-management: administrators manage the SLA policies and calendars, leads read them,
 * others get an explanation (docs/sla.md#página-de-administración).
 */
const slaManagementPage: LazyPage = async () => {
  const { SlaManagementPage } = await import('../features/sla/components/sla-page');
  return {
    Component: function SlaManagementRoute() {
      const { user } = useAuth();
      return user ? createElement(SlaManagementPage, { role: user.role }) : null;
    },
  };
};

/**
 * /admin/sla-dashboard: SLA compliance and the tickets at risk, for administrators and tech leads
 * (docs/sla.md#dashboard); others get an explanation.
 */
const slaDashboardPage: LazyPage = async () => {
  const { SlaDashboardPage } = await import('../features/dashboard/sla');
  return {
    Component: function SlaDashboardRoute() {
      const { user } = useAuth();
      return user ? createElement(SlaDashboardPage, { viewer: user }) : null;
    },
  };
};

/**
 * Team time (docs/schedules.md#pantallas): Mis Horarios, Horarios de Almuerzo, Horarios del equipo
 * and Recordatorios de pausas share one chunk; each page tells the roles it is not for why.
 */
function schedulePage(
  pick: 'MySchedulesPage' | 'LunchSchedulePage' | 'TeamSchedulesPage' | 'BreakRemindersPage',
): LazyPage {
  return async () => {
    const pages = await import('../features/schedules/schedule-pages');
    return {
      Component: function ScheduleRoute() {
        const { user } = useAuth();
        if (!user) return null;
        if (pick === 'LunchSchedulePage')
          return createElement(pages.LunchSchedulePage, { viewer: user });
        return createElement(pages[pick], { role: user.role });
      },
    };
  };
}

/** /ai-chat: the floating assistant's conversation as a page, in the assistant's one chunk. */
const assistantPage: LazyPage = async () => {
  const { AssistantPage } = await import('../features/assistant/assistant-chunk');
  return {
    Component: function AssistantRoute() {
      const { user } = useAuth();
      return user ? createElement(AssistantPage, { viewer: user }) : null;
    },
  };
};

/**
 * The report pages (docs/reports.md#pages), one chunk. "Envíos programados" and "Programar envío"
 * link to the scheduled reports' page only once it is built.
 */
const loadReportPages = () => import('../features/reports/report-pages');
const reportSchedulesPath = (): string | null =>
  Object.hasOwn(BUILT_PAGES, REPORT_SCHEDULES_PATH) ? REPORT_SCHEDULES_PATH : null;

const reportsHomePage: LazyPage = async () => {
  const { ReportsHomePage } = await loadReportPages();
  return {
    Component: function ReportsHomeRoute() {
      const { user } = useAuth();
      if (!user) return null;
      return createElement(ReportsHomePage, { viewer: user, schedulesPath: reportSchedulesPath() });
    },
  };
};

/** An unknown category or type is "Página no encontrada" (docs/product/app-shell.md Reports). */
const reportPage: LazyPage = async () => {
  const [{ ReportPage }, { NotFoundPanel }] = await Promise.all([
    loadReportPages(),
    import('./routes/not-found-panel'),
  ]);
  return {
    Component: function ReportRoute() {
      const { user } = useAuth();
      const { category, type } = useParams();
      if (!user) return null;
      return createElement(ReportPage, {
        viewer: user,
        family: category,
        type,
        schedulesPath: reportSchedulesPath(),
        notFound: createElement(NotFoundPanel, { headingLevel: 1 }),
      });
    },
  };
};

/**
 * /admin/reports/schedules "Envíos programados" (docs/reports.md#scheduled-reports): administrators
 * and tech leads; others get an explanation. /reportes/baja: the e-mails' public unsubscribe page.
 */
const reportSchedulesPage: LazyPage = async () => {
  const { ReportSchedulesPage } =
    await import('../features/reports/schedules/components/report-schedules-page');
  return {
    Component: function ReportSchedulesRoute() {
      const { user } = useAuth();
      return user ? createElement(ReportSchedulesPage, { role: user.role }) : null;
    },
  };
};
const reportUnsubscribePage: LazyPage = () =>
  import('../features/reports/schedules/components/unsubscribe-page').then((module) => ({
    Component: module.ReportUnsubscribePage,
  }));

/**
 * /admin/email-config "Configuración de email" (docs/email.md): administrators; others get an
 * explanation.
 */
const emailConfigPage: LazyPage = async () => {
  const { EmailConfigPage } = await import('../features/email-config/email-config-page');
  return {
    Component: function EmailConfigRoute() {
      const { user } = useAuth();
      return user ? createElement(EmailConfigPage, { role: user.role }) : null;
    },
  };
};

export const BUILT_PAGES: Readonly<Record<string, LazyPage>> = {
  [REPORT_LIST_PATH]: reportsHomePage,
  [REPORT_PAGE_PATH]: reportPage,
  [REPORT_SCHEDULES_PATH]: reportSchedulesPage,
  '/reportes/baja': reportUnsubscribePage,
  '/ai-chat': assistantPage,
  '/admin/team': teamPage,
  '/admin': overviewDashboardPage,
  '/admin/dashboard': overviewDashboardPage,
  '/tech-lead/dashboard': overviewDashboardPage,
  '/admin/excel-import': importPage,
  '/admin/customers': customersPage('/admin/customers'),
  '/customers': customersPage('/customers'),
  '/admin/customers/:id': customersPage('/admin/customers', true),
  '/customers/:id': customersPage('/customers', true),
  '/admin/departments': departmentsListPage,
  '/departments': departmentsListPage,
  '/macros': macrosPage,
  '/admin/sla-management': slaManagementPage,
  '/admin/settings': organizationSettingsPage,
  '/admin/sla-dashboard': slaDashboardPage,
  '/admin/knowledge-base': knowledgeBasePage,
  '/admin/ai-config': aiSettingsPage('config'),
  '/admin/email-config': emailConfigPage,
  '/admin/ai-agent-control': aiSettingsPage('agentControl'),
  '/admin/ai-conversations': conversationsPage('AiConversationsPage'),
  '/admin/web-chat-conversations': conversationsPage('WebChatConversationsPage'),
  '/admin/ai-costs': aiCostsPage,
  '/ayuda/articulos/:id': articleReaderPage,
  '/dashboard-test': wallPage,
  '/dashboard-simple': simpleDashboardPage,
  '/admin/products': catalogPage('PRODUCT'),
  '/admin/services': catalogPage('SERVICE'),
  '/admin/audit-logs': auditPage('AuditLogPage'),
  '/admin/error-test': auditPage('ErrorTestPage'),
  '/admin/api-management': apiKeyPage('ApiKeysPage'),
  '/admin/token-test': apiKeyPage('TokenTestPage'),
  '/admin/template-management': templatesPage,
  '/preview/logo': () =>
    import('../features/brand/logo-preview-page').then((module) => ({
      Component: module.LogoPreviewPage,
    })),
  '/auth-debug': authDebugPage,
  '/profile': profilePage,
  '/support': publicTicketPage,
  '/tickets/public': publicTicketPage,
  '/tickets': ticketListPage,
  '/tickets/completed': ticketPage(loadTicketListPages, (pages) => pages.CompletedTicketsPage),
  '/tickets/create': ticketPage(loadTicketPages, (pages) => pages.TicketCreatePage),
  '/tickets/new': ticketPage(loadTicketPages, (pages) => pages.TicketCreatePage),
  // From 1280 px the ticket opens beside the list (docs/product/tickets.md#ticket-list).
  '/tickets/:id': ticketPage(loadTicketPages, (pages) => pages.TicketQueuePage),
  '/changelog': changelogPage,
  '/admin/development-control': developmentControlPage,
  '/admin/monitoring': monitoringPage,
  '/notifications': notificationsPage,
  '/settings/notifications': notificationSettingsPage,
  '/dashboard': landingDashboardPage,
  '/technician/dashboard': personalDashboardPage('TechnicianDashboardPage'),
  '/client/dashboard': personalDashboardPage('ClientDashboardPage'),
  '/technician/schedules': schedulePage('MySchedulesPage'),
  '/technician/lunch-schedule': schedulePage('LunchSchedulePage'),
  '/admin/team/schedules': schedulePage('TeamSchedulesPage'),
  '/admin/break-reminders': schedulePage('BreakRemindersPage'),
};
