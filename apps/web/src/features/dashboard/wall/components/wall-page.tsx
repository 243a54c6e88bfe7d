import { useLocation } from 'react-router';
import { PRODUCT_NAME, type Role, type User } from '@atiende/contracts';
import { wallDashboardMessages } from '@atiende/contracts/dashboard';
import { useDocumentTitle } from '../../../../app/use-document-title';
import { ForbiddenPanel } from '../../../../components/page-header';
import { DeferredLoader } from '../../../../components/ui/deferred-loader';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { isApiError } from '../../../../lib/api-error';
import { formatTime } from '../../../../lib/dates';
import { RealtimeSocket } from '../../../../lib/realtime/realtime-socket';
import { realtimeKind } from '../../../../lib/realtime/realtime-view';
import { useRealtimeStatus } from '../../../../lib/realtime/use-realtime-status';
import { useWallOverview, wallKeys } from '../api/get-wall-overview';
import { useNow } from '../../lib/use-now';
import { useScreenWakeLock } from '../hooks/use-screen-wake-lock';
import { useDashboardLiveUpdates } from '../../lib/use-dashboard-live-updates';
import {
  canSeeWall,
  departmentFromSearch,
  liveText,
  scopeLabel,
  wallFigures,
} from '../lib/wall-view';
import { WallFigures } from './wall-figures';
import { WallLoad } from './wall-load';

const text = wallDashboardMessages;
/** The longest wait grows while nobody touches the screen: re-read the clock this often. */
const CLOCK_TICK_MS = 30_000;

function LiveStatus() {
  const snapshot = useRealtimeStatus();
  const kind = snapshot ? realtimeKind(snapshot) : null;
  return (
    <p className="flex items-center justify-end gap-2 text-lg xl:text-xl">
      <span
        aria-hidden="true"
        className={
          kind === 'connected'
            ? 'inline-block size-3 rounded-full bg-success'
            : 'inline-block size-3 rounded-full border-2 border-muted'
        }
      />
      {liveText(kind)}
    </p>
  );
}

function WallScreen({ role }: { role: Role }) {
  const { search } = useLocation();
  const departmentId = departmentFromSearch(search);
  const overview = useWallOverview(departmentId, true);
  const wakeLock = useScreenWakeLock(true);
  const now = useNow(CLOCK_TICK_MS);
  useDashboardLiveUpdates(wallKeys.all);
  const data = overview.data;
  const updatedAt = data ? formatTime(data.generatedAt) : null;

  return (
    <div className="flex min-h-dvh flex-col bg-white text-ink">
      <RealtimeSocket />
      <header className="flex flex-wrap items-end justify-between gap-4 border-b-2 border-ink px-4 py-4 xl:px-8">
        <div className="min-w-0">
          <p className="text-lg font-semibold">{PRODUCT_NAME}</p>
          <h1 className="text-3xl font-bold xl:text-5xl">{text.title}</h1>
          {data ? (
            <p className="mt-1 text-xl xl:text-2xl">{scopeLabel(data, role, departmentId)}</p>
          ) : null}
        </div>
        <div className="text-right">
          {updatedAt ? (
            <p className="text-3xl font-bold tabular-nums xl:text-5xl">
              {text.updatedAt(updatedAt)}
            </p>
          ) : null}
          <LiveStatus />
        </div>
      </header>
      <main id="main-content" className="flex-1 space-y-6 px-4 py-6 xl:px-8">
        {overview.isError && data && updatedAt ? (
          <p
            role="status"
            className="rounded-md border-2 border-warning bg-warning-tint p-3 text-xl text-warning"
          >
            {text.stale(updatedAt)}
          </p>
        ) : null}
        {data ? (
          <>
            <WallFigures figures={wallFigures(data, now)} />
            <WallLoad load={data.load} />
          </>
        ) : overview.isError ? (
          <LoadFailed
            // A refusal (a department that is not the lead's) says why; anything else will pass.
            message={
              isApiError(overview.error) &&
              overview.error.status >= 400 &&
              overview.error.status < 500
                ? overview.error.message
                : text.loadFailed
            }
            retryLabel={text.retry}
            onRetry={() => overview.refetch()}
          />
        ) : (
          <DeferredLoader />
        )}
      </main>
      <footer className="border-t border-line px-4 py-2 text-base text-muted xl:px-8">
        {wakeLock === 'active' ? text.wakeLock.active : null}
        {wakeLock === 'unsupported' || wakeLock === 'refused' ? text.wakeLock.unsupported : null}
      </footer>
    </div>
  );
}

/**
 * /dashboard-test, the wall screen (docs/dashboards.md "Pantalla de pared y versión ligera"):
 * today's figures of the overview, big, read-only, no navigation, refreshed live and every
 * minute. Administrators and tech leads; the others are sent to their own panel.
 */
export function WallPage({ viewer }: { viewer: User }) {
  useDocumentTitle(text.title);
  if (!canSeeWall(viewer.role)) {
    return (
      <main
        id="main-content"
        className="flex min-h-dvh items-center justify-center bg-surface px-4 py-8 text-base"
      >
        <ForbiddenPanel
          title={text.forbidden.title}
          message={text.forbidden.message}
          backLabel={text.forbidden.action}
        />
      </main>
    );
  }
  return <WallScreen role={viewer.role} />;
}
