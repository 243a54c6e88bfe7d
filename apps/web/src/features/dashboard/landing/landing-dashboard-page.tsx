import { lazy, Suspense, type ReactNode } from 'react';
import type { User } from '@atiende/contracts';
import { DeferredLoader } from '../../../components/ui/deferred-loader';

/*
 * Each role downloads only its own dashboard: the main panel's chunk is this switch, and the
 * dashboards are the chunks their own routes load too. React.lazy needs a default export.
 */
const OverviewDashboardPage = lazy(() =>
  import('../overview').then((module) => ({ default: module.OverviewDashboardPage })),
);
const TechnicianDashboardPage = lazy(() =>
  import('../personal').then((module) => ({ default: module.TechnicianDashboardPage })),
);
const ClientDashboardPage = lazy(() =>
  import('../personal').then((module) => ({ default: module.ClientDashboardPage })),
);

function dashboardFor(viewer: User, availability: ReactNode) {
  switch (viewer.role) {
    case 'TECHNICIAN':
      return <TechnicianDashboardPage viewer={viewer} availability={availability} />;
    case 'CLIENT':
      return <ClientDashboardPage viewer={viewer} />;
    default:
      return <OverviewDashboardPage viewer={viewer} availability={availability} />;
  }
}

/**
 * /dashboard "Panel Principal" (docs/dashboards.md "Panel Principal"): the signed-in role's own
 * dashboard, in place — administrators and líderes técnicos their overview, técnicos theirs,
 * clients their portal. The header shows no title here; the dashboard's h1 names it.
 */
export function LandingDashboardPage({
  viewer,
  availability = null,
}: {
  viewer: User;
  /** The team's availability panel for the técnico's and the lead's dashboards. */
  availability?: ReactNode;
}) {
  return <Suspense fallback={<DeferredLoader />}>{dashboardFor(viewer, availability)}</Suspense>;
}
