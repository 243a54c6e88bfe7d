import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LayoutDashboard } from 'lucide-react';
import { dashboardPersonalMessages, type User } from '@atiende/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { DeferredLoader } from '../../../components/ui/deferred-loader';
import { MessagePanel } from '../../../components/ui/message-panel';

/*
 * Each role downloads only its own dashboard: the main panel's chunk is this switch, and the
 * dashboards are the chunks their own routes load too. React.lazy needs a default export.
 */
const TechnicianDashboardPage = lazy(() =>
  import('../personal').then((module) => ({ default: module.TechnicianDashboardPage })),
);
const ClientDashboardPage = lazy(() =>
  import('../personal').then((module) => ({ default: module.ClientDashboardPage })),
);

const text = dashboardPersonalMessages.landing;

const OVERVIEW_PATHS = { ADMIN: '/admin/dashboard', TECH_LEAD: '/tech-lead/dashboard' } as const;

/** An administrator's or lead's way to their overview from the main panel. */
function OverviewLink({ role }: { role: 'ADMIN' | 'TECH_LEAD' }) {
  const card = text.overview[role];
  return (
    <MessagePanel
      icon={LayoutDashboard}
      heading={card.title}
      headingLevel={1}
      actions={
        <Link to={OVERVIEW_PATHS[role]} className={buttonClasses('primary')}>
          {card.action}
        </Link>
      }
    >
      <p>{card.body}</p>
    </MessagePanel>
  );
}

/**
 * /dashboard "Panel Principal" (docs/dashboards.md "Panel Principal"): the signed-in role's own
 * dashboard, in place — the header shows no title here, the dashboard's h1 names it.
 */
export function LandingDashboardPage({ viewer }: { viewer: User }) {
  return <Suspense fallback={<DeferredLoader />}>{dashboardFor(viewer)}</Suspense>;
}

function dashboardFor(viewer: User) {
  switch (viewer.role) {
    case 'TECHNICIAN':
      return <TechnicianDashboardPage viewer={viewer} />;
    case 'CLIENT':
      return <ClientDashboardPage viewer={viewer} />;
    default:
      return <OverviewLink role={viewer.role} />;
  }
}
