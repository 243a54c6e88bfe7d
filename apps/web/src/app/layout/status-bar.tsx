import { CircleAlert, Server, ServerOff, WifiOff, type LucideIcon } from 'lucide-react';
import {
  APP_VERSION,
  PRODUCT_NAME,
  ROLE_LABELS,
  layoutMessages,
  type Role,
} from '@atiende/contracts';
import {
  useServerReachability,
  type ServerReachability,
} from '../../features/health/api/get-health';
import { cn } from '../../lib/cn';
import { RealtimeStatus } from './realtime-status';
import { useOnlineStatus } from './use-online-status';

const connection = layoutMessages.connection;

const REACHABILITY: Record<ServerReachability, { icon: LucideIcon; text: string; tone: string }> = {
  checking: { icon: Server, text: connection.serverChecking, tone: 'text-muted' },
  online: { icon: Server, text: connection.serverOnline, tone: 'text-success' },
  degraded: { icon: CircleAlert, text: connection.serverDegraded, tone: 'text-warning' },
  offline: { icon: ServerOff, text: connection.serverOffline, tone: 'text-error' },
};

/**
 * Footer status bar: version, signed-in role and whether the API answers (icon + text). Its right
 * end is left to the floating assistant's button.
 */
export function StatusBar({ role }: { role: Role }) {
  const reachability = useServerReachability();
  const isOnline = useOnlineStatus();
  const server = REACHABILITY[reachability];
  const ServerIcon = server.icon;

  return (
    <footer
      aria-label={layoutMessages.statusBar.label}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line bg-surface py-2 pr-20 pl-4 text-xs text-muted md:pr-24"
    >
      <span>{layoutMessages.statusBar.version(PRODUCT_NAME, APP_VERSION)}</span>
      <span>{layoutMessages.statusBar.role(ROLE_LABELS[role])}</span>
      <span role="status" className="flex items-center gap-3">
        <span className={cn('flex items-center gap-1', server.tone)}>
          <ServerIcon aria-hidden="true" className="size-4" />
          {server.text}
        </span>
        {isOnline ? null : (
          <span className="flex items-center gap-1 text-error">
            <WifiOff aria-hidden="true" className="size-4" />
            {connection.browserOffline}
          </span>
        )}
      </span>
      {/* docs/product/notifications.md#real-time-connection real-time socket: Conectado · Reconectando... · Sin conexión en tiempo real. */}
      <RealtimeStatus />
    </footer>
  );
}
