import { Link } from 'react-router';
import { LayoutDashboard } from 'lucide-react';
import { dashboardPersonalMessages, type User } from '@atiende/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { MessagePanel } from '../../../components/ui/message-panel';
import { ClientDashboardPage, TechnicianDashboardPage } from '../personal';

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
  switch (viewer.role) {
    case 'TECHNICIAN':
      return <TechnicianDashboardPage viewer={viewer} />;
    case 'CLIENT':
      return <ClientDashboardPage viewer={viewer} />;
    default:
      return <OverviewLink role={viewer.role} />;
  }
}
