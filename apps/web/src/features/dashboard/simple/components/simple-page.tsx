import { Link, useLocation } from 'react-router';
import { PRODUCT_NAME, type Role, type User } from '@atiende/contracts';
import { simpleDashboardMessages } from '@atiende/contracts/dashboard';
import { useDocumentTitle } from '../../../../app/use-document-title';
import {
  useSimpleClient,
  useSimpleOverview,
  useSimpleTechnician,
} from '../api/get-simple-dashboard';
import { limaTime, periodFromSearch } from '../lib/simple-links';
import { SimpleClient } from './simple-client';
import { SimpleOverview } from './simple-overview';
import { QueryBody, SIMPLE_LINK_CLASSES } from './simple-parts';
import { SimpleTechnician } from './simple-technician';

const text = simpleDashboardMessages;

/** "Datos de las 10:04" and a button that asks again (no automatic refresh on a slow line). */
function Freshness({
  generatedAt,
  onReload,
  isFetching,
}: {
  generatedAt: string;
  onReload: () => unknown;
  isFetching: boolean;
}) {
  return (
    <p className="flex flex-wrap items-center gap-3 text-muted">
      <span>{text.updatedAt(limaTime(generatedAt))}</span>
      <button
        type="button"
        onClick={() => void onReload()}
        disabled={isFetching}
        className="min-h-10 rounded-md border border-line-strong bg-white px-4 text-ink"
      >
        {isFetching ? text.loading : text.reload}
      </button>
    </p>
  );
}

/** Which answer a role reads: staff the overview, técnicos and clients their own. */
function dashboardKind(role: Role): 'overview' | 'technician' | 'client' {
  if (role === 'ADMIN' || role === 'TECH_LEAD') return 'overview';
  return role === 'TECHNICIAN' ? 'technician' : 'client';
}

function SimpleBody({ role }: { role: Role }) {
  const { search } = useLocation();
  const kind = dashboardKind(role);
  const period = periodFromSearch(search);
  const overview = useSimpleOverview(period, kind === 'overview');
  const technician = useSimpleTechnician(kind === 'technician');
  const client = useSimpleClient(kind === 'client');
  const query = kind === 'overview' ? overview : kind === 'technician' ? technician : client;
  return (
    <>
      {query.data ? (
        <Freshness
          generatedAt={query.data.generatedAt}
          onReload={() => query.refetch()}
          isFetching={query.isFetching}
        />
      ) : null}
      {kind === 'overview' ? (
        <QueryBody query={overview}>
          {(data) => <SimpleOverview overview={data} period={period} />}
        </QueryBody>
      ) : kind === 'technician' ? (
        <QueryBody query={technician}>{(data) => <SimpleTechnician dashboard={data} />}</QueryBody>
      ) : (
        <QueryBody query={client}>{(data) => <SimpleClient dashboard={data} />}</QueryBody>
      )}
    </>
  );
}

/**
 * /dashboard-simple, the light dashboard for slow connections (docs/dashboards.md "Pantalla de
 * pared y versión ligera"): the signed-in role's figures as plain lists of links, no charts, no
 * layout, and only this page's own small chunk to download.
 */
export function SimplePage({ viewer }: { viewer: User }) {
  useDocumentTitle(text.title);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 text-base text-ink">
      <header className="space-y-1">
        <p className="font-semibold">{PRODUCT_NAME}</p>
        <h1 className="text-2xl font-semibold">{text.title}</h1>
        <p className="text-muted">{text.description}</p>
        <p>
          <Link to="/dashboard" className={SIMPLE_LINK_CLASSES}>
            {text.fullVersion}
          </Link>
        </p>
      </header>
      <main id="main-content" className="space-y-6">
        <SimpleBody role={viewer.role} />
      </main>
    </div>
  );
}
